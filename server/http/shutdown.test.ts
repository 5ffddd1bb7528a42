import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { gracefulShutdown } from './shutdown'

function get(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ port, path, agent: false }, (res) => {
        let body = ''
        res.on('data', (c) => (body += c))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
      })
      .on('error', reject)
  })
}

describe('gracefulShutdown', () => {
  it('finishes a request in flight, then closes and cleans up', async () => {
    let cleaned = false
    const server = http.createServer((_req, res) => {
      setTimeout(() => res.end('finished'), 300)
    })
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
    const { port } = server.address() as AddressInfo
    const inFlight = get(port, '/slow')
    await new Promise((r) => setTimeout(r, 50))
    const closed = gracefulShutdown(server, { timeoutMs: 5000, cleanup: async () => void (cleaned = true) })
    await expect(inFlight).resolves.toEqual({ status: 200, body: 'finished' })
    await closed
    expect(cleaned).toBe(true)
    await expect(get(port, '/after')).rejects.toThrow()
  })

  it('closes connections still open after the timeout', async () => {
    const server = http.createServer(() => {
      /* never answers */
    })
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
    const { port } = server.address() as AddressInfo
    const hung = get(port, '/hang').catch((e: Error) => e)
    await new Promise((r) => setTimeout(r, 50))
    const started = Date.now()
    await gracefulShutdown(server, { timeoutMs: 200 })
    expect(Date.now() - started).toBeLessThan(2000)
    expect(await hung).toBeInstanceOf(Error)
  })
})
