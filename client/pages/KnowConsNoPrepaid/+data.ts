import type { PageContextServer } from 'vike/types'
import { publicConsumer } from '#client/loaders/billing/consumer.server'
import { checkMeterNo } from '#shared/input/fields'
import { queryValue } from '#shared/billing/input'
import type { ProblemKey, PublicConsumer } from '#client/components/billing/types'
import type { InputProblem } from '#shared/input/problem'

export type Data = Awaited<ReturnType<typeof data>>

/** /KnowConsNoPrepaid?meterNo=: the consumer number of a prepaid meter. */
export async function data(pageContext: PageContextServer) {
  const raw = queryValue(pageContext.urlParsed.search, 'meterNo')
  const meterNo = (raw ?? '').slice(0, 40)
  const none = { meterNo, errors: [] as Array<InputProblem<string, ProblemKey>>, consumer: null as PublicConsumer | null }
  if (raw === undefined) return none
  const checked = checkMeterNo(raw)
  if (!checked.ok) return { ...none, errors: [{ field: 'meterNo', key: checked.key }] }
  const found = await pageContext.services.billingLookups.consumerByMeterNo(checked.value)
  if (!found) return { ...none, meterNo: checked.value, errors: [{ field: 'meterNo', key: 'consumerNotFound' as ProblemKey }] }
  if (found.connType !== 'PREPAID' && found.connType !== 'SMART PREPAID') {
    return { ...none, meterNo: checked.value, errors: [{ field: 'meterNo', key: 'notPrepaid' as ProblemKey }] }
  }
  return { ...none, meterNo: checked.value, consumer: await publicConsumer(pageContext, found) }
}
