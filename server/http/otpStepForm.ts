/**
 * A two-step form proven by an OTP to a consumer number's registered mobile, without
 * JavaScript (issue 10 §3): the server half of client/components/applications/OtpStepForm.tsx.
 *
 *   step 1 posts `{ consNo, action: 'send', ...its own choices }`: checked with `sendSchema`,
 *     then `beforeSend` (e.g. an open request of the kind), then the OTP of purpose 'request'
 *     goes to the registered mobile (services.applications.otpStep) and the page comes again
 *     (200) with `state.step = 'otp'`, `info.mobileMasked` and the values kept; or, with
 *     `afterSend`, the browser goes on (e.g. /TanUpdateOtp → 303 /TanUpdate?consNo=…).
 *   step 2 posts `{ consNo (hidden), otp, ...fields, action: 'submit' }`: checked with
 *     `submitSchema` (and the files of `uploads` by their bytes), then `submit` does the
 *     request; it verifies the OTP itself (through its service) and answers where to go
 *     (usually 303 to /PrintAck after granting work access). Any refusal answers the page
 *     again at step 2 (422) with the problems, the masked mobile and the values (never the
 *     OTP, never a file).
 *   "Send the OTP again" is a small separate form on step 2 posting `action: 'send'` with
 *     `step: 'otp'` and the step-1 values: a refusal (wait 30 s, too many sends) stays at step 2.
 *
 * Use: build a FormPostRoute with `otpStepRoute({...})` in server/routes/forms/<yours>.ts and
 * list it in server/routes/formPages.ts; the page renders <OtpStepForm> with the same `form`
 * name and schemas, passing `post` from its +data (`pageContext.formPost`). See
 * server/routes/forms/requests.ts for three uses (one with a document, one with afterSend).
 */
import type { z } from 'zod'
import { checkForm, type FormPostState } from '#shared/input/schema'
import { normalizeDigits } from '#shared/input/fields'
import { maskMobile } from '#shared/billing/input'
import { collectForm, keptValues, problemsOfError, type FormPostAnswer, type FormPostContext, type FormPostRoute } from './formPosts'
import type { UploadSlot } from './uploads'
import { otpSendVia } from './otpSend'
import type { CheckedFile } from '../services/uploads'
import type { InputProblem } from '#shared/input/problem'

/** The step of the OTP (what `state.step` says when the page shows the OTP field). */
export const OTP_STEP = 'otp'

type Info = NonNullable<FormPostState['info']>

export interface OtpStepFormSpec<Send extends z.ZodType<{ consNo: string }>, Submit extends z.ZodType> {
  /** the English route, e.g. '/HoldingNoUpdate' */
  route: string
  /** the form's name (FormPostState.form, the ids' prefix), the same the page gives OtpStepForm */
  form: string
  /** step 1: the consumer number and the step's own choices */
  sendSchema: Send
  /** step 2: everything the request needs (with consNo and otp) */
  submitSchema: Submit
  /** the files of step 2 (a multipart form) */
  uploads?: readonly UploadSlot[]
  /** the slots to check for a body, when which are required depends on it (default `uploads`) */
  slotsFor?: (body: unknown) => readonly UploadSlot[]
  /** refusals of step 1 beyond the schema (throw an InputRefusedError) before the OTP is sent */
  beforeSend?: (ctx: FormPostContext, value: z.output<Send>) => Promise<void>
  /** more for the page at step 2 (e.g. a masked value on record) */
  info?: (ctx: FormPostContext, consNo: string) => Promise<Info>
  /** after a sent OTP: where to go instead of the page again (null: the page again at step 2) */
  afterSend?: (ctx: FormPostContext, value: z.output<Send>) => FormPostAnswer | null
  /** step 2 accepted by the schema: make the request (verifying the OTP) and say where to go */
  submit: (ctx: FormPostContext, value: z.output<Submit>, files: CheckedFile[]) => Promise<FormPostAnswer>
}

/** Problems of fields step 1 does not show (the OTP) go to the form as a whole. */
const onStepOne = (problems: InputProblem[], stepOneFields: ReadonlySet<string>) => problems.map((p) => (stepOneFields.has(p.field) ? p : { ...p, field: 'form' }))

export function otpStepRoute<Send extends z.ZodType<{ consNo: string }>, Submit extends z.ZodType>(spec: OtpStepFormSpec<Send, Submit>): FormPostRoute {
  const { form } = spec

  /** The page at step 2 for a consumer number (its masked mobile), or null when it has no registered mobile. */
  async function stepTwoInfo(ctx: FormPostContext, consNo: string): Promise<Info | null> {
    let consumer
    try {
      consumer = await ctx.services.applications.otpStep.consumerOf(consNo)
    } catch (err) {
      if (problemsOfError(err)) return null
      throw err
    }
    if (!consumer.mobile) return null
    return { mobileMasked: maskMobile(consumer.mobile), ...(spec.info ? await spec.info(ctx, consNo) : {}) }
  }

  /** Step-1 field names: those the schema reads (an object schema's keys), and consNo. */
  const stepOneFields = new Set<string>(['consNo', ...Object.keys((spec.sendSchema as unknown as { shape?: Record<string, unknown> }).shape ?? {})])

  async function send(ctx: FormPostContext): Promise<FormPostAnswer> {
    const values = keptValues(ctx.req.body)
    const fromStepTwo = values.step === OTP_STEP
    delete values.step
    delete values.action
    const checked = checkForm(spec.sendSchema, ctx.req.body ?? {})
    if (!checked.ok) return { state: { form, values, problems: onStepOne(checked.problems, stepOneFields) }, status: 422 }
    const value = checked.value
    try {
      await spec.beforeSend?.(ctx, value)
      const sent = await ctx.services.applications.otpStep.send(value.consNo, otpSendVia(ctx.req, ctx.services, 'form-post'))
      const next = spec.afterSend?.(ctx, value)
      if (next) return next
      return {
        state: {
          form,
          values,
          problems: [],
          step: OTP_STEP,
          info: { mobileMasked: sent.mobileMasked, resendAfterSeconds: sent.resendAfterSeconds, ...(spec.info ? await spec.info(ctx, value.consNo) : {}) },
        },
        status: 200,
      }
    } catch (err) {
      const problems = problemsOfError(err)
      if (!problems) throw err
      // "send again" refused (a wait, too many sends): the OTP field stays
      const stay = fromStepTwo && problems.every((p) => p.field === 'otp') ? await stepTwoInfo(ctx, value.consNo) : null
      if (stay) return { state: { form, values, problems, step: OTP_STEP, info: stay }, status: 422 }
      return { state: { form, values, problems: onStepOne(problems, stepOneFields) }, status: 422 }
    }
  }

  async function submit(ctx: FormPostContext): Promise<FormPostAnswer> {
    const collected = await collectForm(ctx.req, ctx.res, spec.submitSchema, spec.slotsFor?.(ctx.req.body) ?? spec.uploads ?? [])
    const values = collected.values
    delete values.action
    delete values.step
    const again = async (problems: InputProblem[]): Promise<FormPostAnswer> => {
      const consNo = typeof values.consNo === 'string' ? normalizeDigits(values.consNo) : ''
      const info = stepOneFields.size && checkForm(spec.sendSchema, values).ok ? await stepTwoInfo(ctx, consNo) : null
      // without a consumer to send to (a number changed by hand), back to step 1
      if (!info) return { state: { form, values, problems: onStepOne(problems, stepOneFields) }, status: 422 }
      return { state: { form, values, problems, step: OTP_STEP, info }, status: 422 }
    }
    if (collected.problems.length || collected.value === null) return again(collected.problems.length ? collected.problems : [{ field: 'form', key: 'invalid' }])
    try {
      return await spec.submit(ctx, collected.value, collected.files)
    } catch (err) {
      const problems = problemsOfError(err)
      if (problems) return again(problems)
      throw err
    }
  }

  return {
    route: spec.route,
    uploads: spec.uploads,
    handle: (ctx) => (ctx.req.body?.action === 'send' ? send(ctx) : submit(ctx)),
  }
}
