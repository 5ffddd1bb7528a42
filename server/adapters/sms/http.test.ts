import { maskMobile } from '#shared/billing/input'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createHttpTransport } from './http'
import { SmsDeliveryError } from './types'

/** A local gateway: answers by the path, remembers what it got. */
const received: Array<{ path: string; headers: http.IncomingHttpHeaders; body: unknown }> = []
const server = http.createServer((req, res) => {
  let raw = ''
  req.on('data', (c) => (raw += c))
  req.on('end', () => {
    received.push({ path: req.url ?? '', headers: req.headers, body: raw ? JSON.parse(raw) : undefined })
    if (req.url === '/ok') return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}')
    if (req.url === '/slow') return void setTimeout(() => res.end('late'), 2000)
    res.writeHead(500).end('gateway error for text 123456')
  })
})
let base = ''
const lines: string[] = []
const logger = pino({ level: 'trace' }, { write: (l: string) => void lines.push(l) })
const transport = (path: string, extra: { token?: string; timeoutMs?: number } = {}) =>
  createHttpTransport({ url: base + path, senderId: 'APDCLT', templateId: '1107000000000000001', timeoutMs: 500, logger, ...extra })

beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise((r) => server.close(r))
})

describe('http SMS transport', () => {
  it('POSTs the DLT fields as JSON with the bearer token', async () => {
    await transport('/ok', { token: 's3cret' }).send({ mobile: '9000000001', text: '123456 is your OTP' })
    const got = received.at(-1)!
    expect(got.path).toBe('/ok')
    expect(got.headers['content-type']).toBe('application/json')
    expect(got.headers.authorization).toBe('Bearer s3cret')
    expect(got.body).toEqual({ sender: 'APDCLT', to: '919000000001', templateId: '1107000000000000001', text: '123456 is your OTP' })
  })

  it('turns a refusal into an SmsDeliveryError without the gateway’s answer', async () => {
    const err = await transport('/fail')
      .send({ mobile: '9000000001', text: '654321 is your OTP' })
      .catch((e: unknown) => e)
    expect(err).toBeInstanceOf(SmsDeliveryError)
    expect((err as SmsDeliveryError).status).toBe(502)
    expect((err as Error).message).toBe('The SMS gateway refused the message (HTTP 500)')
  })

  it('gives up after the timeout', async () => {
    const started = Date.now()
    const err = await transport('/slow', { timeoutMs: 200 })
      .send({ mobile: '9000000001', text: 'x' })
      .catch((e: unknown) => e)
    expect(err).toBeInstanceOf(SmsDeliveryError)
    expect((err as Error).message).toMatch(/did not answer in time/)
    expect(Date.now() - started).toBeLessThan(1500)
  })

  it('reports an unreachable gateway', async () => {
    const t = createHttpTransport({ url: 'http://127.0.0.1:9/send', senderId: 'APDCLT', templateId: '1', timeoutMs: 1000, logger })
    const err = await t.send({ mobile: '9000000001', text: 'x' }).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(SmsDeliveryError)
    expect((err as Error).message).toMatch(/could not be reached/)
  })

  it('never logs the text or the full mobile number', () => {
    const log = lines.join('')
    expect(log).toContain('sms sent')
    expect(log).toContain('sms gateway refused')
    expect(log).not.toMatch(/123456|654321|9000000001/)
    expect(log).toContain(maskMobile('9000000001'))
  })
})

describe('maskMobile', () => {
  it('keeps the last four digits only', () => {
    expect(maskMobile('9000000001')).toBe('******0001')
    expect(maskMobile('12')).toBe('****')
  })
})
