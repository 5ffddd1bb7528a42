import http from 'node:http'
import net from 'node:net'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../config'
import { applyServerLimits } from './serverLimits'

describe('applyServerLimits', () => {
  it('sets the headers and request time-outs and the connection cap from config', () => {
    const server = http.createServer()
    applyServerLimits(server, { HTTP_HEADERS_TIMEOUT_MS: 15_000, HTTP_REQUEST_TIMEOUT_MS: 30_000, HTTP_MAX_CONNECTIONS: 2000 })
    expect(server.headersTimeout).toBe(15_000)
    expect(server.requestTimeout).toBe(30_000)
    expect(server.maxConnections).toBe(2000)
  })

  it('has defaults in config', () => {
    const c = loadConfig({ NODE_ENV: 'test', DEMO_MODE: 'true' })
    expect([c.HTTP_HEADERS_TIMEOUT_MS, c.HTTP_REQUEST_TIMEOUT_MS, c.HTTP_MAX_CONNECTIONS]).toEqual([15_000, 30_000, 2000])
  })

  it('drops connections beyond the cap', async () => {
    const server = http.createServer((_req, res) => res.end('ok'))
    applyServerLimits(server, { HTTP_HEADERS_TIMEOUT_MS: 15_000, HTTP_REQUEST_TIMEOUT_MS: 30_000, HTTP_MAX_CONNECTIONS: 1 })
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
    const { port } = server.address() as AddressInfo
    const first = net.connect(port, '127.0.0.1')
    await new Promise((r) => first.once('connect', r))
    // the server sees the first socket before the second arrives
    await new Promise((r) => setTimeout(r, 50))
    const second = net.connect(port, '127.0.0.1')
    const closed = await new Promise<boolean>((resolve) => {
      second.once('close', () => resolve(true))
      setTimeout(() => resolve(false), 2000)
    })
    expect(closed).toBe(true)
    first.destroy()
    await new Promise((r) => server.close(r))
  })
})
