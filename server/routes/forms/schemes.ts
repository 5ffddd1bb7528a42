/**
 * /SolarLandApplication, /SurchargeWaiver and /VldScheme without JavaScript (issue 10 §3): each
 * posts to its own page; the hidden `step` says which form of the page was sent.
 *
 *   /SolarLandApplication: the offer with its documents → 303 /PrintAck.
 *   /SurchargeWaiver: the two steps of server/http/otpStepForm.ts: the consumer number
 *     (eligible, no request open) → the OTP sent (step 'otp', the amount and its bills);
 *     the OTP and the declaration → 303 /PrintAck.
 *   /VldScheme: (start) consumer number → the load on record and the OTP sent (step 'load');
 *     (quote) declared load and phase → the extra security deposit (step 'confirm');
 *     (confirm) OTP and declaration → 303 /PrintAck.
 */
import type { FormPostState } from '#shared/input/schema'
import { solarLandSchema } from '#shared/workflow/forms/solar'
import { schemeConsumerSchema, surchargeWaiverSchema, vldLoadSchema, vldSchema, type VldInput, type VldQuote, type WaiverEligibility } from '#shared/workflow/forms/schemes'
import type { Consumer } from '#shared/billing/contract'
import { collectForm, problemsOfError, refused, type FormPostAnswer, type FormPostContext, type FormPostRoute, openedAt } from '../../http/formPosts'
import { otpStepRoute } from '../../http/otpStepForm'
import { otpSendVia } from '../../http/otpSend'
import { SOLAR_LAND_SLOTS } from '../schemes'
import type { InputProblem } from '#shared/input/problem'

/** The bills of a waiver as the page lists them: `period:paise` joined by ';'. */
export const waiverBillsInfo = (e: Extract<WaiverEligibility, { eligible: true }>) => e.bills.map((b) => `${b.period}:${b.surchargePaise}`).join(';')

export const recordInfo = (c: Consumer, mobileMasked: string): NonNullable<FormPostState['info']> => ({
  mobileMasked,
  name: c.name,
  recordedLoadKw: c.connectedLoadKw,
  recordedPhase: c.phase >= 3 ? '3' : '1',
  tariffCategory: c.tariffCategory,
})

export const quoteInfo = (q: VldQuote): NonNullable<FormPostState['info']> => ({
  declaredLoadKw: q.declaredLoadKw,
  phase: q.phase,
  extraKw: q.extraKw,
  securityPerKwPaise: q.securityPerKwPaise,
  extraSecurityPaise: q.extraSecurityPaise,
  phaseChange: q.phaseChange,
})

/** A service refusal as the form's problems, or rethrown. */
function mustProblems(err: unknown): InputProblem[] {
  const problems = problemsOfError(err)
  if (!problems) throw err
  return problems
}

const stepOf = (ctx: FormPostContext) => String((ctx.req.body as Record<string, unknown> | undefined)?.step ?? 'start')

export const solarLandForm: FormPostRoute = {
  route: '/SolarLandApplication',
  uploads: SOLAR_LAND_SLOTS,
  async handle(ctx) {
    const { req, res, services } = ctx
    const form = await collectForm(req, res, solarLandSchema, SOLAR_LAND_SLOTS)
    if (form.problems.length || !form.value) return refused('solar', form.values, form.problems)
    try {
      const item = await services.applications.schemes.solarLand(form.value, form.files, ctx.locale)
      return openedAt(ctx, item.workNo)
    } catch (err) {
      return refused('solar', form.values, mustProblems(err))
    }
  },
}

/** The waiver's facts for step 2 (amount, bills); none when the consumer is no longer eligible (the refusal shows). */
async function waiverStepInfo(ctx: FormPostContext, consNo: string): Promise<NonNullable<FormPostState['info']>> {
  try {
    const { eligibility } = await ctx.services.applications.schemes.waiverPreview(consNo)
    return { waiverPaise: eligibility.waiverPaise, bills: waiverBillsInfo(eligibility) }
  } catch (err) {
    mustProblems(err)
    return {}
  }
}

/** /SurchargeWaiver: the consumer number (eligible, no request open) → the OTP; the OTP and the declaration → /PrintAck. */
export const surchargeWaiverForm = otpStepRoute({
  route: '/SurchargeWaiver',
  form: 'waiver',
  sendSchema: schemeConsumerSchema,
  submitSchema: surchargeWaiverSchema,
  beforeSend: async (ctx, value) => void (await ctx.services.applications.schemes.waiverCheck(value.consNo)),
  info: waiverStepInfo,
  submit: async (ctx, value) => {
    const item = await ctx.services.applications.schemes.waiverSubmit(value, ctx.locale)
    return openedAt(ctx, item.workNo)
  },
})

export const vldForm: FormPostRoute = {
  route: '/VldScheme',
  async handle(ctx): Promise<FormPostAnswer> {
    const { req, res, services } = ctx
    const schemes = services.applications.schemes
    const step = stepOf(ctx)
    const backToStart = (values: Record<string, string>, problems: InputProblem[]) =>
      refused(
        'vldStart',
        { consNo: values.consNo ?? '' },
        problems.map((p) => ({ ...p, field: 'consNo' })),
      )

    /** The load step again with the record, or the start when the consumer itself is refused. */
    const loadStep = async (values: Record<string, string>, problems: InputProblem[]): Promise<FormPostAnswer> => {
      if (problems.some((p) => p.field === 'consNo'))
        return backToStart(
          values,
          problems.filter((p) => p.field === 'consNo'),
        )
      try {
        const rec = await schemes.vldRecord(values.consNo ?? '')
        return refused('vldLoad', { consNo: values.consNo ?? '', declaredLoadKw: values.declaredLoadKw ?? '', phase: values.phase ?? '' }, problems, {
          step: 'load',
          info: recordInfo(rec.consumer, rec.mobileMasked),
        })
      } catch (err) {
        return backToStart(values, mustProblems(err))
      }
    }

    if (step === 'quote' || step === 'confirm') {
      const form = step === 'quote' ? await collectForm(req, res, vldLoadSchema) : await collectForm(req, res, vldSchema)
      let problems = form.problems
      const loadProblems = (ps: InputProblem[]) => ps.filter((p) => p.field !== 'otp' && p.field !== 'declaration')
      if (!problems.length && form.value) {
        const value = form.value
        try {
          if (step === 'confirm' && 'otp' in value) {
            const item = await schemes.vldSubmit(value as VldInput, ctx.locale)
            return openedAt(ctx, item.workNo)
          }
          const quote = await schemes.vldPreview(value.consNo, value)
          const rec = await schemes.vldRecord(value.consNo)
          return {
            state: {
              form: 'vld',
              values: { consNo: value.consNo, declaredLoadKw: String(value.declaredLoadKw), phase: value.phase },
              problems: [],
              step: 'confirm',
              info: { ...recordInfo(rec.consumer, rec.mobileMasked), ...quoteInfo(quote) },
            },
            status: 200,
          }
        } catch (err) {
          problems = mustProblems(err)
        }
      }
      if (loadProblems(problems).length) return loadStep(form.values, loadProblems(problems))
      // only the OTP or the declaration: the confirmation again with its quote
      try {
        const v = form.values
        const quoteInput = vldLoadSchema.safeParse(v)
        if (!quoteInput.success) return loadStep(v, [])
        const quote = await schemes.vldPreview(quoteInput.data.consNo, quoteInput.data)
        const rec = await schemes.vldRecord(quoteInput.data.consNo)
        return refused('vld', { consNo: v.consNo ?? '', declaredLoadKw: v.declaredLoadKw ?? '', phase: v.phase ?? '' }, problems, {
          step: 'confirm',
          info: { ...recordInfo(rec.consumer, rec.mobileMasked), ...quoteInfo(quote) },
        })
      } catch (err) {
        return loadStep(form.values, mustProblems(err))
      }
    }

    const form = await collectForm(req, res, schemeConsumerSchema)
    if (form.problems.length || !form.value) return refused('vldStart', form.values, form.problems)
    try {
      const started = await schemes.vldStart(form.value.consNo, otpSendVia(ctx.req, ctx.services, 'form-post'))
      return { state: { form: 'vldLoad', values: { consNo: form.value.consNo }, problems: [], step: 'load', info: recordInfo(started.consumer, started.mobileMasked) }, status: 200 }
    } catch (err) {
      return refused('vldStart', form.values, mustProblems(err))
    }
  },
}
