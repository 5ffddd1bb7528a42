import { maskMobile as maskForLog, maskName, SMS_SENT_IF_REGISTERED_EN, type SmsOutcome } from '#shared/billing/input'
import type { Consumer } from '#shared/billing/contract'
import express, { Router } from 'express'
import { z } from 'zod'
import { MESSAGES } from '#shared/messages'
import { checkMeterNo, checkOldConsumerNo, PROBLEM_EN } from '#shared/input/fields'
import type { CheckedField } from '#shared/input/problem'
import { consumerNotFound, invalidField, TooManyRequestsError } from '../errors'
import type { RouterDeps } from '.'
import { ipLimit } from '../http/limits'
import { mobileField } from '../validation/fields'
import { requestLocale } from '../http/requestLocale'
import type { Locale } from '#shared/locale'
import { DLT_VARIABLE_MAX, smsMessage, type SmsTemplateIds } from '../services/smsTemplates'
import { parseInput } from '../validation/parse'

/** Per mobile: how many "send me my consumer numbers" SMS in an hour (each SMS costs money). */
export const CONSUMER_NO_SMS_LIMIT = { limit: 3, windowMs: 60 * 60_000 } as const

/**
 * The SMS listing the consumer numbers of a mobile (the consumerNumbers template of
 * server/services/smsTemplates.ts): the numbers, comma-separated, as many as fit one DLT
 * variable (30 characters: two 12-digit numbers); a mobile with more gets one SMS per group.
 */
export function consumerNumbersSms(consumers: Array<Pick<Consumer, 'consumerNo'>>, locale: Locale, ids: SmsTemplateIds = {}): Array<{ text: string; templateId: string | undefined }> {
  const groups: string[] = []
  for (const { consumerNo } of consumers) {
    const last = groups.length - 1
    if (last >= 0 && groups[last].length + 2 + consumerNo.length <= DLT_VARIABLE_MAX) groups[last] += ', ' + consumerNo
    else groups.push(consumerNo)
  }
  return groups.map((list) => smsMessage(ids, 'consumerNumbers', locale, [list]))
}

const oldNoQuery = z.object({ oldConsNo: z.string({ error: PROBLEM_EN.oldNoEmpty }).max(100, PROBLEM_EN.oldNoInvalid) })
const meterNoQuery = z.object({ meterNo: z.string({ error: PROBLEM_EN.meterNoEmpty }).max(100, PROBLEM_EN.meterNoInvalid) })
const smsBody = z.object({ mobileNo: mobileField })
const formBody = z.object({ mobileNo: z.string().max(40).optional(), lang: z.enum(['en', 'as']).catch('en') })

function valueOf<T, P extends keyof typeof PROBLEM_EN>(r: CheckedField<T, P>, field: string): T {
  if (!r.ok) throw invalidField(field, PROBLEM_EN[r.key])
  return r.value
}

/** What a public lookup may show of a consumer: no mobile, no address, the name masked. */
function publicConsumer(c: Consumer) {
  return {
    consumerNo: c.consumerNo,
    oldConsumerNo: c.oldConsumerNo,
    name: maskName(c.name),
    connType: c.connType,
    status: c.status,
    subDivision: c.subDivision,
  }
}

/**
 * The public bill services' JSON calls (no login): find a consumer number by the old number,
 * a prepaid consumer by meter number, and send a mobile its consumer numbers by SMS.
 */
export function billingPublicRouter({ services, config, logger }: RouterDeps): Router {
  const router = Router()
  const lookups = services.billingLookups
  router.use(['/knowConsNo', '/knowConsNoPrepaid'], (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store')
    next()
  })

  router.get('/knowConsNo', async (req, res) => {
    const { oldConsNo } = parseInput(oldNoQuery, req.query)
    const consumer = await lookups.consumerByOldNo(valueOf(checkOldConsumerNo(oldConsNo), 'oldConsNo'))
    if (!consumer) throw consumerNotFound()
    res.json({ status: 'success', consumer: publicConsumer(consumer) })
  })

  router.get('/knowConsNoPrepaid', async (req, res) => {
    const { meterNo } = parseInput(meterNoQuery, req.query)
    const consumer = await lookups.consumerByMeterNo(valueOf(checkMeterNo(meterNo), 'meterNo'))
    if (!consumer || (consumer.connType !== 'PREPAID' && consumer.connType !== 'SMART PREPAID')) throw consumerNotFound()
    res.json({ status: 'success', consumer: { ...publicConsumer(consumer), meterNo: consumer.meterNo } })
  })

  /** `locale`: the page's (the SMS's language); without one, the mobile's own (server/services/smsLanguage.ts). */
  async function sendConsumerNumbers(mobileNo: string, locale: Locale | undefined): Promise<void> {
    // counted whether or not the mobile is registered, so the limit itself tells nothing
    await services.rateLimit.consumeOrThrow(
      `mobile:${mobileNo}:knowConsNo-sms`,
      CONSUMER_NO_SMS_LIMIT.limit,
      CONSUMER_NO_SMS_LIMIT.windowMs,
      'Too many requests for this mobile number. Please try again in an hour.',
      'mobile',
    )
    const consumers = await services.billing.consumersByMobile(mobileNo)
    if (consumers.length > 0) {
      // not awaited: a registered mobile must not answer slower (or differently) than an unknown one
      // a public form's SMS: counted in the number's daily cap (server/services/smsDailyCap.ts)
      void (async () => {
        for (const message of consumerNumbersSms(consumers, locale ?? (await services.smsLanguage.localeOf(mobileNo)), config)) {
          await services.sms.send({ mobile: mobileNo, ...message, publicForm: 'consumerNumbers' })
        }
      })().catch((err: unknown) => {
        logger.warn({ err, mobile: maskForLog(mobileNo) }, 'consumer-number SMS not delivered')
      })
    }
  }

  router.post(
    '/knowConsNo/sms',
    express.json({ limit: '4kb' }),
    express.urlencoded({ extended: false, limit: '4kb', parameterLimit: 10 }),
    ipLimit(services, 'knowConsNo-sms', config),
    async (req, res) => {
      res.setHeader('Cache-Control', 'no-store')
      if (req.is('application/x-www-form-urlencoded')) {
        // the page's form without JavaScript: answer with the page again (303), the outcome in its query
        const form = parseInput(formBody, req.body ?? {})
        const page = `/website/${form.lang === 'as' ? 'AS_' : ''}KnowConsNo`
        const mobile = smsBody.safeParse({ mobileNo: form.mobileNo })
        let outcome: SmsOutcome = 'sent'
        if (!mobile.success) outcome = mobile.error.issues[0]?.message === MESSAGES.mobileEmpty ? 'mobileEmpty' : 'mobileInvalid'
        else {
          try {
            await sendConsumerNumbers(mobile.data.mobileNo, form.lang)
          } catch (err) {
            if (!(err instanceof TooManyRequestsError)) throw err
            outcome = 'limited'
          }
        }
        res.redirect(303, `${page}?sms=${outcome}#knowsms-title`)
        return
      }
      const { mobileNo } = parseInput(smsBody, req.body ?? {})
      await sendConsumerNumbers(mobileNo, requestLocale(req))
      res.json({ status: 'success', message: SMS_SENT_IF_REGISTERED_EN })
    },
  )

  return router
}
