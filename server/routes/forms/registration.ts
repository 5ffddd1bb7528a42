/**
 * /ConsumerRegistration without JavaScript (issue 10 §3, issue 27 §1): two forms, each in two
 * steps (`action=send`, then `action=submit` with the OTP; "send again" posts `action=send` with
 * `step=otp`); step 2 is multipart (the identity document):
 *   'register'  consNo, mobile → OTP to the mobile on record → the page again at step 'done'
 *               (log in now); with no mobile on record, the OTP goes to the new mobile
 *               (info.method 'officer_check') and step 2 adds applicantName and the identity
 *               document → 303 /PrintAck (a 'mobile_change' request an officer approves)
 *   'change'    consNo, the new mobile, applicantName → OTP to the new mobile; step 2 with the
 *               identity document → 303 /PrintAck (a 'mobile_change' application)
 * Refusals answer the page again (422) with the problems: at step 2 when only step 2's fields
 * (the OTP, the name, the document) were refused, else at step 1 (a refusal of another field
 * moves to the form as a whole there).
 */
import type { z } from 'zod'
import { checkForm, type FormPostState } from '#shared/input/schema'
import { IDENTITY_FILE, mobileChangeStartSchema, mobileChangeVerifySchema, registrationStartSchema, registrationVerifySchema } from '#shared/workflow/forms/registration'
import { maskMobile } from '#shared/billing/input'
import { keptValues, problemsOfError, type FormPostAnswer, type FormPostContext, type FormPostRoute, openedAt } from '../../http/formPosts'
import { checkFiles, type UploadSlot } from '../../http/uploads'
import type { CheckedFile } from '../../services/uploads'

/** The identity document of a request an officer checks (required by the service when the step is such a request). */
export const IDENTITY_SLOTS: readonly UploadSlot[] = [{ name: IDENTITY_FILE, required: false }]
import { otpSendVia } from '../../http/otpSend'
import type { InputProblem } from '#shared/input/problem'

type Info = NonNullable<FormPostState['info']>

/** What step 2 names: the masked mobile on record, or the new one when none is (or for a change), and the method. */
async function sentToOf(ctx: FormPostContext, form: string, consNo: string, mobile: string): Promise<Info> {
  const consumer = await ctx.services.billing.consumer(consNo)
  const onRecord = form === 'register' && consumer?.mobile
  return { sentToMasked: maskMobile(onRecord ? consumer.mobile! : mobile), method: onRecord ? 'otp_on_record' : 'officer_check' }
}

function twoSteps<S extends z.ZodType, V extends z.ZodType>(opts: {
  form: string
  sendSchema: S
  submitSchema: V
  send: (ctx: FormPostContext, value: z.output<S>) => Promise<{ sentToMasked: string; method: string; resendAfterSeconds: number }>
  submit: (ctx: FormPostContext, value: z.output<V>, files: CheckedFile[]) => Promise<FormPostAnswer>
}) {
  const { form } = opts
  const fieldsOne = new Set(Object.keys((opts.sendSchema as unknown as { shape: Record<string, unknown> }).shape))
  const onStepOne = (problems: InputProblem[]) => problems.map((p) => (fieldsOne.has(p.field) || p.field === 'form' ? p : { ...p, field: 'form' }))
  /** A problem step 2 shows beside its field: the OTP, the name of a request, the document. */
  const ofStepTwo = (p: InputProblem) => p.field !== 'form' && !fieldsOne.has(p.field)
  const valuesOf = (ctx: FormPostContext) => {
    const values = keptValues(ctx.req.body)
    delete values.action
    delete values.step
    return values
  }
  const atStepTwo = async (ctx: FormPostContext, values: Record<string, string>, problems: InputProblem[]): Promise<FormPostAnswer> => {
    const sent = checkForm(opts.sendSchema, values)
    if (!sent.ok) return { state: { form, values, problems: onStepOne(problems) }, status: 422 }
    const v = sent.value as { consNo: string; mobile: string }
    const info: Info = await sentToOf(ctx, form, v.consNo, v.mobile)
    return { state: { form, values, problems, step: 'otp', info }, status: 422 }
  }

  async function send(ctx: FormPostContext): Promise<FormPostAnswer> {
    const fromStepTwo = ctx.req.body?.step === 'otp'
    const values = valuesOf(ctx)
    const checked = checkForm(opts.sendSchema, ctx.req.body ?? {})
    if (!checked.ok) return { state: { form, values, problems: onStepOne(checked.problems) }, status: 422 }
    try {
      const step = await opts.send(ctx, checked.value)
      return { state: { form, values, problems: [], step: 'otp', info: { sentToMasked: step.sentToMasked, method: step.method, resendAfterSeconds: step.resendAfterSeconds } }, status: 200 }
    } catch (err) {
      const problems = problemsOfError(err)
      if (!problems) throw err
      if (fromStepTwo && problems.every((p) => p.field === 'otp')) return atStepTwo(ctx, values, problems)
      return { state: { form, values, problems: onStepOne(problems) }, status: 422 }
    }
  }

  async function submit(ctx: FormPostContext): Promise<FormPostAnswer> {
    const values = valuesOf(ctx)
    const checked = checkForm(opts.submitSchema, ctx.req.body ?? {})
    const again = (problems: InputProblem[]) =>
      problems.every(ofStepTwo) ? atStepTwo(ctx, values, problems) : Promise.resolve<FormPostAnswer>({ state: { form, values, problems: onStepOne(problems) }, status: 422 })
    const { files, problems: fileProblems } = await checkFiles(ctx.req, ctx.res, IDENTITY_SLOTS)
    if (!checked.ok || fileProblems.length) return again([...(checked.ok ? [] : checked.problems), ...fileProblems])
    try {
      return await opts.submit(ctx, checked.value, files)
    } catch (err) {
      const problems = problemsOfError(err)
      if (!problems) throw err
      return again(problems)
    }
  }

  return (ctx: FormPostContext) => (ctx.req.body?.action === 'send' ? send(ctx) : submit(ctx))
}

const register = twoSteps({
  form: 'register',
  sendSchema: registrationStartSchema,
  submitSchema: registrationVerifySchema,
  send: (ctx, value) => ctx.services.registration.start(value, otpSendVia(ctx.req, ctx.services, 'form-post')),
  submit: async (ctx, value, files) => {
    const done = await ctx.services.registration.verify(value, files, ctx.locale)
    // no mobile on record: a request for an officer, on to its acknowledgement (nothing linked yet)
    if ('request' in done) return openedAt(ctx, done.request.workNo)
    const { linked } = done
    // the page again, saying so, with the way to log in (the mobile is the one just typed)
    return {
      state: { form: 'register', values: { mobile: linked.mobile }, problems: [], step: 'done', info: { consumerNo: linked.consumerNo, mobileMasked: linked.mobileMasked, method: linked.method } },
      status: 200,
    }
  },
})

const change = twoSteps({
  form: 'change',
  sendSchema: mobileChangeStartSchema,
  submitSchema: mobileChangeVerifySchema,
  send: (ctx, value) => ctx.services.registration.startChange(value, otpSendVia(ctx.req, ctx.services, 'form-post')),
  submit: async (ctx, value, files) => {
    const item = await ctx.services.registration.requestChange(value, files, ctx.locale)
    return openedAt(ctx, item.workNo)
  },
})

export const consumerRegistrationForm: FormPostRoute = {
  route: '/ConsumerRegistration',
  uploads: IDENTITY_SLOTS,
  handle: (ctx) => (ctx.req.body?.form === 'change' ? change(ctx) : register(ctx)),
}
