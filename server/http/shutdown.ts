import type { Server } from 'node:http'
import type { Logger } from 'pino'

/**
 * Stops accepting connections, lets requests in flight finish, then runs `cleanup`.
 * Connections still open after `timeoutMs` are closed. Resolves when the server is closed.
 */
export function gracefulShutdown(server: Server, opts: { timeoutMs: number; logger?: Pick<Logger, 'info' | 'error'>; cleanup?: () => Promise<void> }): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      opts.logger?.error('shutdown timed out; closing remaining connections')
      server.closeAllConnections()
    }, opts.timeoutMs)
    timer.unref()
    server.close(async () => {
      clearTimeout(timer)
      await opts.cleanup?.().catch(() => undefined)
      resolve()
    })
    // keep-alive connections with no request in flight would hold close() open
    server.closeIdleConnections()
  })
}
