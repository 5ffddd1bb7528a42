import type { PageContextServer } from 'vike/types'
import type { Consumer } from '#shared/billing/contract'
import { checkConsumerNo } from '#shared/input/fields'
import { maskName, queryValue } from '#shared/billing/input'
import type { ProblemKey, PublicConsumer } from '#client/components/billing/types'
import type { InputProblem } from '#shared/input/problem'

/** What a public page may show of a consumer: the name masked; no mobile, e-mail or address. */
export async function publicConsumer(pageContext: PageContextServer, c: Consumer): Promise<PublicConsumer> {
  return {
    consumerNo: c.consumerNo,
    oldConsumerNo: c.oldConsumerNo,
    maskedName: maskName(c.name),
    connType: c.connType,
    tariffCategory: c.tariffCategory,
    connectedLoadKw: c.connectedLoadKw,
    phase: c.phase,
    meterNo: c.meterNo,
    status: c.status,
    subDivision: c.subDivision,
    divisionCode: c.divisionCode,
    division: await pageContext.services.billingLookups.divisionName(c.divisionCode),
  }
}

export interface ConsumerQuery {
  /** as typed (for the form), at most 20 characters */
  consNo: string
  /** the form was sent (the query has consNo) */
  submitted: boolean
  errors: Array<InputProblem<string, ProblemKey>>
  consumer: Consumer | null
}

/** Reads ?consNo=, checks it (spec §5) and finds the consumer; 'Consumer Not Found' when unknown. */
export async function consumerFromQuery(pageContext: PageContextServer, field = 'consNo'): Promise<ConsumerQuery> {
  const raw = queryValue(pageContext.urlParsed.search, field)
  if (raw === undefined) return { consNo: '', submitted: false, errors: [], consumer: null }
  const consNo = raw.slice(0, 20)
  const checked = checkConsumerNo(raw)
  if (!checked.ok) return { consNo, submitted: true, errors: [{ field, key: checked.key }], consumer: null }
  const consumer = await pageContext.services.billing.consumer(checked.value)
  if (!consumer) return { consNo: checked.value, submitted: true, errors: [{ field, key: 'consumerNotFound' }], consumer: null }
  return { consNo: checked.value, submitted: true, errors: [], consumer }
}
