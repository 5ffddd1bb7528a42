import http from 'node:http'
import type { AddressInfo } from 'node:net'
import pino from 'pino'
import { createApp, type App } from '../../server/app'
import { loadConfig } from '../../server/config'
import { createTestDb } from './db'

export interface RawResponse {
  status: number
  headers: http.IncomingHttpHeaders
  /** the bytes as sent: not decoded, whatever the Content-Encoding */
  body: Buffer
}

/**
 * The app with its page renderer (tests mock vike/server), listening on a port: many
 * concurrent requests, and `raw` for the bytes on the wire (fetch would decode them).
 */
export async function renderingApp(env: Record<string, string> = {}) {
  const testDb = await createTestDb()
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DEMO_MODE: 'true', PAGE_CACHE_TTL_MS: '60000', ...env })
  const app: App = await createApp({ config, db: testDb.db, logger: pino({ level: 'silent' }), pages: true })
  const server: http.Server = await new Promise((resolve) => {
    const s = app.app.listen(0, '127.0.0.1', () => resolve(s))
  })
  const port = (server.address() as AddressInfo).port
  const base = `http://127.0.0.1:${port}`
  return {
    ...app,
    base,
    get: (path: string, headers: Record<string, string> = {}) => fetch(base + path, { headers }),
    raw: (path: string, opts: { method?: string; headers?: Record<string, string> } = {}) =>
      new Promise<RawResponse>((resolve, reject) => {
        const req = http.request({ host: '127.0.0.1', port, path, method: opts.method ?? 'GET', headers: opts.headers }, (res) => {
          const chunks: Buffer[] = []
          res.on('data', (c: Buffer) => chunks.push(c))
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
          res.on('error', reject)
        })
        req.on('error', reject)
        req.end()
      }),
    async close() {
      await new Promise((r) => server.close(r))
      await testDb.destroy()
    },
  }
}
