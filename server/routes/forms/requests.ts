/**
 * The requests on an existing connection as forms that work without JavaScript (issue 10 §3),
 * each a two-step OTP form (server/http/otpStepForm.ts):
 *   /OnlineChangeProcess  step 1 consNo + kind → OTP; step 2 the change's fields (+ document) → 303 /PrintAck
 *   /TanUpdateOtp         step 1 only: consNo → OTP → 303 /TanUpdate?consNo=…
 *   /TanUpdate            step 2 (and step 1 again when opened without a number) → 303 /PrintAck
 *   /HoldingNoUpdate      consNo → OTP; the holding number → 303 /PrintAck
 */
import { changeOtpSchema, changeRequestSchema, holdingUpdateSchema, NAME_CHANGE_FILE, requestOtpSchema, tanUpdateSchema } from '#shared/workflow/forms/requests'
import type { WorkItem } from '#shared/workflow/contract'
import { openedAt, type FormPostContext } from '../../http/formPosts'
import { otpStepRoute } from '../../http/otpStepForm'
import type { UploadSlot } from '../../http/uploads'

/** The document of a name change (the parser's slot; required for that kind only: `changeSlotsFor`). */
export const CHANGE_SLOTS: readonly UploadSlot[] = [{ name: NAME_CHANGE_FILE, required: false }]

/** The slots a change's body needs checked: the document is required for a name change. */
export const changeSlotsFor = (body: unknown): readonly UploadSlot[] =>
  (body as Record<string, unknown> | undefined)?.kind === 'name_change' ? [{ name: NAME_CHANGE_FILE, required: true }] : CHANGE_SLOTS

/** The browser may open the item it made; on to its acknowledgement. */
const acknowledge = (ctx: FormPostContext, item: WorkItem) => openedAt(ctx, item.workNo)

export const onlineChangeForm = otpStepRoute({
  route: '/OnlineChangeProcess',
  form: 'change',
  sendSchema: changeOtpSchema,
  submitSchema: changeRequestSchema,
  uploads: CHANGE_SLOTS,
  slotsFor: changeSlotsFor,
  beforeSend: (ctx, value) => ctx.services.requests.assertNoneOpen(value.consNo, value.kind),
  submit: async (ctx, value, files) => acknowledge(ctx, await ctx.services.requests.change(value, files, ctx.locale)),
})

const tanInfo = async (ctx: FormPostContext, consNo: string) => ({ tanMasked: (await ctx.services.requests.onRecord(consNo))?.tanMasked ?? null })

/** /TanUpdateOtp: the consumer number; with the OTP sent, on to /TanUpdate for the TAN. */
export const tanUpdateOtpForm = otpStepRoute({
  route: '/TanUpdateOtp',
  form: 'tan',
  sendSchema: requestOtpSchema,
  submitSchema: tanUpdateSchema,
  afterSend: (ctx, value) => ({ redirect: ctx.pageUrl('/TanUpdate', { consNo: value.consNo }) }),
  // a step 2 posted here (an old page) is served as on /TanUpdate
  submit: async (ctx, value) => acknowledge(ctx, await ctx.services.requests.updateTan(value, ctx.locale)),
})

export const tanUpdateForm = otpStepRoute({
  route: '/TanUpdate',
  form: 'tan',
  sendSchema: requestOtpSchema,
  submitSchema: tanUpdateSchema,
  info: tanInfo,
  submit: async (ctx, value) => acknowledge(ctx, await ctx.services.requests.updateTan(value, ctx.locale)),
})

export const holdingUpdateForm = otpStepRoute({
  route: '/HoldingNoUpdate',
  form: 'holding',
  sendSchema: requestOtpSchema,
  submitSchema: holdingUpdateSchema,
  info: async (ctx, consNo) => ({ holdingMasked: (await ctx.services.requests.onRecord(consNo))?.holdingMasked ?? null }),
  submit: async (ctx, value) => acknowledge(ctx, await ctx.services.requests.updateHolding(value, ctx.locale)),
})

export const REQUEST_FORMS = [onlineChangeForm, tanUpdateOtpForm, tanUpdateForm, holdingUpdateForm] as const
