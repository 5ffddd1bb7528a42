/**
 * /EodbThirdPartyVerification: anyone may check that a connection is genuine with the consumer
 * number and either the meter number or the consumer's whole name (issue 27 §4: a prefix let
 * the masked name of /ViewBill be completed letter by letter). Names are compared normalised
 * (nameKey: case, spaces and punctuation do not count; every word, in order, and nothing
 * more). The answer is genuine, with the tariff category and the connection date, or not
 * found, nothing more: the same `{ genuine: false }` for an unknown consumer number, a wrong
 * meter number and a wrong name, so the check cannot be used to learn which consumer numbers
 * exist. The caller applies the per-IP limit (VERIFY_LIMIT) first; here each check is counted
 * against the consumer number from any address (VERIFY_NUMBER_LIMIT, `consumer:<no>:eodb-verify`,
 * also for numbers that do not exist) and a right answer clears that count, so it counts wrong
 * answers; once spent, every check of that number is refused (TooManyRequestsError, scope
 * 'consumer') until the window ends, whatever the address.
 */
import type { Knex } from 'knex'
import { EODB_MESSAGES, VERIFY_NAME_MIN, VERIFY_NUMBER_LIMIT, verifyInput, type Checked, type VerifyInput, type VerifyResult } from '#shared/eodb/contract'
import { checkConsumerNo } from '#shared/input/fields'
import enBilling from '#shared/locales/en/billing.json'
import asBilling from '#shared/locales/as/billing.json'
import { TooManyRequestsError } from '../../errors'
import { str, type Row } from '../../db/rows'
import type { RateLimitService } from '../rateLimit'
import { refuse } from './period'

const TARIFF_EN: Record<string, string> = enBilling.tariffNames
const TARIFF_AS: Record<string, string> = asBilling.tariffNames

/** Lower case, spaces squeezed: how meter numbers are compared. */
const norm = (s: string) => s.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en')

/**
 * How names are compared: Unicode NFKC, lower case, every run of what is not a letter, a mark
 * or a digit (spaces, dots, commas, hyphens, apostrophes) one space. 'RANJIT  KUMAR. DAS' and
 * 'Ranjit-Kumar Das' are 'ranjit kumar das'; 'Ranjit Kumar' and 'Ranjit Das' are not.
 */
export const nameKey = (s: string) =>
  s
    .normalize('NFKC')
    .toLocaleLowerCase('en')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim()

/** The rate-limit key of one consumer number's checks. */
export const verifyNumberKey = (consumerNo: string) => `consumer:${consumerNo}:eodb-verify`

/** The tariff category's name in English and Assamese (the bill's names; the code itself when it has none). */
function categoryNames(code: string, name: string | null): { category: string; categoryAs: string } {
  const en = TARIFF_EN[code] ?? (name ? `${code} ${name}` : code)
  return { category: en, categoryAs: TARIFF_AS[code] ?? en }
}

export function createVerification(db: Knex, rateLimit: Pick<RateLimitService, 'consume' | 'reset'>) {
  return async function verify(input: VerifyInput): Promise<Checked<VerifyResult>> {
    // a wrong consumer number is worded as every form words it (shared/billing/input.ts; issue 23 §6)
    const checkedNo = checkConsumerNo((input as { consumerNo?: unknown } | undefined)?.consumerNo)
    if (!checkedNo.ok) return refuse('consumerNo', checkedNo.key)
    const parsed = verifyInput.safeParse(input ?? {})
    if (!parsed.success) {
      const field = String(parsed.error.issues[0]?.path[0] ?? 'meterNo')
      return refuse(field, 'verifyOneOf')
    }
    const consumerNo = checkedNo.value
    const meterNo = parsed.data.meterNo?.trim() ?? ''
    const name = parsed.data.name?.trim() ?? ''
    if ((meterNo === '') === (name === '')) return refuse(meterNo ? 'name' : 'meterNo', 'verifyOneOf')
    if (name && (name.match(/\p{L}/gu)?.length ?? 0) < VERIFY_NAME_MIN) return refuse('name', 'verifyNameShort')

    const numberKey = verifyNumberKey(consumerNo)
    const counted = await rateLimit.consume(numberKey, VERIFY_NUMBER_LIMIT.limit, VERIFY_NUMBER_LIMIT.windowMs)
    if (!counted.allowed) throw new TooManyRequestsError(EODB_MESSAGES.verifyNumberLimited, counted.retryAfterSeconds, 'consumer')

    const c: Row | undefined = await db('consumers as c')
      .leftJoin('tariff_categories as t', 't.code', 'c.tariff_category')
      .first('c.name', 'c.meter_no', 'c.tariff_category', 'c.connected_on', 't.name as tariff_name')
      .where('c.consumer_no', consumerNo)
    const matches = c !== undefined && (meterNo ? norm(String(c.meter_no ?? '')) === norm(meterNo) && c.meter_no != null : nameKey(String(c.name)) === nameKey(name))
    if (!c || !matches) return { ok: true, value: { genuine: false } }
    // a right answer: whoever gave it knows the connection, so the number's count starts again
    await rateLimit.reset(numberKey)
    return {
      ok: true,
      value: { genuine: true, ...categoryNames(String(c.tariff_category), str(c.tariff_name)), connectedOn: str(c.connected_on) },
    }
  }
}
