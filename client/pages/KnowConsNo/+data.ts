import type { PageContextServer } from 'vike/types'
import { publicConsumer } from '#client/loaders/billing/consumer.server'
import { checkOldConsumerNo } from '#shared/input/fields'
import { queryValue, SMS_OUTCOMES, type SmsOutcome } from '#shared/billing/input'
import type { ProblemKey, PublicConsumer } from '#client/components/billing/types'
import type { InputProblem } from '#shared/input/problem'

export type Data = Awaited<ReturnType<typeof data>>

/**
 * /KnowConsNo?oldConsNo=: the 12-digit consumer number of an old consumer number.
 * ?sms=<outcome>: where the SMS form lands when sent without JavaScript.
 */
export async function data(pageContext: PageContextServer) {
  const raw = queryValue(pageContext.urlParsed.search, 'oldConsNo')
  const smsRaw = queryValue(pageContext.urlParsed.search, 'sms')
  const sms: SmsOutcome | null = (SMS_OUTCOMES as readonly string[]).includes(smsRaw ?? '') ? (smsRaw as SmsOutcome) : null
  const oldConsNo = (raw ?? '').slice(0, 24)
  const none = { sms, oldConsNo, errors: [] as Array<InputProblem<string, ProblemKey>>, consumer: null as PublicConsumer | null }
  if (raw === undefined) return none
  const checked = checkOldConsumerNo(raw)
  if (!checked.ok) return { ...none, errors: [{ field: 'oldConsNo', key: checked.key }] }
  const found = await pageContext.services.billingLookups.consumerByOldNo(checked.value)
  if (!found) return { ...none, oldConsNo: checked.value, errors: [{ field: 'oldConsNo', key: 'consumerNotFound' as const }] }
  return { ...none, oldConsNo: checked.value, consumer: await publicConsumer(pageContext, found) }
}
