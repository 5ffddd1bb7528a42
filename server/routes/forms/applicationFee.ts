import { feePaymentSchema } from '#shared/workflow/forms/applicationFee'
import { AppError } from '../../errors'
import { collectForm, refused, type FormPostRoute } from '../../http/formPosts'
import { ApplicationFeeError } from '../../services/payments'
import { openedItem } from '../applicationFees'

/**
 * /PrintAck's "Pay ₹… now" (issue 10 §3, ADR 018), with or without JavaScript: the fee's
 * payment order, then the browser goes to the gateway (303); the gateway sends it back to the
 * acknowledgement. An open order is reused, so a second press goes to the same payment.
 */
export const printAckFeeForm: FormPostRoute = {
  route: '/PrintAck',
  async handle(ctx) {
    const { req, services } = ctx
    const form = await collectForm(req, ctx.res, feePaymentSchema)
    if (form.problems.length || !form.value) return refused('fee', form.values, form.problems)
    try {
      const item = await openedItem(services, req, form.value.applNo)
      const { order } = await services.payments.applicationFees.createOrder(item.workNo, { locale: ctx.locale, amountPaise: form.value.amountPaise })
      return { redirect: order.redirectUrl }
    } catch (err) {
      if (err instanceof ApplicationFeeError) return refused('fee', form.values, [{ field: 'form', key: err.problem }])
      if (err instanceof AppError && err.status === 404) return refused('fee', form.values, [{ field: 'form', key: 'notFound' }])
      throw err
    }
  },
}
