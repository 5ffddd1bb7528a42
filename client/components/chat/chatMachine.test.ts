/**
 * The chat assistant's states (spec §4), validation (§5), failures (§8) and timings (§9),
 * driven through chatMachine.ts with a controlled clock: every `wait` command is a timer the
 * harness runs when the clock reaches it, every `call` is answered by a fake bot the test
 * writes. English texts come from chat.json, as on the page.
 */
import { describe, expect, it } from 'vitest'
import { CHAT_MESSAGES, CHAT_OPTIONS, CHAT_TIMINGS, type BotRequest, type BotResponse } from '#shared/chat/contract'
import { COMPLAINT_SITE_URL } from '#shared/links'
import en from '#shared/locales/en/chat.json'
import { initialChatState, requestFor, step, type CallResult, type ChatCommand, type ChatEvent, type ChatState } from './chatMachine'
import { chatTexts } from './chatText'

const T = CHAT_TIMINGS
const CONS = '101000000001'
const OTP = '123456'

type Bot = (request: BotRequest, token: string | null) => CallResult | 'never'

function answer(body: Partial<BotResponse>, httpStatus = 200): CallResult {
  return {
    kind: 'answer',
    httpStatus,
    body: {
      status: 'success',
      otpGenerated: 'N',
      otpValidated: 'N',
      responseType: 'botResponse',
      consName: '',
      consDetails: '',
      msg: '',
      error: '',
      expect: 'menu',
      ...body,
    },
  }
}

const MENU = answer({
  responseType: 'menu',
  otpValidated: 'Y',
  msg: 'Welcome, Ramesh Kalita. What would you like to know?',
  chatToken: 'tok-1',
  options: [
    { id: 'bill', label: 'Bill' },
    { id: 'updateMobile', label: 'Update mobile number' },
  ],
})

/** A conversation on a controlled clock. `bot` answers each call (after `latency` ms). */
function harness(opts: { bot?: Bot; fullPage?: boolean; latency?: number; locale?: 'en' | 'as'; complaintHref?: string } = {}) {
  const texts = chatTexts(opts.locale ?? 'en')
  let now = 0
  let state: ChatState = initialChatState()
  const timers: Array<{ at: number; seq: number; event: ChatEvent }> = []
  let seq = 0
  const calls: Array<{ request: BotRequest; token: string | null; at: number }> = []
  const ended: Array<{ request: BotRequest; token: string }> = []
  const log = { cleared: 0, closed: 0 }
  /** the addresses an 'openSite' command opened */
  const opened: string[] = []
  const ctx = { ...texts, now: () => now, fullPage: opts.fullPage ?? false, complaintHref: opts.complaintHref ?? COMPLAINT_SITE_URL }
  const bot: Bot = opts.bot ?? (() => 'never')

  function run(c: ChatCommand) {
    switch (c.type) {
      case 'wait':
        timers.push({ at: now + c.ms, seq: seq++, event: c.event })
        break
      case 'call': {
        calls.push({ request: c.request, token: c.token, at: now })
        const r = bot(c.request, c.token)
        if (r !== 'never') timers.push({ at: now + (opts.latency ?? 300), seq: seq++, event: { type: 'answered', result: r, epoch: c.epoch } })
        break
      }
      case 'endSession':
        ended.push({ request: c.request, token: c.token })
        break
      case 'clearInput':
        log.cleared++
        break
      case 'close':
        log.closed++
        break
      case 'openSite':
        opened.push(c.href)
        break
    }
  }
  function send(event: ChatEvent) {
    const r = step(state, event, ctx)
    state = r.state
    r.commands.forEach(run)
  }
  /** moves the clock on by `ms`, running every timer that falls due, in order */
  function advance(ms: number) {
    const until = now + ms
    for (;;) {
      timers.sort((a, b) => a.at - b.at || a.seq - b.seq)
      const next = timers[0]
      if (!next || next.at > until) break
      timers.shift()
      now = next.at
      send(next.event)
    }
    now = until
  }
  const bots = () => state.messages.filter((m) => m.from === 'bot').map((m) => m.text)
  const texts_ = () => state.messages.map((m) => `${m.from}: ${m.text}`)
  return {
    send,
    advance,
    calls,
    ended,
    log,
    opened,
    get state() {
      return state
    },
    get now() {
      return now
    },
    bots,
    texts: texts_,
  }
}

/** Opens and waits out the welcome. */
function welcomed(h: ReturnType<typeof harness>) {
  h.send({ type: 'open' })
  h.advance(T.typingMs + T.welcomeMs)
  return h
}

/** Through consumer number and OTP to the menu (the default latency: 300 ms). */
const CALL = T.fetchMs + 300 + T.fetchDelayMs
function signedIn(h: ReturnType<typeof harness>) {
  welcomed(h)
  h.send({ type: 'submit', text: CONS })
  h.advance(CALL)
  h.send({ type: 'submit', text: OTP })
  h.advance(CALL)
  return h
}

/** A bot that sends the OTP, accepts 123456 and answers the menu, then `later` for signed-in requests. */
function standardBot(later: Bot = () => answer({ msg: 'ok' })): Bot {
  return (req, token) => {
    if (req.otpReq === 'Y') return answer({ otpGenerated: 'Y', msg: 'OTP Sent Successfully ! It went to your registered mobile number ******1234. Please enter the 6 digit OTP.', expect: 'otp' })
    if (req.otpValidate === 'Y' && !req.mobNo) {
      return req.otp === OTP ? MENU : answer({ status: 'error', otpGenerated: 'Y', error: 'Invalid OTP, Please Enter Correct OTP', expect: 'otp' }, 400)
    }
    return later(req, token)
  }
}

describe('chat.json carries the spec’s messages word for word', () => {
  it('has the validation messages of §5 and the failure words of §8', () => {
    expect(en.validation).toEqual({ empty: CHAT_MESSAGES.empty, consumerInvalid: CHAT_MESSAGES.consumerInvalid, otpInvalid: CHAT_MESSAGES.otpInvalid })
    expect(en.validation.empty).toBe('Please Type Something!')
    expect(en.validation.consumerInvalid).toBe('Please enter a valid 12-digit consumer number!')
    expect(en.validation.otpInvalid).toBe('Please enter a valid 6 digit OTP number!')
    expect(en.mobileInvalid).toBe('Enter 10 Digit Valid Mobile Number !')
    expect(en.widget.networkError).toBe('Network Error !')
  })
})

describe('welcome (spec §4, timings §9)', () => {
  it('is closed and quiet until opened', () => {
    const h = harness()
    h.advance(10_000)
    expect(h.state.phase).toBe('idle')
    expect(h.state.messages).toEqual([])
  })

  it('types, greets at typingMs, types again, asks for the consumer number at typingMs + welcomeMs', () => {
    const h = harness()
    h.send({ type: 'open' })
    expect(h.state).toMatchObject({ phase: 'welcome', typing: true })
    expect(h.state.messages).toEqual([])
    h.advance(T.typingMs - 1)
    expect(h.state.messages).toEqual([])
    h.advance(1)
    expect(h.bots()).toEqual([en.greeting])
    expect(h.state.messages[0].time).toBe(T.typingMs)
    expect(h.state.typing).toBe(true)
    h.advance(T.welcomeMs - 1)
    expect(h.bots()).toEqual([en.greeting])
    h.advance(1)
    expect(h.bots()).toEqual([en.greeting, en.askConsNo])
    expect(h.state.messages[1].time).toBe(T.typingMs + T.welcomeMs)
    expect(h.state).toMatchObject({ phase: 'ready', typing: false, expect: 'consNo' })
  })

  it('opening again while it runs, or after, does not start it twice', () => {
    const h = harness()
    h.send({ type: 'open' })
    h.advance(500)
    h.send({ type: 'open' })
    h.advance(5000)
    h.send({ type: 'open' })
    h.advance(5000)
    expect(h.bots()).toEqual([en.greeting, en.askConsNo])
  })

  it('takes nothing typed before the question', () => {
    const h = harness({ bot: standardBot() })
    h.send({ type: 'open' })
    h.send({ type: 'submit', text: CONS })
    expect(h.state.messages).toEqual([])
    expect(h.log.cleared).toBe(0)
  })
})

describe('validation before any call (spec §5)', () => {
  const cases: Array<[string, string, string]> = [
    ['consNo', '', CHAT_MESSAGES.empty],
    ['consNo', '   ', CHAT_MESSAGES.empty],
    ['consNo', '10100000000', CHAT_MESSAGES.consumerInvalid],
    ['consNo', '1010000000012', CHAT_MESSAGES.consumerInvalid],
    ['consNo', '10100000000a', CHAT_MESSAGES.consumerInvalid],
    // 999 is not a division code
    ['consNo', '999000000001', CHAT_MESSAGES.consumerInvalid],
    ['otp', '12345', CHAT_MESSAGES.otpInvalid],
    ['otp', '1234567', CHAT_MESSAGES.otpInvalid],
    ['otp', '12a456', CHAT_MESSAGES.otpInvalid],
    ['otp', '', CHAT_MESSAGES.empty],
    ['mobNo', '98765', 'Enter 10 Digit Valid Mobile Number !'],
    ['mobNo', '98765432100', 'Enter 10 Digit Valid Mobile Number !'],
    ['mobOtp', '99', CHAT_MESSAGES.otpInvalid],
    ['email', 'not-an-address', en.emailInvalid],
    ['email', 'a@b', en.emailInvalid],
    ['applNo', 'AP123', en.applNoInvalid],
    ['applNo', 'XY2026000123', en.applNoInvalid],
  ]
  it.each(cases)('at %s, "%s" is refused with its message', (expectStep, typed, message) => {
    const r = requestFor({ expect: expectStep as never, consNo: CONS, pendingMobile: '9876543210' }, typed, chatTexts('en').say)
    expect(r).toEqual({ refusal: message })
  })

  it('builds each step’s request from valid input (spaces out of numbers)', () => {
    const say = chatTexts('en').say
    const s = { consNo: CONS, pendingMobile: '9876543210' }
    expect(requestFor({ ...s, expect: 'consNo', consNo: null }, ' 101 000 000 001 ', say)).toEqual({ request: { consNo: CONS, otpReq: 'Y' } })
    expect(requestFor({ ...s, expect: 'otp' }, ' 123456 ', say)).toEqual({ request: { consNo: CONS, otpValidate: 'Y', otp: '123456' } })
    expect(requestFor({ ...s, expect: 'menu' }, 'bill please', say)).toEqual({ request: { consNo: CONS, isMenu: 'Y', botMsg: 'bill please' } })
    expect(requestFor({ ...s, expect: 'mobNo' }, '98765 43210', say)).toEqual({ request: { consNo: CONS, mobNo: '9876543210' } })
    expect(requestFor({ ...s, expect: 'mobOtp' }, '654321', say)).toEqual({ request: { consNo: CONS, mobNo: '9876543210', otpValidate: 'Y', otp: '654321' } })
    expect(requestFor({ ...s, expect: 'email' }, ' a.person@example.in ', say)).toEqual({ request: { consNo: CONS, email: 'a.person@example.in' } })
    expect(requestFor({ ...s, expect: 'applNo' }, 'ap 2026000123', say)).toEqual({ request: { consNo: CONS, applNo: 'AP2026000123' } })
    expect(requestFor({ ...s, expect: 'applNo' }, 'CM2026000001', say)).toEqual({ request: { consNo: CONS, applNo: 'CM2026000001' } })
  })

  it('takes the consumer number inside a sentence, and asks which of two (issue 24 §7)', () => {
    const s = { consNo: null, pendingMobile: null, expect: 'consNo' as const }
    const say = chatTexts('en').say
    expect(requestFor(s, 'my consumer number is 1010 0000 0001', say)).toEqual({ request: { consNo: CONS, otpReq: 'Y' } })
    expect(requestFor(s, 'মোৰ গ্ৰাহক নম্বৰ ১০১০-০০০০-০০০১', chatTexts('as').say)).toEqual({ request: { consNo: CONS, otpReq: 'Y' } })
    expect(requestFor(s, 'it is 101000000001 or 105000000005', say)).toEqual({
      refusal: 'Your message holds more than one consumer number: 101000000001, 105000000005. Which one is it? Please send only that number.',
    })
    expect(requestFor(s, '১০১০০০০০০০০১ আৰু ১০৫০০০০০০০০৫', chatTexts('as').say)).toEqual({
      refusal: 'আপোনাৰ বাৰ্তাত এটাতকৈ বেছি গ্ৰাহক নম্বৰ আছে: 101000000001, 105000000005। কোনটো নম্বৰ? অনুগ্ৰহ কৰি কেৱল সেই নম্বৰটোহে পঠিয়াওক।',
    })
    expect(requestFor(s, 'my consumer number is 1010 0000 000', say)).toEqual({ refusal: CHAT_MESSAGES.consumerInvalid })
  })

  it('shows a refusal at once as a bot message, makes no call, and asks the same step again', () => {
    const h = welcomed(harness({ bot: standardBot() }))
    h.send({ type: 'submit', text: '' })
    expect(h.bots().at(-1)).toBe('Please Type Something!')
    expect(h.state.messages.at(-1)).toMatchObject({ from: 'bot', tone: 'error' })
    h.send({ type: 'submit', text: '12345' })
    expect(h.texts().slice(-2)).toEqual(['user: 12345', 'bot: Please enter a valid 12-digit consumer number!'])
    h.advance(10_000)
    expect(h.calls).toEqual([])
    expect(h.state).toMatchObject({ phase: 'ready', expect: 'consNo' })
    // the box is emptied after something typed was refused, kept when it was empty anyway
    expect(h.log.cleared).toBe(1)
  })

  it('refuses a bad OTP without a call', () => {
    const h = welcomed(harness({ bot: standardBot() }))
    h.send({ type: 'submit', text: CONS })
    h.advance(CALL)
    h.send({ type: 'submit', text: '12 34' })
    expect(h.bots().at(-1)).toBe('Please enter a valid 6 digit OTP number!')
    expect(h.calls).toHaveLength(1)
    expect(h.state.expect).toBe('otp')
  })
})

describe('a call (spec §4 loading overlay, §9 data fetch 1 s plus 2 s)', () => {
  it('user message → typing → the call after fetchMs → overlay → the answer fetchDelayMs after it came', () => {
    const h = welcomed(harness({ bot: standardBot(), latency: 700 }))
    const t0 = h.now
    h.send({ type: 'submit', text: '101 000 000 001' })
    expect(h.texts().at(-1)).toBe('user: 101 000 000 001')
    expect(h.state).toMatchObject({ phase: 'sending', typing: true, loading: false })
    expect(h.log.cleared).toBe(1)
    h.advance(T.fetchMs - 1)
    expect(h.calls).toHaveLength(0)
    h.advance(1)
    expect(h.calls).toEqual([{ request: { consNo: CONS, otpReq: 'Y' }, token: null, at: t0 + T.fetchMs }])
    expect(h.state).toMatchObject({ phase: 'waiting', typing: false, loading: true })
    h.advance(700)
    // arrived, not shown yet: the overlay stays
    expect(h.state).toMatchObject({ phase: 'waiting', loading: true })
    expect(h.bots().at(-1)).toBe(en.askConsNo)
    h.advance(T.fetchDelayMs - 1)
    expect(h.state.loading).toBe(true)
    h.advance(1)
    expect(h.bots().at(-1)).toMatch(/^OTP Sent Successfully !/)
    expect(h.state.messages.at(-1)!.time).toBe(t0 + T.fetchMs + 700 + T.fetchDelayMs)
    expect(h.state).toMatchObject({ phase: 'ready', loading: false, expect: 'otp', consNo: CONS })
  })

  it('takes no second message while a call is under way', () => {
    const h = welcomed(harness({ bot: standardBot() }))
    h.send({ type: 'submit', text: CONS })
    h.send({ type: 'submit', text: CONS })
    h.advance(T.fetchMs)
    h.send({ type: 'submit', text: OTP })
    h.advance(CALL)
    expect(h.calls).toHaveLength(1)
  })

  it('says checking while the proof of work is solved, and only while the call waits', () => {
    const h = welcomed(harness({ bot: () => 'never' }))
    h.send({ type: 'checking', on: true, epoch: 0 })
    expect(h.state.checking).toBe(false)
    h.send({ type: 'submit', text: CONS })
    h.advance(T.fetchMs)
    h.send({ type: 'checking', on: true, epoch: 0 })
    expect(h.state.checking).toBe(true)
    h.send({ type: 'checking', on: false, epoch: 0 })
    expect(h.state.checking).toBe(false)
  })

  it('a network failure says Network Error ! and asks the same step again', () => {
    const h = welcomed(harness({ bot: () => ({ kind: 'network' }) }))
    h.send({ type: 'submit', text: CONS })
    h.advance(CALL)
    expect(h.bots().at(-1)).toBe('Network Error !')
    expect(h.state).toMatchObject({ phase: 'ready', expect: 'consNo', loading: false })
  })

  it('too many requests says so', () => {
    const h = welcomed(harness({ bot: () => ({ kind: 'tooMany' }) }))
    h.send({ type: 'submit', text: CONS })
    h.advance(CALL)
    expect(h.bots().at(-1)).toBe(en.tooMany)
  })
})

describe('consumer number → OTP → menu', () => {
  it('signs in: the OTP request names the number, the token comes with the menu', () => {
    const h = signedIn(harness({ bot: standardBot() }))
    expect(h.calls.map((c) => c.request)).toEqual([
      { consNo: CONS, otpReq: 'Y' },
      { consNo: CONS, otpValidate: 'Y', otp: OTP },
    ])
    expect(h.calls.map((c) => c.token)).toEqual([null, null])
    expect(h.state).toMatchObject({ phase: 'ready', expect: 'menu', token: 'tok-1', consNo: CONS })
    const menu = h.state.messages.at(-1)!
    expect(menu.text).toBe('Welcome, Ramesh Kalita. What would you like to know?')
    expect(menu.options).toEqual([
      { id: 'bill', label: 'Bill' },
      { id: 'updateMobile', label: 'Update mobile number' },
    ])
  })

  it('a wrong OTP (otpGenerated Y) shows the error and stays at the OTP', () => {
    const h = welcomed(harness({ bot: standardBot() }))
    h.send({ type: 'submit', text: CONS })
    h.advance(CALL)
    h.send({ type: 'submit', text: '000000' })
    h.advance(CALL)
    expect(h.bots().at(-1)).toBe('Invalid OTP, Please Enter Correct OTP')
    expect(h.state).toMatchObject({ expect: 'otp', consNo: CONS, token: null })
  })

  it('spec §8: a failure with otpGenerated N shows the error and asks for a valid 12-digit consumer number', () => {
    const h = welcomed(harness({ bot: () => answer({ status: 'error', otpGenerated: 'N', error: 'Consumer Not Found', expect: 'consNo' }, 404) }))
    h.send({ type: 'submit', text: CONS })
    h.advance(CALL)
    expect(h.bots().slice(-2)).toEqual(['Consumer Not Found', 'Please enter a valid 12-digit consumer number!'])
    expect(h.state).toMatchObject({ phase: 'ready', expect: 'consNo', consNo: null, token: null })
  })

  it('spec §8 at the OTP: a locked or expired OTP (otpGenerated N) goes back to the consumer number', () => {
    const h = welcomed(
      harness({
        bot: (req) => (req.otpReq ? answer({ otpGenerated: 'Y', msg: 'sent', expect: 'otp' }) : answer({ status: 'error', otpGenerated: 'N', error: en.otpExpired, expect: 'consNo' }, 400)),
      }),
    )
    h.send({ type: 'submit', text: CONS })
    h.advance(CALL)
    h.send({ type: 'submit', text: OTP })
    h.advance(CALL)
    expect(h.bots().slice(-2)).toEqual([en.otpExpired, CHAT_MESSAGES.consumerInvalid])
    expect(h.state).toMatchObject({ expect: 'consNo', consNo: null })
  })

  it('a menu answer without its options offers every option with the page’s labels', () => {
    const bare = answer({ responseType: 'menu', otpValidated: 'Y', msg: 'Welcome', chatToken: 'tok-2' })
    const h = welcomed(harness({ bot: (req) => (req.otpValidate ? bare : answer({ otpGenerated: 'Y', expect: 'otp', msg: 'sent' })) }))
    h.send({ type: 'submit', text: CONS })
    h.advance(CALL)
    h.send({ type: 'submit', text: OTP })
    h.advance(CALL)
    expect(h.state.messages.at(-1)!.options).toEqual(CHAT_OPTIONS.map((id) => ({ id, label: en.options[id] })))
    expect(h.state).toMatchObject({ phase: 'ready', expect: 'menu', token: 'tok-2' })
  })
})

describe('after the OTP: the menu and its answers', () => {
  it('an option sends its id with the token and shows its label as the user’s message', () => {
    const h = signedIn(
      harness({
        bot: standardBot(() =>
          answer({ responseType: 'link', msg: 'Your bill for Nov 2026 is ₹1,234.00.', link: { href: '/api/bills/B1/pdf?consNo=101000000001&lang=en', label: 'Download the bill (PDF)' } }),
        ),
      }),
    )
    h.send({ type: 'choose', option: { id: 'bill', label: 'Bill' } })
    expect(h.texts().at(-1)).toBe('user: Bill')
    h.advance(CALL)
    expect(h.calls.at(-1)).toMatchObject({ request: { consNo: CONS, isMenu: 'Y', botMsg: 'bill' }, token: 'tok-1' })
    expect(h.state.messages.at(-1)).toMatchObject({ text: 'Your bill for Nov 2026 is ₹1,234.00.', link: { label: 'Download the bill (PDF)' } })
    expect(h.state.expect).toBe('menu')
  })

  it("'Register complain' opens the complaint site at once (spec §4): no call, no button to press", () => {
    const h = signedIn(harness({ bot: standardBot() }))
    const before = h.calls.length
    h.send({ type: 'choose', option: { id: 'complaint', label: en.options.complaint } })
    // opened in the same step as the choice (the click's user activation), not after a call
    expect(h.opened).toEqual([COMPLAINT_SITE_URL])
    expect(h.texts().slice(-2)).toEqual([`user: ${en.options.complaint}`, `bot: ${en.complaint}`])
    expect(h.state.messages.at(-1)!.link).toBeUndefined()
    expect(h.state).toMatchObject({ phase: 'ready', expect: 'menu', token: 'tok-1', loading: false })
    h.advance(CALL)
    expect(h.calls.length).toBe(before)
    // typed as its label (any case) or its id, in the menu step: the same; COMPLAINTS_URL's page when set
    const desk = signedIn(harness({ bot: standardBot(), complaintHref: '/website/RegisterComplaint' }))
    desk.send({ type: 'submit', text: '  register COMPLAIN ' })
    desk.send({ type: 'submit', text: 'complaint' })
    expect(desk.opened).toEqual(['/website/RegisterComplaint', '/website/RegisterComplaint'])
    expect(desk.log.cleared).toBeGreaterThan(0)
    // the Assamese page: its own label too
    const asTexts = chatTexts('as')
    const asH = signedIn(harness({ bot: standardBot(), locale: 'as' }))
    asH.send({ type: 'choose', option: { id: 'complaint', label: asTexts.say('options.complaint') } })
    asH.send({ type: 'submit', text: asTexts.say('options.complaint') })
    expect(asH.opened).toEqual([COMPLAINT_SITE_URL, COMPLAINT_SITE_URL])
    expect(asH.bots().at(-1)).toBe(asTexts.say('complaint'))
    // before the OTP it is no menu choice: nothing opens
    const anon = welcomed(harness({ bot: standardBot() }))
    anon.send({ type: 'choose', option: { id: 'complaint', label: en.options.complaint } })
    anon.send({ type: 'submit', text: en.options.complaint })
    expect(anon.opened).toEqual([])
    expect(anon.bots().at(-1)).toBe(CHAT_MESSAGES.consumerInvalid)
  })

  it('options do nothing before sign-in or while a call is under way', () => {
    const h = welcomed(harness({ bot: standardBot() }))
    h.send({ type: 'choose', option: { id: 'bill', label: 'Bill' } })
    expect(h.state.messages).toHaveLength(2)
    signedIn(h)
    h.send({ type: 'choose', option: { id: 'bill', label: 'Bill' } })
    h.send({ type: 'choose', option: { id: 'payment', label: 'Payment' } })
    h.advance(CALL)
    expect(h.calls.filter((c) => c.request.isMenu)).toHaveLength(1)
  })

  it('draws a graph answer from its label:number pairs', () => {
    const h = signedIn(
      harness({ bot: standardBot(() => answer({ responseType: 'graph', msg: '2026-11-01:4.5,2026-11-02:6,bad,2026-11-03:x', graph: { title: 'Consumption in the last 7 days', unit: 'kWh' } })) }),
    )
    h.send({ type: 'choose', option: { id: 'consumptionGraph', label: 'Consumption history' } })
    h.advance(CALL)
    expect(h.state.messages.at(-1)!.graph).toEqual({
      title: 'Consumption in the last 7 days',
      unit: 'kWh',
      points: [
        { label: '2026-11-01', value: 4.5 },
        { label: '2026-11-02', value: 6 },
      ],
    })
  })

  it('typing “menu” (any case) asks for the menu; before sign-in it is only text', () => {
    const h = welcomed(harness({ bot: standardBot(() => MENU) }))
    h.send({ type: 'submit', text: 'menu' })
    expect(h.bots().at(-1)).toBe(CHAT_MESSAGES.consumerInvalid)
    signedIn(h)
    const before = h.calls.length
    h.send({ type: 'submit', text: '  MeNu ' })
    h.advance(CALL)
    expect(h.calls.slice(before).map((c) => c.request)).toEqual([{ consNo: CONS, isMenu: 'Y', botMsg: 'menu' }])
    expect(h.state.messages.at(-1)!.options).toBeDefined()
  })

  it('the Assamese page takes its own words for menu and exit too', () => {
    const as = chatTexts('as')
    expect(as.menuWords).toContain('menu')
    expect(as.exitWords).toContain('exit')
    const h = signedIn(harness({ bot: standardBot(() => MENU), locale: 'as' }))
    const own = as.menuWords.find((w) => w !== 'menu')
    expect(own).toMatch(/[\u0980-\u09FF]/)
    h.send({ type: 'submit', text: ` ${own} ` })
    h.advance(CALL)
    expect(h.calls.at(-1)!.request).toMatchObject({ isMenu: 'Y', botMsg: 'menu' })
    const bye = as.exitWords.find((w) => w !== 'exit')!
    expect(bye).toMatch(/[\u0980-\u09FF]/)
    h.send({ type: 'submit', text: bye })
    expect(h.ended).toHaveLength(1)
    expect(h.bots().at(-1)).toBe(as.say('exit'))
  })

  it('update mobile: asks, sends the number, then its OTP with that number', () => {
    const h = signedIn(
      harness({
        bot: standardBot((req) => {
          if (req.botMsg === 'updateMobile') return answer({ msg: en.askMobile, expect: 'mobNo' })
          if (req.mobNo && !req.otpValidate) return answer({ otpGenerated: 'Y', msg: 'OTP sent to the new number', expect: 'mobOtp' })
          if (req.mobNo && req.otpValidate) return answer({ msg: 'Your mobile number is updated to 9876543210.', expect: 'menu' })
          return answer({ msg: '?' })
        }),
      }),
    )
    h.send({ type: 'choose', option: { id: 'updateMobile', label: 'Update mobile number' } })
    h.advance(CALL)
    expect(h.state.expect).toBe('mobNo')
    h.send({ type: 'submit', text: '12345' })
    expect(h.bots().at(-1)).toBe('Enter 10 Digit Valid Mobile Number !')
    h.send({ type: 'submit', text: '98765 43210' })
    h.advance(CALL)
    expect(h.state).toMatchObject({ expect: 'mobOtp', pendingMobile: '9876543210' })
    h.send({ type: 'submit', text: '654321' })
    h.advance(CALL)
    expect(h.calls.at(-1)).toMatchObject({ request: { consNo: CONS, mobNo: '9876543210', otpValidate: 'Y', otp: '654321' }, token: 'tok-1' })
    expect(h.state).toMatchObject({ expect: 'menu', pendingMobile: null })
  })

  it('e-mail and application number steps follow the bot’s expect', () => {
    const h = signedIn(
      harness({
        bot: standardBot((req) => {
          if (req.botMsg === 'updateEmail') return answer({ msg: en.askEmail, expect: 'email' })
          if (req.email) return answer({ msg: 'updated', expect: 'menu' })
          if (req.botMsg === 'applicationStatus') return answer({ msg: en.askApplNo, expect: 'applNo' })
          if (req.applNo) return answer({ status: 'error', error: en.applNotFound, expect: 'menu' })
          return answer({ msg: '?' })
        }),
      }),
    )
    h.send({ type: 'choose', option: { id: 'updateEmail', label: 'Update email id' } })
    h.advance(CALL)
    h.send({ type: 'submit', text: 'someone@example.in' })
    h.advance(CALL)
    expect(h.calls.at(-1)!.request).toEqual({ consNo: CONS, email: 'someone@example.in' })
    h.send({ type: 'choose', option: { id: 'applicationStatus', label: 'Check application status' } })
    h.advance(CALL)
    h.send({ type: 'submit', text: 'AP2026000123' })
    h.advance(CALL)
    // a refusal after sign-in (otpGenerated N, but the bot does not ask for the number): the session stays
    expect(h.bots().at(-1)).toBe(en.applNotFound)
    expect(h.state).toMatchObject({ expect: 'menu', token: 'tok-1' })
  })

  it('a session the bot says is over (401, expect consNo) drops the token and asks for the number', () => {
    const h = signedIn(harness({ bot: standardBot(() => answer({ status: 'error', otpGenerated: 'N', error: en.sessionEnded, expect: 'consNo' }, 401)) }))
    h.send({ type: 'choose', option: { id: 'bill', label: 'Bill' } })
    h.advance(CALL)
    expect(h.bots().slice(-2)).toEqual([en.sessionEnded, CHAT_MESSAGES.consumerInvalid])
    expect(h.state).toMatchObject({ token: null, expect: 'consNo', consNo: null })
  })
})

describe('exit (spec §4: closes after 2 s and resets)', () => {
  it('signed in: ends the server session, says goodbye, closes and resets after exitResetMs', () => {
    const h = signedIn(harness({ bot: standardBot() }))
    const calls = h.calls.length
    h.send({ type: 'submit', text: 'EXIT' })
    expect(h.texts().slice(-2)).toEqual(['user: EXIT', `bot: ${en.exit}`])
    expect(h.ended).toEqual([{ request: { consNo: CONS, isMenu: 'Y', botMsg: 'exit' }, token: 'tok-1' }])
    expect(h.calls).toHaveLength(calls)
    expect(h.state).toMatchObject({ phase: 'exiting', token: null })
    h.advance(T.exitResetMs - 1)
    expect(h.log.closed).toBe(0)
    h.advance(1)
    expect(h.log.closed).toBe(1)
    expect(h.state).toMatchObject({ phase: 'idle', messages: [], token: null, consNo: null, expect: 'consNo', epoch: 1 })
    // opened again: a fresh welcome
    h.send({ type: 'open' })
    h.advance(T.typingMs + T.welcomeMs)
    expect(h.bots()).toEqual([en.greeting, en.askConsNo])
  })

  it('before the OTP: no call, the same goodbye and reset', () => {
    const h = welcomed(harness({ bot: standardBot() }))
    h.send({ type: 'submit', text: 'exit' })
    expect(h.ended).toEqual([])
    h.advance(T.exitResetMs)
    expect(h.log.closed).toBe(1)
    expect(h.state.phase).toBe('idle')
  })

  it('on the full page: a fresh welcome instead of closing', () => {
    const h = welcomed(harness({ bot: standardBot(), fullPage: true }))
    h.send({ type: 'submit', text: 'exit' })
    h.advance(T.exitResetMs)
    expect(h.log.closed).toBe(0)
    expect(h.state).toMatchObject({ phase: 'welcome', messages: [], typing: true })
    h.advance(T.typingMs + T.welcomeMs)
    expect(h.bots()).toEqual([en.greeting, en.askConsNo])
  })

  it('drops what was under way before the reset (an old timer or answer)', () => {
    const h = signedIn(harness({ bot: standardBot() }))
    const old = h.state.epoch
    h.send({ type: 'submit', text: 'exit' })
    h.advance(T.exitResetMs)
    h.send({ type: 'open' })
    h.send({ type: 'answered', result: MENU, epoch: old })
    h.send({ type: 'greet', epoch: old })
    h.send({ type: 'show', epoch: old })
    expect(h.state.messages).toEqual([])
    expect(h.state.phase).toBe('welcome')
  })
})
