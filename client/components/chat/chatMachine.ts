/**
 * The chat assistant's states (spec §4) as a pure state machine: `step(state, event, ctx)`
 * answers the next state and the commands to carry out (wait, call the bot, close the
 * panel). No React, no timers, no fetch: useChat.ts runs the commands, the unit tests run
 * them against a controlled clock (chatMachine.test.ts).
 *
 *   idle ──open──▶ welcome: typing (t=0) ─typingMs─▶ greeting + typing ─welcomeMs─▶ askConsNo
 *        ──▶ ready (expect consNo) ──submit──▶ sending: user message + typing ─fetchMs─▶
 *        waiting: loading overlay, the call ─answer─▶ (overlay stays) ─fetchDelayMs─▶ ready
 *        (expect what the bot said: otp, menu, mobNo, mobOtp, email, applNo)
 *   'exit' (any ready step) ──▶ exiting: bye ─exitResetMs─▶ idle (closed), or a fresh
 *        welcome on the full page.
 *
 * Input is checked before any call (spec §5, word for word); a refusal is a bot message and
 * the same step stays. Every timer and answer carries the epoch it was started in: after a
 * reset, late ones are dropped.
 */
import { CHAT_OPTIONS, CHAT_TIMINGS, isChatEmail, isChatMobile, isChatOtp, parseGraphData, readChatConsumerNo, type BotRequest, type BotResponse, type ChatExpect } from '#shared/chat/contract'
import { isWorkNo } from '#shared/workflow/rules'
import { normalizeDigits, normalizeMobile } from '#shared/input/fields'

/** Spec §3 chat message (from, data, time; the typing indicator is `typing` of the state). */
export interface ChatMessage {
  id: number
  from: 'bot' | 'user'
  /** when it was shown (ms, the clock of ctx.now) */
  time: number
  text: string
  /** a refusal or a failure: drawn as one, announced like every message */
  tone?: 'error'
  /** responseType 'menu': the options, as buttons */
  options?: Array<{ id: string; label: string }>
  /** responseType 'link' */
  link?: { href: string; label: string }
  /** responseType 'graph': the points of its 'label:number' pairs */
  graph?: { title: string; unit: string; points: Array<{ label: string; value: number }> }
}

/** What a call to the bot came back with (chatApi.ts). */
export type CallResult =
  | { kind: 'answer'; httpStatus: number; body: BotResponse }
  /** 429 without a usable answer */
  | { kind: 'tooMany' }
  /** no answer, or one that is not the bot's (spec §8 'Network Error !') */
  | { kind: 'network' }

export type ChatPhase = 'idle' | 'welcome' | 'ready' | 'sending' | 'waiting' | 'exiting'

export interface ChatState {
  phase: ChatPhase
  /** bumped by every reset: timers and answers of an older epoch are dropped */
  epoch: number
  messages: ChatMessage[]
  nextId: number
  /** the typing indicator */
  typing: boolean
  /** the loading overlay (spec §4: during each call) */
  loading: boolean
  /** the OTP call is solving the server's proof of work */
  checking: boolean
  expect: ChatExpect
  /** the consumer number the OTP was asked for (every later request carries it) */
  consNo: string | null
  /** the chat session after the OTP (X-Chat-Token) */
  token: string | null
  /** the new mobile number waiting for its OTP */
  pendingMobile: string | null
  /** the request of the call under way */
  request: BotRequest | null
  /** its answer, shown fetchDelayMs after it came */
  answer: CallResult | null
}

export type ChatEvent =
  | { type: 'open' }
  | { type: 'submit'; text: string }
  | { type: 'choose'; option: { id: string; label: string } }
  | { type: 'checking'; on: boolean; epoch: number }
  | { type: 'answered'; result: CallResult; epoch: number }
  /** a timer ran out */
  | { type: 'greet' | 'askConsNo' | 'call' | 'show' | 'reset'; epoch: number }

export type ChatCommand =
  | { type: 'wait'; ms: number; event: ChatEvent }
  /** call the bot; answer with { type: 'answered', epoch } */
  | { type: 'call'; request: BotRequest; token: string | null; epoch: number }
  /** 'exit' when signed in: end the session on the server; its answer is not awaited */
  | { type: 'endSession'; request: BotRequest; token: string }
  /** the input was taken: empty the box */
  | { type: 'clearInput' }
  /** after 'exit' in the widget: close the panel (focus back on the launcher) */
  | { type: 'close' }
  /** open a site in a new tab, in the same step as the choice (it needs the click's user activation) */
  | { type: 'openSite'; href: string }

/** Texts of the page's language (chat.json) and the words that mean 'menu' and 'exit'. */
export interface ChatContext {
  say: (key: string, params?: Record<string, string | number>) => string
  /** what a person may type for 'menu' / 'exit' (lower case): English and the page's language */
  menuWords: readonly string[]
  exitWords: readonly string[]
  /** what may be typed for the menu's 'Register complain' (lower case): its id and its labels */
  complaintWords: readonly string[]
  /** where 'Register complain' opens (chatFormat.ts complaintHref: COMPLAINTS_URL or the outside site) */
  complaintHref: string
  now: () => number
  /** the /ChatBot page: 'exit' starts a fresh welcome instead of closing */
  fullPage: boolean
}

export interface Step {
  state: ChatState
  commands: ChatCommand[]
}

export function initialChatState(epoch = 0): ChatState {
  return {
    phase: 'idle',
    epoch,
    messages: [],
    nextId: 1,
    typing: false,
    loading: false,
    checking: false,
    expect: 'consNo',
    consNo: null,
    token: null,
    pendingMobile: null,
    request: null,
    answer: null,
  }
}

type NewMessage = Omit<ChatMessage, 'id' | 'time'>

function push(state: ChatState, ctx: ChatContext, ...messages: NewMessage[]): ChatState {
  let nextId = state.nextId
  const added = messages.map((m) => ({ ...m, id: nextId++, time: ctx.now() }))
  return { ...state, messages: [...state.messages, ...added], nextId }
}

const bot = (text: string, extra: Partial<NewMessage> = {}): NewMessage => ({ from: 'bot', text, ...extra })
const refusal = (text: string): NewMessage => ({ from: 'bot', text, tone: 'error' })

function startWelcome(state: ChatState): Step {
  return {
    state: { ...state, phase: 'welcome', typing: true },
    commands: [{ type: 'wait', ms: CHAT_TIMINGS.typingMs, event: { type: 'greet', epoch: state.epoch } }],
  }
}

/** The word typed, as compared with the command words: trimmed, one form of each letter, lower case. */
export function commandWord(text: string): string {
  return text.trim().normalize('NFC').toLowerCase()
}

/**
 * The request of what was typed at step `expect`, or the refusal to show (spec §5; the
 * messages of chat.json, whose English values are the spec's words).
 */
export function requestFor(state: Pick<ChatState, 'expect' | 'consNo' | 'pendingMobile'>, text: string, say: ChatContext['say']): { request: BotRequest } | { refusal: string } {
  const value = text.trim()
  if (!value) return { refusal: say('validation.empty') }
  const consNo = state.consNo ?? undefined
  switch (state.expect) {
    case 'consNo': {
      // the number inside a sentence too; two different ones: the person says which (issue 24 §7)
      const read = readChatConsumerNo(value)
      if (read.kind === 'one') return { request: { consNo: read.consNo, otpReq: 'Y' } }
      return { refusal: read.kind === 'several' ? say('consumerWhich', { numbers: read.numbers.join(', ') }) : say('validation.consumerInvalid') }
    }
    case 'otp':
      return isChatOtp(value) ? { request: { consNo, otpValidate: 'Y', otp: normalizeDigits(value) } } : { refusal: say('validation.otpInvalid') }
    case 'menu':
      return { request: { consNo, isMenu: 'Y', botMsg: value } }
    case 'mobNo':
      return isChatMobile(value) ? { request: { consNo, mobNo: normalizeMobile(value) } } : { refusal: say('mobileInvalid') }
    case 'mobOtp':
      if (!isChatOtp(value)) return { refusal: say('validation.otpInvalid') }
      return { request: { consNo, mobNo: state.pendingMobile ?? undefined, otpValidate: 'Y', otp: normalizeDigits(value) } }
    case 'email':
      return isChatEmail(value) ? { request: { consNo, email: value } } : { refusal: say('emailInvalid') }
    case 'applNo': {
      const no = value.replace(/\s+/g, '').toUpperCase()
      return isWorkNo(no) ? { request: { consNo, applNo: no } } : { refusal: say('applNoInvalid') }
    }
  }
}

/** User message, typing indicator, and the call fetchMs later. */
function send(state: ChatState, ctx: ChatContext, shown: string, request: BotRequest): Step {
  const next = push(state, ctx, { from: 'user', text: shown })
  return {
    state: { ...next, phase: 'sending', typing: true, request, answer: null },
    commands: [{ type: 'clearInput' }, { type: 'wait', ms: CHAT_TIMINGS.fetchMs, event: { type: 'call', epoch: state.epoch } }],
  }
}

function exit(state: ChatState, ctx: ChatContext, typed: string): Step {
  const commands: ChatCommand[] = [{ type: 'clearInput' }]
  // signed in: the server ends the chat session too (its answer, or its failure, changes nothing here)
  if (state.token) commands.push({ type: 'endSession', request: { consNo: state.consNo ?? undefined, isMenu: 'Y', botMsg: 'exit' }, token: state.token })
  commands.push({ type: 'wait', ms: CHAT_TIMINGS.exitResetMs, event: { type: 'reset', epoch: state.epoch } })
  const next = push(state, ctx, { from: 'user', text: typed }, bot(ctx.say('exit')))
  return { state: { ...next, phase: 'exiting', token: null, typing: false }, commands }
}

/**
 * Spec §4: 'Register complain' opens the complaint site, at once and without a call (a call's
 * answer would come after the click's user activation is gone, and the browser would block
 * the new tab); the conversation says where it went and stays at the menu.
 */
function openComplaint(state: ChatState, ctx: ChatContext, shown: string): Step {
  return {
    state: push(state, ctx, { from: 'user', text: shown }, bot(ctx.say('complaint'))),
    commands: [{ type: 'clearInput' }, { type: 'openSite', href: ctx.complaintHref }],
  }
}

function submit(state: ChatState, ctx: ChatContext, typed: string): Step {
  const word = commandWord(typed)
  if (ctx.exitWords.includes(word)) return exit(state, ctx, typed.trim())
  if (state.token && state.expect === 'menu' && ctx.complaintWords.includes(word)) return openComplaint(state, ctx, typed.trim())
  // 'menu' shows the menu at every step after the OTP; before it there is no menu to show
  if (state.token && ctx.menuWords.includes(word)) return send(state, ctx, typed.trim(), { consNo: state.consNo ?? undefined, isMenu: 'Y', botMsg: 'menu' })
  const r = requestFor(state, typed, ctx.say)
  if ('refusal' in r) {
    // nothing typed: nothing to echo; otherwise what was typed, then why it is refused
    const echoed = typed.trim() ? push(state, ctx, { from: 'user', text: typed.trim() }) : state
    return { state: push(echoed, ctx, refusal(r.refusal)), commands: typed.trim() ? [{ type: 'clearInput' }] : [] }
  }
  return send(state, ctx, typed.trim(), r.request)
}

/** The bot's answer as messages and the next step (spec §3 response, §8 failures). */
function show(state: ChatState, ctx: ChatContext): ChatState {
  const result = state.answer
  const base: ChatState = { ...state, phase: 'ready', loading: false, typing: false, checking: false, request: null, answer: null }
  if (!result || result.kind === 'network') return push(base, ctx, refusal(ctx.say('widget.networkError')))
  if (result.kind === 'tooMany') return push(base, ctx, refusal(ctx.say('tooMany')))
  const b = result.body
  if (b.status === 'error') {
    const said = push(base, ctx, refusal(b.error || b.msg || ctx.say('widget.networkError')))
    // spec §8: a failure with otpGenerated N shows the error and asks again for the consumer
    // number (before the OTP, or when the bot says the session is gone); a later refusal
    // (a wrong OTP, a wrong value) keeps the step the bot names
    if (b.otpGenerated === 'N' && (!state.token || b.expect === 'consNo')) {
      return { ...push(said, ctx, bot(ctx.say('validation.consumerInvalid'))), expect: 'consNo', token: null, consNo: null, pendingMobile: null }
    }
    return { ...said, expect: b.expect ?? state.expect }
  }
  const expect: ChatExpect = b.expect ?? (b.responseType === 'menu' ? 'menu' : state.expect)
  // the bot asking for a consumer number again means the chat session is over
  const token = expect === 'consNo' ? null : (b.chatToken ?? state.token)
  const pendingMobile = expect === 'mobOtp' ? (state.request?.mobNo ?? state.pendingMobile) : null
  const next: ChatState = { ...base, token, expect, pendingMobile }
  switch (b.responseType) {
    case 'menu': {
      const options = b.options?.length ? b.options : CHAT_OPTIONS.map((id) => ({ id, label: ctx.say(`options.${id}`) }))
      return push(next, ctx, bot(b.msg || ctx.say('menuTitle'), { options }))
    }
    case 'link':
      return push(next, ctx, bot(b.msg, b.link ? { link: b.link } : {}))
    case 'graph': {
      const points = parseGraphData(b.msg)
      return push(next, ctx, bot(b.graph?.title ?? '', { graph: { title: b.graph?.title ?? '', unit: b.graph?.unit ?? '', points } }))
    }
    default:
      return push(next, ctx, bot(b.msg))
  }
}

export function step(state: ChatState, event: ChatEvent, ctx: ChatContext): Step {
  const none: Step = { state, commands: [] }
  // a timer or an answer from before a reset
  if ('epoch' in event && event.epoch !== state.epoch) return none
  switch (event.type) {
    case 'open':
      return state.phase === 'idle' ? startWelcome(state) : none
    case 'greet':
      if (state.phase !== 'welcome') return none
      // the greeting, then the typing indicator again until the request for the number
      return {
        state: { ...push(state, ctx, bot(ctx.say('greeting'))), typing: true },
        commands: [{ type: 'wait', ms: CHAT_TIMINGS.welcomeMs, event: { type: 'askConsNo', epoch: state.epoch } }],
      }
    case 'askConsNo':
      if (state.phase !== 'welcome') return none
      return { state: { ...push(state, ctx, bot(ctx.say('askConsNo'))), phase: 'ready', typing: false, expect: 'consNo' }, commands: [] }
    case 'submit':
      return state.phase === 'ready' ? submit(state, ctx, event.text) : none
    case 'choose':
      // an option of a menu: only while signed in and nothing else is under way
      if (state.phase !== 'ready' || !state.token) return none
      if (event.option.id === 'complaint') return openComplaint(state, ctx, event.option.label)
      return send(state, ctx, event.option.label, { consNo: state.consNo ?? undefined, isMenu: 'Y', botMsg: event.option.id })
    case 'call':
      if (state.phase !== 'sending' || !state.request) return none
      return {
        state: { ...state, phase: 'waiting', typing: false, loading: true },
        commands: [{ type: 'call', request: state.request, token: state.token, epoch: state.epoch }],
      }
    case 'checking':
      return state.phase === 'waiting' ? { state: { ...state, checking: event.on }, commands: [] } : none
    case 'answered': {
      if (state.phase !== 'waiting' || state.answer) return none
      // the consumer number the OTP went to: every later request names it
      const consNo = state.request?.otpReq === 'Y' && event.result.kind === 'answer' && event.result.body.otpGenerated === 'Y' ? (state.request.consNo ?? null) : state.consNo
      return {
        state: { ...state, answer: event.result, checking: false, consNo },
        commands: [{ type: 'wait', ms: CHAT_TIMINGS.fetchDelayMs, event: { type: 'show', epoch: state.epoch } }],
      }
    }
    case 'show':
      return state.phase === 'waiting' && state.answer ? { state: show(state, ctx), commands: [] } : none
    case 'reset': {
      if (state.phase !== 'exiting') return none
      const fresh = initialChatState(state.epoch + 1)
      return ctx.fullPage ? startWelcome(fresh) : { state: fresh, commands: [{ type: 'close' }] }
    }
  }
}
