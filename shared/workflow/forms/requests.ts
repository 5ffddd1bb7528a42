/**
 * The requests on an existing connection (issue 10 §3): /OnlineChangeProcess (load, category,
 * name, phase and meter change), /TanUpdateOtp → /TanUpdate (Compliance of Sec 194Q) and
 * /HoldingNoUpdate, /LoadHoldingNo. Each is proven by an OTP to the consumer number's
 * registered mobile (server/services/applications/otpStep.ts), in two steps:
 *   step 1 `{ consNo, action: 'send', ...the step's own choices }` → the OTP is sent;
 *   step 2 `{ consNo, otp, ...fields, action: 'submit' }` → the request is made.
 * The schemas here are what both sides run (the page before it leaves, the server for the
 * form without JavaScript and for the JSON API); their messages are problem keys
 * (`forms:problems.<key>`).
 */
import { z } from 'zod'
import { CONNECTION_CATEGORIES, LT_MAX_LOAD_KW, PHASES } from './newConnection'
import { choice, consumerNo, decimal, holdingNo, mustTick, optionalText, otp, personName } from '../../input/schema'

/** The changes of /OnlineChangeProcess (workflow kinds of shared/workflow/rules.ts). */
export const CHANGE_KINDS = ['load_change', 'category_change', 'name_change', 'phase_change', 'meter_change'] as const
export type ChangeKind = (typeof CHANGE_KINDS)[number]

/** Why the name changes; the document slot 'document' carries the proof (sale deed, succession certificate, lease). */
export const NAME_CHANGE_REASONS = ['sale', 'succession', 'lease'] as const
export type NameChangeReason = (typeof NAME_CHANGE_REASONS)[number]

/** Why the meter is to be changed. */
export const METER_CHANGE_REASONS = ['faulty', 'burnt', 'stopped', 'smart'] as const
export type MeterChangeReason = (typeof METER_CHANGE_REASONS)[number]

/** The one document slot of a name change. */
export const NAME_CHANGE_FILE = 'document'

/** What each step posts in `action` (a form without JavaScript says which button was pressed). */
export const OTP_ACTIONS = ['send', 'submit'] as const
export type OtpAction = (typeof OTP_ACTIONS)[number]

/** The step a posted body asks for: 'send' (step 1, or "send the OTP again"), else 'submit'. */
export const otpActionOf = (body: unknown): OtpAction => (body && typeof body === 'object' && (body as Record<string, unknown>).action === 'send' ? 'send' : 'submit')

/** TAN: 4 letters, 5 digits, 1 letter (ABCD12345E); spaces dropped, upper-cased. */
export const TAN_PATTERN = /^[A-Z]{4}\d{5}[A-Z]$/

export const tan = z.preprocess(
  (v) => (typeof v === 'string' ? v.replace(/\s+/g, '').toUpperCase() : v == null ? '' : v),
  z.string({ error: 'tanInvalid' }).min(1, { error: 'tanEmpty' }).max(40, { error: 'tanInvalid' }).regex(TAN_PATTERN, { error: 'tanInvalid' }),
)

/**
 * A value on record shown to someone who only knows the consumer number: the first two and
 * the last two characters, the rest as '*' (a value of four or fewer characters keeps only its
 * last character).
 */
export function maskEnds(value: string): string {
  const v = value.trim()
  if (!v) return ''
  if (v.length <= 4) return '*'.repeat(v.length - 1) + v.slice(-1)
  return v.slice(0, 2) + '*'.repeat(v.length - 4) + v.slice(-2)
}

/** Step 1 of any request: the consumer number (the OTP goes to its registered mobile). */
export const requestOtpSchema = z.object({ consNo: consumerNo })
export type RequestOtpInput = z.output<typeof requestOtpSchema>

/** POST /api/requests/otp: the consumer number, and the change it is for when it is one (an open one is refused first). */
export const requestOtpApiSchema = z.object({
  consNo: consumerNo,
  kind: z.preprocess((v) => (v === '' || v == null ? undefined : v), z.enum(CHANGE_KINDS, { error: 'changeKindEmpty' }).optional()),
})

/** Step 1 of /OnlineChangeProcess: the consumer number and which change. */
export const changeOtpSchema = z.object({ consNo: consumerNo, kind: choice(CHANGE_KINDS, 'changeKindEmpty') })

const newLoad = decimal({ min: 0.1, max: LT_MAX_LOAD_KW, empty: 'loadEmpty', invalid: 'loadInvalid', range: 'loadRange' })
const remarks = optionalText({ max: 500 })

/** The fields of each change (beyond the consumer number, the OTP, the remarks and the declaration). */
export const CHANGE_DETAIL_SCHEMAS = {
  load_change: z.object({ newLoadKw: newLoad }),
  category_change: z.object({ newCategory: choice(CONNECTION_CATEGORIES, 'categoryEmpty') }),
  name_change: z.object({ newName: personName, nameReason: choice(NAME_CHANGE_REASONS, 'nameReasonEmpty') }),
  phase_change: z.object({ newPhase: choice(PHASES, 'phaseEmpty') }),
  meter_change: z.object({ meterReason: choice(METER_CHANGE_REASONS, 'meterReasonEmpty') }),
} as const

/** The fields a change's form shows, by kind (the page lists them; the server keeps only these). */
export const CHANGE_FIELDS: Readonly<Record<ChangeKind, readonly string[]>> = {
  load_change: ['newLoadKw'],
  category_change: ['newCategory'],
  name_change: ['newName', 'nameReason'],
  phase_change: ['newPhase'],
  meter_change: ['meterReason'],
}

export type ChangeDetail =
  | { kind: 'load_change'; newLoadKw: number }
  | { kind: 'category_change'; newCategory: (typeof CONNECTION_CATEGORIES)[number] }
  | { kind: 'name_change'; newName: string; nameReason: NameChangeReason }
  | { kind: 'phase_change'; newPhase: (typeof PHASES)[number] }
  | { kind: 'meter_change'; meterReason: MeterChangeReason }

export type ChangeRequestInput = ChangeDetail & { consNo: string; otp: string; remarks?: string }

const changeCommon = z.object({
  consNo: consumerNo,
  otp,
  kind: choice(CHANGE_KINDS, 'changeKindEmpty'),
  remarks,
  declaration: mustTick('declarationRequired'),
})

/**
 * Step 2 of /OnlineChangeProcess: the common fields and the chosen change's own fields (a
 * name change also needs its document, checked by its bytes on the server). Every field's
 * first problem is reported, in the order of the form.
 */
export const changeRequestSchema = z.unknown().transform((input, ctx): ChangeRequestInput => {
  const raw = input && typeof input === 'object' ? (input as Record<string, unknown>) : {}
  const common = changeCommon.safeParse(raw)
  const issues = common.success ? [] : [...common.error.issues]
  const kind = common.success ? common.data.kind : choice(CHANGE_KINDS, 'changeKindEmpty').safeParse(raw.kind).data
  let detail: Record<string, unknown> | null = null
  if (kind) {
    const d = (CHANGE_DETAIL_SCHEMAS[kind] as z.ZodType<Record<string, unknown>>).safeParse(raw)
    if (d.success) detail = d.data
    else {
      // the change's own fields come right after the kind, before the remarks and the declaration
      const at = issues.findIndex((i) => i.path[0] === 'remarks' || i.path[0] === 'declaration')
      issues.splice(at < 0 ? issues.length : at, 0, ...d.error.issues)
    }
  }
  for (const issue of issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path })
  if (issues.length || !common.success || !detail) return z.NEVER
  const { declaration: _, ...rest } = common.data
  return { ...rest, ...detail } as ChangeRequestInput
})

/** Step 2 of /TanUpdate: the OTP and the TAN. */
export const tanUpdateSchema = z.object({ consNo: consumerNo, otp, tan })
export type TanUpdateInput = z.output<typeof tanUpdateSchema>

/** Step 2 of /HoldingNoUpdate: the OTP and the holding number (upper-cased, inner spaces kept single). */
export const holdingUpdateSchema = z.object({
  consNo: consumerNo,
  otp,
  holdingNo: holdingNo.transform((s) => s.replace(/\s+/g, ' ').toUpperCase()),
})
export type HoldingUpdateInput = z.output<typeof holdingUpdateSchema>

/** /LoadHoldingNo: the consumer number whose holding number is looked up. */
export const holdingLookupSchema = requestOtpSchema
