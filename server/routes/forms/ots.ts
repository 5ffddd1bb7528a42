/**
 * The one-time settlement's forms without JavaScript (issue 10 §3), two-step OTP forms
 * (server/http/otpStepForm.ts):
 *   /OneTimeSettlement  step 1 consNo → eligible → OTP (the page shows the offer); step 2 instalments + OTP → 303 /PrintSOSS
 *   /OTSStatus          step 1 consNo (a settlement exists) → OTP; step 2 the OTP → 303 /OTSStatus?applNo=
 */
import { otsRegisterSchema, otsStartSchema, otsStatusVerifySchema } from '#shared/workflow/forms/ots'
import { openedAt, type FormPostContext } from '../../http/formPosts'
import { otpStepRoute } from '../../http/otpStepForm'

/** The offer in one instalment as step 2's page shows it (flat values: FormPostState.info). */
async function previewInfo(ctx: FormPostContext, consNo: string): Promise<Record<string, string | number>> {
  const p = await ctx.services.ots.preview(consNo)
  if (!p) return {}
  const o = p.offer
  return {
    maxInstalments: p.maxInstalments,
    scheme: o.scheme,
    principalPaise: o.principalPaise,
    surchargePaise: o.surchargePaise,
    waiverPct: o.waiverPct,
    waiverPaise: o.waiverPaise,
    payablePaise: o.payablePaise,
    since: o.since,
    asOf: o.asOf,
    ageMonths: o.ageMonths,
  }
}

export const otsRegisterForm = otpStepRoute({
  route: '/OneTimeSettlement',
  form: 'ots',
  sendSchema: otsStartSchema,
  submitSchema: otsRegisterSchema,
  beforeSend: (ctx, value) => ctx.services.ots.assertEligible(value.consNo),
  info: previewInfo,
  submit: async (ctx, value) => {
    const item = await ctx.services.ots.register(value, ctx.locale)
    return openedAt(ctx, item.workNo, '/PrintSOSS')
  },
})

export const otsStatusForm = otpStepRoute({
  route: '/OTSStatus',
  form: 'otsStatus',
  sendSchema: otsStartSchema,
  submitSchema: otsStatusVerifySchema,
  beforeSend: (ctx, value) => ctx.services.ots.assertHasSettlement(value.consNo),
  submit: async (ctx, value) => {
    return openedAt(ctx, await ctx.services.ots.statusVerify(value.consNo, value.otp), '/OTSStatus')
  },
})
