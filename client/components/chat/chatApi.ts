/**
 * The widget's one call (spec §7 `POST {bot host}/bot/bs/getBotResponse`): the static API
 * key header (spec §6), the chat session header after the OTP, the page's language, and the
 * proof of work an OTP-sending request may be asked for (428, as the login's). The answer is
 * checked with zod before the state machine sees it: anything that is not a bot response
 * counts as a failed call ('Network Error !').
 */
import { z } from 'zod'
import { BOT_PATH, CHAT_KEY_HEADER, CHAT_OPTIONS, CHAT_TOKEN_HEADER, type BotRequest, type BotResponse, type ChatExpect } from '#shared/chat/contract'
import type { Locale } from '#shared/locale'
import { apiUrl, jsonObjectOf } from '#client/lib/api'
import { withProofOfWork, type PowAnswer } from '#client/lib/proofOfWork'
import type { CallResult } from './chatMachine'

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>

const EXPECTS = ['consNo', 'otp', 'menu', 'mobNo', 'mobOtp', 'email', 'applNo'] as const satisfies readonly ChatExpect[]
const text = z.string().max(10_000)
const yn = z.enum(['Y', 'N']).catch('N')

/** Spec §3 bot response, and our extensions (shared/chat/contract.ts); unknown fields are dropped. */
const botResponse = z.object({
  status: z.enum(['success', 'error']),
  otpGenerated: yn,
  otpValidated: yn,
  responseType: z.enum(['menu', 'botResponse', 'link', 'graph']).catch('botResponse'),
  consName: text.catch(''),
  consDetails: text.catch(''),
  msg: text.catch(''),
  error: text.catch(''),
  expect: z.enum(EXPECTS).optional().catch(undefined),
  options: z
    .array(z.object({ id: z.enum(CHAT_OPTIONS), label: text.min(1) }))
    .max(CHAT_OPTIONS.length)
    .optional()
    .catch(undefined),
  link: z
    .object({ href: z.string().max(2000), label: text.min(1) })
    .optional()
    .catch(undefined),
  graph: z
    .object({ title: text, unit: z.string().max(40) })
    .optional()
    .catch(undefined),
  chatToken: z.string().min(1).max(500).optional().catch(undefined),
})

/** The answer as the machine takes it (`expect` is required by the type but may be absent on the wire). */
export function parseBotAnswer(httpStatus: number, body: unknown): CallResult {
  const parsed = botResponse.safeParse(body)
  if (parsed.success) return { kind: 'answer', httpStatus, body: parsed.data as BotResponse }
  return httpStatus === 429 ? { kind: 'tooMany' } : { kind: 'network' }
}

export interface CallOptions {
  /** pageContext.site.chatKey */
  apiKey: string
  token: string | null
  lang: Locale
  fetchImpl?: FetchLike
  /** told while the browser solves the server's proof of work */
  onChecking?: (on: boolean) => void
}

/** POSTs one bot request; never throws. */
export async function callBot(request: BotRequest, opts: CallOptions): Promise<CallResult> {
  const fetchImpl = opts.fetchImpl ?? ((input: string, init?: RequestInit) => fetch(input, init))
  const body = JSON.stringify({ ...request, lang: opts.lang })
  const post = async (extra: Record<string, string>): Promise<PowAnswer> => {
    const res = await fetchImpl(apiUrl(BOT_PATH), {
      method: 'POST',
      // the chat session rides in its header; the OTP flow cookie (its own resend budget, as the
      // login's) goes along only to our own origin: a bot on a host of its own gets no cookies
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        [CHAT_KEY_HEADER]: opts.apiKey,
        ...(opts.token ? { [CHAT_TOKEN_HEADER]: opts.token } : {}),
        ...extra,
      },
      body,
    })
    return { status: res.status, body: await jsonObjectOf(res) }
  }
  try {
    const answer = await withProofOfWork(post, opts.onChecking)
    return parseBotAnswer(answer.status, answer.body)
  } catch {
    return { kind: 'network' }
  }
}
