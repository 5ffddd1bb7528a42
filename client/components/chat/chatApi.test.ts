import { afterEach, describe, expect, it } from 'vitest'
import { BOT_PATH } from '#shared/chat/contract'
import { setApiHosts } from '#client/lib/api'
import { sha256Hex } from '#client/lib/proofOfWork'
import { callBot, parseBotAnswer, type FetchLike } from './chatApi'

const BODY = {
  status: 'success',
  otpGenerated: 'Y',
  otpValidated: 'N',
  responseType: 'botResponse',
  consName: '',
  consDetails: '',
  msg: 'OTP Sent Successfully !',
  error: '',
  expect: 'otp',
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

function recorder(answers: Array<Response | Error>) {
  const seen: Array<{ url: string; init: RequestInit; headers: Record<string, string>; body: unknown }> = []
  const fetchImpl: FetchLike = async (url, init = {}) => {
    seen.push({ url, init, headers: init.headers as Record<string, string>, body: JSON.parse(String(init.body)) })
    const a = answers.shift()
    if (!a) throw new Error('no more answers')
    if (a instanceof Error) throw a
    return a
  }
  return { seen, fetchImpl }
}

afterEach(() => setApiHosts(undefined))

describe('callBot', () => {
  it('POSTs JSON with the API key, the page’s language and no token before the OTP', async () => {
    const r = recorder([json(200, BODY)])
    const out = await callBot({ consNo: '101000000001', otpReq: 'Y' }, { apiKey: 'k-123', token: null, lang: 'as', fetchImpl: r.fetchImpl })
    expect(out).toEqual({ kind: 'answer', httpStatus: 200, body: BODY })
    expect(r.seen).toHaveLength(1)
    expect(r.seen[0].url).toBe(BOT_PATH)
    expect(r.seen[0].init).toMatchObject({ method: 'POST', credentials: 'same-origin' })
    expect(r.seen[0].headers).toEqual({ Accept: 'application/json', 'Content-Type': 'application/json', 'X-Api-Key': 'k-123' })
    expect(r.seen[0].body).toEqual({ consNo: '101000000001', otpReq: 'Y', lang: 'as' })
  })

  it('carries the chat session after the OTP, and goes to the configured bot host', async () => {
    setApiHosts({ bot: 'https://bot.example.org' })
    const r = recorder([json(200, BODY)])
    await callBot({ consNo: '101000000001', isMenu: 'Y', botMsg: 'bill' }, { apiKey: 'k', token: 'tok', lang: 'en', fetchImpl: r.fetchImpl })
    expect(r.seen[0].url).toBe('https://bot.example.org' + BOT_PATH)
    expect(r.seen[0].headers['X-Chat-Token']).toBe('tok')
  })

  it('solves the proof of work of a 428 and sends once more with X-Altcha', async () => {
    const salt = 'salt123?expires=9999999999'
    const challenge = { algorithm: 'SHA-256', challenge: sha256Hex(salt + '37'), maxnumber: 100, salt, signature: 'a'.repeat(64) }
    const r = recorder([json(428, { ...BODY, status: 'error', otpGenerated: 'N', code: 'CHALLENGE_REQUIRED', challenge }), json(200, BODY)])
    const checking: boolean[] = []
    const out = await callBot({ consNo: '101000000001', otpReq: 'Y' }, { apiKey: 'k', token: null, lang: 'en', fetchImpl: r.fetchImpl, onChecking: (on) => checking.push(on) })
    expect(out.kind).toBe('answer')
    expect(r.seen).toHaveLength(2)
    expect(r.seen[0].headers['X-Altcha']).toBeUndefined()
    const solution = JSON.parse(atob(r.seen[1].headers['X-Altcha']))
    expect(solution).toMatchObject({ number: 37, salt, challenge: challenge.challenge })
    expect(checking).toEqual([true, false])
  })

  it('a failed request is a network failure; so is an answer that is not the bot’s', async () => {
    expect(await callBot({}, { apiKey: 'k', token: null, lang: 'en', fetchImpl: recorder([new TypeError('Failed to fetch')]).fetchImpl })).toEqual({ kind: 'network' })
    expect(await callBot({}, { apiKey: 'k', token: null, lang: 'en', fetchImpl: recorder([new Response('<html>Bad gateway</html>', { status: 502 })]).fetchImpl })).toEqual({ kind: 'network' })
    expect(await callBot({}, { apiKey: 'k', token: null, lang: 'en', fetchImpl: recorder([json(500, { error: 'Internal' })]).fetchImpl })).toEqual({ kind: 'network' })
    expect(await callBot({}, { apiKey: 'k', token: null, lang: 'en', fetchImpl: recorder([json(429, { message: 'Too many' })]).fetchImpl })).toEqual({ kind: 'tooMany' })
  })
})

describe('parseBotAnswer', () => {
  it('keeps the bot’s error answers with their status', () => {
    const body = { ...BODY, status: 'error', otpGenerated: 'N', error: 'Consumer Not Found', expect: 'consNo' }
    expect(parseBotAnswer(404, body)).toEqual({ kind: 'answer', httpStatus: 404, body })
  })

  it('drops what it cannot use instead of failing the answer', () => {
    const out = parseBotAnswer(200, {
      status: 'success',
      responseType: 'weird',
      msg: 'hello',
      expect: 'somewhere',
      options: [{ id: 'nope', label: 'x' }],
      link: { href: '/website/PayBill' },
      graph: 'no',
      chatToken: 5,
      extra: 'ignored',
    })
    expect(out).toEqual({
      kind: 'answer',
      httpStatus: 200,
      body: { status: 'success', otpGenerated: 'N', otpValidated: 'N', responseType: 'botResponse', consName: '', consDetails: '', msg: 'hello', error: '' },
    })
  })

  it('keeps menu options, links, graphs and the token', () => {
    const body = {
      ...BODY,
      responseType: 'menu',
      expect: 'menu',
      options: [{ id: 'bill', label: 'Bill' }],
      link: { href: '/api/bills/1/pdf', label: 'PDF' },
      graph: { title: 'T', unit: '₹' },
      chatToken: 'tok',
    }
    expect(parseBotAnswer(200, body)).toEqual({ kind: 'answer', httpStatus: 200, body })
  })
})
