/**
 * The third-party check of a connection (issue 13, /EodbThirdPartyVerification): what the
 * form must hold before it is sent, the same in the browser and on the server (the form
 * without JavaScript). A consumer number (the one check of every form, shared/billing/input.ts
 * checkConsumerNo, worded as every form words it: issue 23 §6), then the meter number
 * or (not both) the full name (at least VERIFY_NAME_MIN letters; the service compares it whole). Refusals are keys of the
 * contract's messages (EODB_MESSAGES) or the consumer number's (checkConsumerNo), by field. No React, no server modules.
 */
import { checkConsumerNo, type ConsumerNoProblem } from '../input/fields'
import { EODB_MESSAGES, VERIFY_NAME_MIN, type VerifyInput } from './contract'
import { MESSAGES } from '../messages'
import type { Checked, InputProblem } from '../input/problem'

export type EodbMessageKey = keyof typeof EODB_MESSAGES

const CONSUMER_NO_PROBLEMS: readonly ConsumerNoProblem[] = ['consNoEmpty', 'numbersOnly', 'consNoLength', 'consNoDivision']

/** The i18n key of a consumer number's problem, as the bill forms word it: the spec's text in `messages`, the others `billing:problems.*`. */
export function consumerNoMessageKey(problem: ConsumerNoProblem): string {
  return problem in MESSAGES ? `messages:${problem}` : `billing:problems.${problem}`
}

/** Is this problem key a consumer number's (then consumerNoMessageKey words it)? */
export const isConsumerNoProblem = (key: string): key is ConsumerNoProblem => (CONSUMER_NO_PROBLEMS as readonly string[]).includes(key)

/** A problem of the verification form: its field, and a contract message's key or a consumer number's (worded by the page). */
export type VerifyFieldProblem = InputProblem<'consumerNo' | 'meterNo' | 'name', EodbMessageKey | ConsumerNoProblem>

/** Letters of a name prefix (any script; vowel signs, spaces, dots and the like do not count). */
const letters = (s: string) => (s.match(/\p{L}/gu) ?? []).length

export function checkVerifyInput(values: Record<string, unknown>): Checked<VerifyInput, VerifyFieldProblem> {
  const text = (k: string) => (typeof values[k] === 'string' ? (values[k] as string) : '').trim()
  const checkedNo = checkConsumerNo(values.consumerNo)
  const consumerNo = checkedNo.ok ? checkedNo.value : ''
  const meterNo = text('meterNo').slice(0, 32)
  const name = text('name').replace(/\s+/g, ' ').slice(0, 100)
  const problems: VerifyFieldProblem[] = []
  if (!checkedNo.ok) problems.push({ field: 'consumerNo', key: checkedNo.key })
  // exactly one of the two, as the service takes it (server/services/eodb/verify.ts)
  if (!meterNo && !name) problems.push({ field: 'meterNo', key: 'verifyOneOf' })
  else if (meterNo && name) problems.push({ field: 'name', key: 'verifyOneOf' })
  else if (name && letters(name) < VERIFY_NAME_MIN) problems.push({ field: 'name', key: 'verifyNameShort' })
  if (problems.length) return { ok: false, problems }
  return { ok: true, value: meterNo ? { consumerNo, meterNo } : { consumerNo, name } }
}
