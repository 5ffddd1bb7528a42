/**
 * The chat assistant's answers (issue 12; spec §3 bot response, §4 states): the menu of a
 * consumer's connection and each option's answer from the real billing and application data,
 * the mobile and e-mail updates (each with its row in consumer_contact_changes, in one
 * transaction) and an application's status, every text in the request's language
 * (./texts.ts). The HTTP side (API key, Origin, limits, the OTP sends) is
 * server/routes/bot.ts; sessions are ./sessions.ts.
 */
import type { BotResponse, BotResponseType, ChatExpect, ChatOption, YN } from '#shared/chat/contract'
import { CHAT_GRAPH_DAYS, CHAT_OPTIONS, graphData } from '#shared/chat/contract'
import { maskMobile } from '#shared/billing/input'
import type { Consumer } from '#shared/billing/contract'
import { isPostpaid, isPrepaid, isSmart } from '#shared/constants'
import { formatDate, formatDmy, formatKwh, formatMonth, formatNumber, formatPaise, localizeDigits } from '#shared/format'
import { maskEnds } from '#shared/workflow/forms/requests'
import { complaintTarget } from '#shared/links'
import { localizedPath } from '#shared/locale'
import { indiaMoment, indiaToday } from '#shared/time'
import { APPLICATION_NO, COMPLAINT_NO } from '#shared/workflow/rules'
import type { Db } from '../../db/knex'
import type { BillingService } from '../billing'
import type { DashboardReads } from '../billing/dashboard'
import type { WorkflowService } from '../workflow'
import { createChatSessions, type ChatSession } from './sessions'
import { applicationWord, billingWord, chatText, type ChatLang } from './texts'
import { changeConsumerRecord, consumerFacts } from '../billing/consumerRecord'

export { CHAT_SESSION_LIMITS, ChatSessionError, type ChatSession } from './sessions'
export { chatText, errorWords, type ChatLang } from './texts'

/** What an answer says; the route gives it its HTTP status and the fields every BotResponse has. */
export interface ChatReply {
  status: number
  ok: boolean
  expect: ChatExpect
  /** the words: `msg` of a success, `error` of a refusal */
  text: string
  responseType?: BotResponseType
  /** a chat session backs the answer (after the OTP) */
  validated?: boolean
  /** overrides the rule of `botResponse` (N when the chat goes back to the consumer number) */
  otpGenerated?: YN
  consumer?: Consumer
  options?: BotResponse['options']
  link?: BotResponse['link']
  graph?: BotResponse['graph']
  chatToken?: string
  code?: string
  challenge?: unknown
}

/**
 * A full BotResponse (spec §3). `otpGenerated` is 'N' exactly when the widget must ask for the
 * consumer number again (spec §8: 'a failure with otpGenerated N shows the server's error and
 * asks again for the number'); `consName` and `consDetails` only once the OTP is validated, so
 * nothing about a consumer shows before it.
 */
export function botResponse(r: ChatReply, lang: ChatLang): BotResponse {
  const c = r.validated ? r.consumer : undefined
  return {
    status: r.ok ? 'success' : 'error',
    otpGenerated: r.otpGenerated ?? (r.expect === 'consNo' ? 'N' : 'Y'),
    otpValidated: r.validated ? 'Y' : 'N',
    responseType: r.responseType ?? 'botResponse',
    consName: c ? c.name : '',
    consDetails: c ? consDetailsOf(c, lang) : '',
    msg: r.ok ? r.text : '',
    error: r.ok ? '' : r.text,
    expect: r.expect,
    ...(r.options ? { options: r.options } : {}),
    ...(r.link ? { link: r.link } : {}),
    ...(r.graph ? { graph: r.graph } : {}),
    ...(r.chatToken ? { chatToken: r.chatToken } : {}),
    ...(r.code ? { code: r.code } : {}),
    ...(r.challenge !== undefined ? { challenge: r.challenge } : {}),
  }
}

/** Spec §3: 'type, load, status, meter number', e.g. 'POSTPAID, 2 kW, Active, AP0000000001'. */
export function consDetailsOf(c: Consumer, lang: ChatLang): string {
  const type = lang === 'en' ? c.connType : billingWord(lang, `connTypes.${c.connType}`)
  const kw = c.connectedLoadKw
  const load = `${formatNumber(kw, lang, Number.isInteger(kw) ? 0 : 1)} ${billingWord(lang, 'units.kw')}`
  const status = billingWord(lang, `consumerStatus.${c.status}`)
  return [type, load, status, c.meterNo ?? '—'].join(', ')
}

/** Integer paise as the figure after the texts' '₹' (Indian grouping, two decimals, the language's digits). */
export function rupees(paise: number, lang: ChatLang): string {
  return formatPaise(paise, lang).replace(/^₹\s/, '')
}

/** The calendar month before today's in India (YYYY-MM): the statement's month (spec §4 'the statement is for the last month'). */
export function previousMonth(now: number): string {
  const [y, m] = indiaToday(now).split('-').map(Number)
  return new Date(Date.UTC(y, m - 2, 1)).toISOString().slice(0, 7)
}

const inMonth = (timestamp: string, month: string) => (indiaMoment(timestamp)?.day ?? '').startsWith(month + '-')

/** The old value of a contact field as the change row keeps it. */
export function maskContact(field: 'mobile' | 'email', value: string | null): string | null {
  if (!value) return null
  if (field === 'mobile') return maskMobile(value)
  const at = value.lastIndexOf('@')
  return at > 0 ? `${maskEnds(value.slice(0, at))}${value.slice(at)}` : maskEnds(value)
}

/** The options that fit a connection: bill and payment for postpaid, balance and recharge for prepaid, the graphs for smart meters. */
export function optionsFor(c: Consumer): ChatOption[] {
  const post = isPostpaid(c.connType)
  const smart = isSmart(c.connType)
  return CHAT_OPTIONS.filter((o) => {
    if (o === 'bill' || o === 'payment') return post
    if (o === 'balance' || o === 'recharge') return !post
    if (o === 'consumptionGraph') return smart
    if (o === 'balanceGraph') return smart && !post
    return true
  })
}

const fold = (s: string) => s.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en')

/**
 * What a typed menu message means: an option (its id, or its label in either language), the
 * menu, 'exit', or nothing we know. Any language's words work whatever the answer's language.
 */
export function readMenuMessage(botMsg: string): ChatOption | 'menu' | 'exit' | null {
  const m = fold(botMsg)
  if (!m) return null
  for (const lang of ['en', 'as'] as const) {
    if (m === 'menu' || m === fold(chatText(lang, 'command.menu'))) return 'menu'
    if (m === 'exit' || m === fold(chatText(lang, 'command.exit'))) return 'exit'
  }
  for (const o of CHAT_OPTIONS) {
    if (m === o.toLowerCase() || m === fold(chatText('en', `options.${o}`)) || m === fold(chatText('as', `options.${o}`))) return o
  }
  return null
}

export interface ChatDeps {
  db: Db
  billing: BillingService
  dashboard: DashboardReads
  workflow: WorkflowService
  /** COMPLAINTS_URL: where 'Register complain' goes (a route of ours or a URL; unset: the outside site) */
  complaintsUrl?: string
  /** the billing API's origin when it has its own host (BILLING_API_HOST), for the bill PDF link */
  billingOrigin?: string
  now?: () => number
}

export function createChatService(deps: ChatDeps) {
  const { db, billing, dashboard, workflow } = deps
  const now = deps.now ?? Date.now
  const sessions = createChatSessions({ db, now })

  /** A page of ours in the answer's language, as the contract's links are: a path under /website/. */
  const page = (route: string, lang: ChatLang, query = '') => `/website${localizedPath(route, lang)}${query}`

  const reply = (c: Consumer, text: string, more: Partial<ChatReply> = {}): ChatReply => ({
    status: 200,
    ok: true,
    expect: 'menu',
    text,
    validated: true,
    consumer: c,
    ...more,
  })

  function menu(c: Consumer, lang: ChatLang, text = chatText(lang, 'menuTitle')): ChatReply {
    return reply(c, text, { responseType: 'menu', options: optionsFor(c).map((id) => ({ id, label: chatText(lang, `options.${id}`) })) })
  }

  async function bill(c: Consumer, lang: ChatLang, pageOrigin: string): Promise<ChatReply> {
    const { currentBill: cur } = await dashboard.postpaid(c)
    if (!cur) return reply(c, chatText(lang, 'billNone'))
    const period = formatMonth(cur.period, lang)
    const text = cur.paid
      ? chatText(lang, 'billPaid', { period, amount: rupees(cur.amountBeforeDuePaise, lang) })
      : chatText(lang, 'bill', { period, amount: rupees(cur.amountBeforeDuePaise, lang), dueDate: formatDate(cur.dueDate, lang), payable: rupees(cur.payableNowPaise, lang) })
    // the public bill PDF (server/routes/documents.ts): it answers only with the bill's own consumer number
    const path = `/api/bills/${encodeURIComponent(cur.billNo)}/pdf?consNo=${c.consumerNo}&lang=${lang}`
    return reply(c, text, { responseType: 'link', link: { href: (deps.billingOrigin ?? pageOrigin) + path, label: chatText(lang, 'billLink') } })
  }

  async function payment(c: Consumer, lang: ChatLang): Promise<ChatReply> {
    const payments = await billing.payments(c.consumerNo, 3)
    const text = payments.length
      ? chatText(lang, 'payments', {
          list: payments.map((p) => chatText(lang, 'paymentItem', { amount: rupees(p.amount, lang), date: formatDmy(p.paidAt, lang) })).join(', '),
        })
      : chatText(lang, 'paymentsNone')
    return reply(c, text, { responseType: 'link', link: { href: page('/PayBill', lang, `?consNo=${c.consumerNo}`), label: chatText(lang, 'payLink') } })
  }

  async function balance(c: Consumer, lang: ChatLang): Promise<ChatReply> {
    const meter = await billing.prepaidMeter(c.consumerNo)
    if (!meter) return reply(c, chatText(lang, 'balanceNone'))
    return reply(c, chatText(lang, 'balance', { amount: rupees(meter.balance, lang), date: formatDmy(meter.updatedAt, lang) }))
  }

  async function recharge(c: Consumer, lang: ChatLang): Promise<ChatReply> {
    const [last] = await billing.recharges(c.consumerNo, 1)
    const text = last
      ? chatText(lang, 'recharge', { last: chatText(lang, 'paymentItem', { amount: rupees(last.amount, lang), date: formatDmy(last.rechargedAt, lang) }) })
      : chatText(lang, 'rechargeNone')
    return reply(c, text, { responseType: 'link', link: { href: page('/RechargePrepaid', lang, `?consNo=${c.consumerNo}`), label: chatText(lang, 'rechargeLink') } })
  }

  async function statement(c: Consumer, lang: ChatLang): Promise<ChatReply> {
    const month = previousMonth(now())
    const monthWords = formatMonth(month, lang)
    if (isPostpaid(c.connType)) {
      // the bill for the month's consumption (its period), and what was paid during the month
      const [bills, payments] = await Promise.all([billing.bills(c.consumerNo, 3), billing.payments(c.consumerNo, 120)])
      const billed = bills.filter((b) => b.period === month)
      const paid = payments.filter((p) => inMonth(p.paidAt, month))
      if (!billed.length && !paid.length) return reply(c, chatText(lang, 'statementNone', { month: monthWords }))
      return reply(
        c,
        chatText(lang, 'statementPostpaid', {
          month: monthWords,
          billed: rupees(
            billed.reduce((s, b) => s + b.amountBeforeDue, 0),
            lang,
          ),
          units: formatKwh(
            billed.reduce((s, b) => s + b.units, 0),
            lang,
          ),
          paid: rupees(
            paid.reduce((s, p) => s + p.amount, 0),
            lang,
          ),
        }),
      )
    }
    const recharges = (await billing.recharges(c.consumerNo, 120)).filter((r) => inMonth(r.rechargedAt, month))
    const recharged = rupees(
      recharges.reduce((s, r) => s + r.amount, 0),
      lang,
    )
    const count = localizeDigits(recharges.length, lang)
    if (!isSmart(c.connType)) {
      // a keypad meter is not read remotely: what it used is not known here
      if (!recharges.length) return reply(c, chatText(lang, 'statementNone', { month: monthWords }))
      return reply(c, chatText(lang, 'statementKeypad', { month: monthWords, recharged, count }))
    }
    const days = (await billing.dailyReadings(c.consumerNo, 62)).filter((d) => d.day.startsWith(month + '-'))
    if (!recharges.length && !days.length) return reply(c, chatText(lang, 'statementNone', { month: monthWords }))
    const kwh = Math.round(days.reduce((s, d) => s + d.kwh, 0) * 10) / 10
    return reply(c, chatText(lang, 'statementPrepaid', { month: monthWords, recharged, count, units: formatKwh(kwh, lang) }))
  }

  async function graph(c: Consumer, lang: ChatLang, which: 'consumptionGraph' | 'balanceGraph'): Promise<ChatReply> {
    const none = reply(c, chatText(lang, 'graphNone'))
    if (!isSmart(c.connType)) return none
    const readings = await billing.dailyReadings(c.consumerNo, CHAT_GRAPH_DAYS)
    const points =
      which === 'consumptionGraph'
        ? readings.map((r) => ({ label: r.day, value: r.kwh }))
        : readings.filter((r) => r.balance !== null).map((r) => ({ label: r.day, value: (r.balance as number) / 100 }))
    if (!points.length) return none
    const graphWords =
      which === 'consumptionGraph' ? { title: chatText(lang, 'graphConsumption'), unit: chatText(lang, 'unitKwh') } : { title: chatText(lang, 'graphBalance'), unit: chatText(lang, 'unitRupees') }
    return reply(c, graphData(points), { responseType: 'graph', graph: graphWords })
  }

  function complaint(c: Consumer, lang: ChatLang): ChatReply {
    const target = complaintTarget(deps.complaintsUrl)
    const href = 'route' in target ? page(target.route, lang) : target.href
    return reply(c, chatText(lang, 'complaint'), { responseType: 'link', link: { href, label: chatText(lang, 'complaintLink') } })
  }

  /** A contact field changed, with its change row, in one transaction. */
  async function changeContact(session: ChatSession, field: 'mobile' | 'email', value: string): Promise<boolean> {
    return db.transaction(async (trx) => {
      const row = await consumerFacts(trx, { consumerNo: session.consumerNo }, { lock: true })
      if (!row) return false
      await changeConsumerRecord(trx, { id: row.id }, { [field]: value })
      await trx('consumer_contact_changes').insert({
        consumer_no: session.consumerNo,
        field,
        old_value: maskContact(field, row[field]),
        new_value: value,
        channel: 'chat',
        chat_session_id: session.id,
        changed_at: now(),
      })
      return true
    })
  }

  return {
    sessions,

    /** A consumer by number (normalized already), or null. */
    consumer(consumerNo: string): Promise<Consumer | null> {
      return billing.consumer(consumerNo)
    },

    /** The answer after a validated OTP: the welcome and the menu. */
    welcome(c: Consumer, lang: ChatLang, chatToken: string): ChatReply {
      return { ...menu(c, lang, chatText(lang, 'welcome', { name: c.name })), chatToken }
    },

    menu,

    /**
     * The answer to a menu message. `pageOrigin`: the origin of the page the chat runs in (the
     * request's allowed Origin), for the links that are not pages under /website/.
     */
    async answer(c: Consumer, lang: ChatLang, choice: ChatOption | 'menu', pageOrigin: string): Promise<ChatReply> {
      const post = isPostpaid(c.connType)
      switch (choice) {
        case 'menu':
          return menu(c, lang)
        case 'bill':
          return post ? bill(c, lang, pageOrigin) : reply(c, chatText(lang, 'postpaidOnly'))
        case 'payment':
          return post ? payment(c, lang) : reply(c, chatText(lang, 'postpaidOnly'))
        case 'balance':
          return isPrepaid(c.connType) ? balance(c, lang) : reply(c, chatText(lang, 'prepaidOnly'))
        case 'recharge':
          return isPrepaid(c.connType) ? recharge(c, lang) : reply(c, chatText(lang, 'prepaidOnly'))
        case 'statement':
          return statement(c, lang)
        case 'consumptionGraph':
          return graph(c, lang, 'consumptionGraph')
        case 'balanceGraph':
          return post ? reply(c, chatText(lang, 'prepaidOnly')) : graph(c, lang, 'balanceGraph')
        case 'updateMobile':
          return reply(c, chatText(lang, 'askMobile'), { expect: 'mobNo' })
        case 'updateEmail':
          return reply(c, chatText(lang, 'askEmail'), { expect: 'email' })
        case 'applicationStatus':
          return reply(c, chatText(lang, 'askApplNo'), { expect: 'applNo' })
        case 'complaint':
          return complaint(c, lang)
      }
    },

    /** The mobile update's last step: the consumer's mobile is the new one (false: the consumer is gone). */
    async updateMobile(session: ChatSession, mobile: string): Promise<boolean> {
      const done = await changeContact(session, 'mobile', mobile)
      if (done) await sessions.setPendingMobile(session.id, null)
      return done
    },

    async updateEmail(session: ChatSession, email: string): Promise<boolean> {
      return changeContact(session, 'email', email)
    },

    /**
     * An application's or complaint's status, found only when it is the consumer's: made for
     * this consumer number, or by the consumer's mobile. Anything else is the one 'not found'
     * answer, so nothing about another's items leaks.
     */
    async applicationStatus(c: Consumer, lang: ChatLang, input: string): Promise<ChatReply> {
      const no = input.replace(/\s+/g, '').toUpperCase()
      if (!APPLICATION_NO.test(no) && !COMPLAINT_NO.test(no)) {
        return { ...reply(c, chatText(lang, 'applNoInvalid')), status: 400, ok: false, expect: 'applNo' }
      }
      const item = await workflow.byNo(no)
      const mine = item !== null && (item.consumerNo === c.consumerNo || (c.mobile !== null && (await workflow.openFor(no, { granted: [], mobile: c.mobile })) !== null))
      if (!item || !mine) return { ...reply(c, chatText(lang, 'applNotFound')), status: 404, ok: false, expect: 'applNo' }
      const text = chatText(lang, 'applStatus', {
        no,
        kind: applicationWord(lang, `kinds.${item.kind}`),
        state: applicationWord(lang, `states.${item.state}`),
        date: formatDmy(item.updatedAt, lang),
      })
      const route = item.kind === 'complaint' ? '/ComplaintStatus' : '/CheckApplStatus'
      return reply(c, text, { responseType: 'link', link: { href: page(route, lang, `?applNo=${no}`), label: chatText(lang, 'applLink') } })
    },
  }
}

export type ChatService = ReturnType<typeof createChatService>
