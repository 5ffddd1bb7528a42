/**
 * /ConsumerRegistration without JavaScript (issue 10 §3): two forms, each in two steps
 * (`action=send`, then `action=submit` with the OTP; "send again" posts `action=send` with
 * `step=otp`):
 *   'register'  consNo, mobile (and billAmount when no mobile is on record) → OTP (to the mobile
 *               on record, or to the new one) → the page again at step 'done' (log in now)
 *   'change'    consNo, the new mobile, applicantName, billAmount → OTP to the new mobile →
 *               303 /PrintAck (a 'mobile_change' application)
 * Refusals answer the page again (422) with the problems: at step 2 when only the OTP was
 * refused, else at step 1 (a refusal of an OTP-less field moves to the form as a whole there).
 */
import type { z } from 'zod'
import { checkForm, type FormPostState, type FormProblem } from '#shared/forms/fields'
import { mobileChangeStartSchema, mobileChangeVerifySchema, registrationStartSchema, registrationVerifySchema } from '#shared/forms/registration'
import { maskMobile } from '#shared/billingInput'
import { keptValues, problemsOfError, type FormPostAnswer, type FormPostContext, type FormPostRoute, openedAt } from '../../http/formPosts'

type Info = NonNullable<FormPostState['info']>

/** The masked mobile step 2 names: the one on record, or the new one when none is (or for a change). */
async function sentToOf(ctx: FormPostContext, form: string, consNo: string, mobile: string): Promise<string> {
  const consumer = await ctx.services.billing.consumer(consNo)
  return maskMobile(form === 'register' && consumer?.mobile ? consumer.mobile : mobile)
}

function twoSteps<S extends z.ZodType, V extends z.ZodType>(opts: {
  form: string
  sendSchema: S
  submitSchema: V
  send: (ctx: FormPostContext, value: z.output<S>) => Promise<{ sentToMasked: string; method: string; resendAfterSeconds: number }>
  submit: (ctx: FormPostContext, value: z.output<V>) => Promise<FormPostAnswer>
}) {
  const { form } = opts
  const fieldsOne = new Set(Object.keys((opts.sendSchema as unknown as { shape: Record<string, unknown> }).shape))
  const onStepOne = (problems: FormProblem[]) => problems.map((p) => (fieldsOne.has(p.field) || p.field === 'form' ? p : { ...p, field: 'form' }))
  const valuesOf = (ctx: FormPostContext) => {
    const values = keptValues(ctx.req.body)
    delete values.action
    delete values.step
    return values
  }
  const atStepTwo = async (ctx: FormPostContext, values: Record<string, string>, problems: FormProblem[]): Promise<FormPostAnswer> => {
    const sent = checkForm(opts.sendSchema, values)
    if (!sent.ok) return { state: { form, values, problems: onStepOne(problems) }, status: 422 }
    const v = sent.value as { consNo: string; mobile: string }
    const info: Info = { sentToMasked: await sentToOf(ctx, form, v.consNo, v.mobile) }
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
    const again = (problems: FormProblem[]) =>
      problems.every((p) => p.field === 'otp') ? atStepTwo(ctx, values, problems) : Promise.resolve<FormPostAnswer>({ state: { form, values, problems: onStepOne(problems) }, status: 422 })
    if (!checked.ok) return again(checked.problems)
    try {
      return await opts.submit(ctx, checked.value)
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
  send: (ctx, value) => ctx.services.registration.start(value),
  submit: async (ctx, value) => {
    const done = await ctx.services.registration.verify(value)
    // the page again, saying so, with the way to log in (the mobile is the one just typed)
    return { state: { form: 'register', values: { mobile: done.mobile }, problems: [], step: 'done', info: { consumerNo: done.consumerNo, mobileMasked: done.mobileMasked, method: done.method } }, status: 200 }
  },
})

const change = twoSteps({
  form: 'change',
  sendSchema: mobileChangeStartSchema,
  submitSchema: mobileChangeVerifySchema,
  send: (ctx, value) => ctx.services.registration.startChange(value),
  submit: async (ctx, value) => {
    const item = await ctx.services.registration.requestChange(value, ctx.locale)
    return openedAt(ctx, item.workNo)
  },
})

export const consumerRegistrationForm: FormPostRoute = {
  route: '/ConsumerRegistration',
  handle: (ctx) => (ctx.req.body?.form === 'change' ? change(ctx) : register(ctx)),
}
