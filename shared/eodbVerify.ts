/**
 * The third-party check of a connection (issue 13, /EodbThirdPartyVerification): what the
 * form must hold before it is sent, the same in the browser and on the server (the form
 * without JavaScript). A consumer number (12 digits, a known division), then the meter number
 * or (not both) the full name (at least VERIFY_NAME_MIN letters; the service compares it whole). Refusals are the contract's messages
 * (EODB_MESSAGES), by field. No React, no server modules.
 */
import { EODB_MESSAGES, VERIFY_NAME_MIN, type VerifyInput } from './contract/eodb'
import { isValidConsumerNo } from './divisionCodes'

export type EodbMessageKey = keyof typeof EODB_MESSAGES

/** The key of a contract message (its words in the page's language); undefined for another text. */
export function messageKey(message: string): EodbMessageKey | undefined {
  return (Object.keys(EODB_MESSAGES) as EodbMessageKey[]).find((k) => EODB_MESSAGES[k] === message)
}

export interface VerifyProblem {
  field: 'consumerNo' | 'meterNo' | 'name'
  message: string
}

/** Letters of a name prefix (any script; vowel signs, spaces, dots and the like do not count). */
const letters = (s: string) => (s.match(/\p{L}/gu) ?? []).length

export function checkVerifyInput(values: Record<string, unknown>): { ok: true; value: VerifyInput } | { ok: false; problems: VerifyProblem[] } {
  const text = (k: string) => (typeof values[k] === 'string' ? (values[k] as string) : '').trim()
  const consumerNo = text('consumerNo').replace(/\s+/g, '')
  const meterNo = text('meterNo').slice(0, 32)
  const name = text('name').replace(/\s+/g, ' ').slice(0, 100)
  const problems: VerifyProblem[] = []
  if (!isValidConsumerNo(consumerNo)) problems.push({ field: 'consumerNo', message: EODB_MESSAGES.verifyConsumerNo })
  // exactly one of the two, as the service takes it (server/services/eodb/verify.ts)
  if (!meterNo && !name) problems.push({ field: 'meterNo', message: EODB_MESSAGES.verifyOneOf })
  else if (meterNo && name) problems.push({ field: 'name', message: EODB_MESSAGES.verifyOneOf })
  else if (name && letters(name) < VERIFY_NAME_MIN) problems.push({ field: 'name', message: EODB_MESSAGES.verifyNameShort })
  if (problems.length) return { ok: false, problems }
  return { ok: true, value: meterNo ? { consumerNo, meterNo } : { consumerNo, name } }
}
