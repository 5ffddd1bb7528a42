/**
 * The fields of the application and complaint forms (issue 10), as zod schemas that both
 * sides run: the page before it leaves (and on the server, for the form without JavaScript)
 * and the API. A schema's messages are problem keys, never words: the page words them with
 * `forms:problems.<key>` in its language, the API answers the English words of the same key
 * (server/validation/parse.ts). Input is what a browser sends: strings (FormData, urlencoded) or
 * the JSON API's values.
 */
import { z } from 'zod'
import { DISTRICT_CODES } from '../districts'
import { checkConsumerNo, checkMobile, checkOtp, checkPinCode, normalizeDigits } from './fields'
import type { Checked, CheckedField, InputProblem } from './problem'

/**
 * A form's POST answered with its page again (the form without JavaScript): what was typed
 * (never files, never an OTP), the problems, and the step the form is at (e.g. 'otp' after
 * the OTP was sent). Pages get it as `pageContext.formPost` through their +data.
 */
export interface FormPostState {
  /** the form's name (a page may have several) */
  form: string
  values: Record<string, string>
  problems: InputProblem[]
  step?: string
  /** what the page shows for the step: a masked mobile, an outcome, a number */
  info?: Record<string, string | number | boolean | null>
}

/** The first problem of each field, in the order of the schema's issues. */
export function problemsOf(error: z.ZodError): InputProblem[] {
  const seen = new Set<string>()
  const out: InputProblem[] = []
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form')
    if (seen.has(field)) continue
    seen.add(field)
    out.push({ field, key: issue.message })
  }
  return out
}

/** Runs a form's schema over what was sent: the value, or every field's first problem. */
export function checkForm<S extends z.ZodType>(schema: S, input: unknown): Checked<z.output<S>> {
  const r = schema.safeParse(input ?? {})
  return r.success ? { ok: true, value: r.data } : { ok: false, problems: problemsOf(r.error) }
}

/** Any value a form may send for a text field, as a trimmed string ('' when absent). */
const str = (max: number) =>
  z.preprocess(
    (v) => (v == null ? '' : typeof v === 'number' ? String(v) : v),
    z
      .string({ error: 'invalid' })
      .max(max * 4, { error: 'tooLong' })
      .transform((s) => s.trim()),
  )

/** A required text of `min`..`max` characters; `empty` and `invalid` are the problem keys. */
export function text(opts: { min?: number; max: number; empty: string; invalid?: string; pattern?: RegExp }) {
  return str(opts.max).pipe(
    z
      .string()
      .min(1, { error: opts.empty })
      .min(opts.min ?? 1, { error: opts.invalid ?? opts.empty })
      .max(opts.max, { error: 'tooLong' })
      .refine((s) => !opts.pattern || opts.pattern.test(s), { error: opts.invalid ?? opts.empty })
      .refine((s) => !/[<>]/.test(s), { error: 'noMarkup' }),
  )
}

/** An optional text: '' becomes undefined. */
export function optionalText(opts: { max: number; invalid?: string; pattern?: RegExp }) {
  return str(opts.max).pipe(
    z
      .string()
      .max(opts.max, { error: 'tooLong' })
      .refine((s) => !s || !opts.pattern || opts.pattern.test(s), { error: opts.invalid ?? 'invalid' })
      .refine((s) => !/[<>]/.test(s), { error: 'noMarkup' })
      .transform((s) => s || undefined),
  )
}

/** One of a fixed list of values (a select or radio group). */
export function choice<const T extends readonly [string, ...string[]]>(values: T, empty: string) {
  return str(64).pipe(
    z
      .string()
      .min(1, { error: empty })
      .pipe(z.enum(values, { error: empty })),
  )
}

/** A person's name: letters (any script), spaces, '.', ''' and '-'; 2–100 characters. */
export const personName = text({ min: 2, max: 100, empty: 'nameEmpty', invalid: 'nameInvalid', pattern: /^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u })

/**
 * A rule of the catalogue (shared/input/fields.ts) as a form field: what a browser sent as a
 * trimmed string of at most `max` characters ('tooLong' beyond), then the catalogue's check,
 * whose key is the problem. The browser's checks, the server's and the API's are the one rule.
 */
export function fieldRule(max: number, check: (raw: string) => CheckedField<string>) {
  return str(max).pipe(
    z.string().transform((s, ctx) => {
      const r = check(s)
      if (r.ok) return r.value
      // not aborting: the form's refinements over several fields still run and add their problems
      ctx.addIssue({ code: 'custom', message: r.key, continue: true })
      return s
    }),
  )
}

/**
 * Spec §5: 'Mobile can not be empty !' / 'Enter 10 Digit Valid Mobile Number !' (the keys
 * mobileEmpty, mobileInvalid). The one mobile rule: Assamese digits, spaces, '-' and a
 * +91 / 91 / 0 prefix taken.
 */
export const mobile = fieldRule(20, checkMobile)

export const email = optionalText({ max: 200, invalid: 'emailInvalid', pattern: /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/ })

/** A 12-digit consumer number whose first three digits are a division code (Assamese digits and spaces taken). */
export const consumerNo = fieldRule(40, checkConsumerNo)

/** A 6-digit OTP (Assamese digits and spaces taken). */
export const otp = fieldRule(20, checkOtp)

export const district = choice(DISTRICT_CODES, 'districtEmpty')

/** An Indian PIN code of Assam (78xxxx). */
export const pinCode = fieldRule(10, checkPinCode)

/** A municipal holding number: letters, digits, '/', '-', up to 40. */
export const holdingNo = text({ max: 40, empty: 'holdingEmpty', invalid: 'holdingInvalid', pattern: /^[A-Za-z0-9][A-Za-z0-9/ -]*$/ })
export const optionalHoldingNo = optionalText({ max: 40, invalid: 'holdingInvalid', pattern: /^[A-Za-z0-9][A-Za-z0-9/ -]*$/ })

/** A decimal number within a range (written with a '.' decimal point; Assamese digits and spaces taken), e.g. a load in kW. */
export function decimal(opts: { min: number; max: number; empty: string; invalid: string; range: string; step?: number }) {
  return str(20).pipe(
    z
      .string()
      .transform(normalizeDigits)
      .pipe(
        z
          .string()
          .min(1, { error: opts.empty })
          .regex(/^\d{1,7}(\.\d{1,3})?$/, { error: opts.invalid })
          .transform(Number)
          .pipe(z.number().min(opts.min, { error: opts.range }).max(opts.max, { error: opts.range })),
      ),
  )
}

/** A checkbox that must be ticked (a declaration): 'on', 'true' or true. */
export function mustTick(problem: string) {
  return z.preprocess((v) => v === true || v === 'on' || v === 'true' || v === 'yes', z.literal(true, { error: problem }))
}
