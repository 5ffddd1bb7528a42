import type { Server } from 'node:http'
import type { Config } from '../config'

type Limits = Pick<Config, 'HTTP_HEADERS_TIMEOUT_MS' | 'HTTP_REQUEST_TIMEOUT_MS' | 'HTTP_MAX_CONNECTIONS'>

/**
 * Limits of the HTTP server against slow or too many clients: the headers must arrive within
 * HTTP_HEADERS_TIMEOUT_MS and the whole request within HTTP_REQUEST_TIMEOUT_MS (slowloris),
 * and at most HTTP_MAX_CONNECTIONS sockets are open at once (more are dropped on accept).
 * Since Node 18 the headers time-out runs from a request's first byte, so an idle keep-alive
 * socket (keepAliveTimeout, set beside this call) is not cut by it.
 */
export function applyServerLimits(server: Server, config: Limits): void {
  server.headersTimeout = config.HTTP_HEADERS_TIMEOUT_MS
  // requestTimeout 0 would mean none; the headers are part of the request
  server.requestTimeout = Math.max(config.HTTP_REQUEST_TIMEOUT_MS, config.HTTP_HEADERS_TIMEOUT_MS)
  server.maxConnections = config.HTTP_MAX_CONNECTIONS
}
