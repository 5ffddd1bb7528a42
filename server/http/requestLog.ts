import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import pino, { type Logger } from 'pino'
import { pinoHttp } from 'pino-http'
import type { Config } from '../config'

/** Query parameters and headers that may carry secrets never reach a log line. */
const SECRET_QUERY = /([?&](?:otp|otpNo|otpno|token|accessToken|password|mobNo|mobile_no)=)[^&]*/gi

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[redacted]')
}

export function createLogger(config: Pick<Config, 'LOG_LEVEL'>): Logger {
  return pino({
    level: config.LOG_LEVEL,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', '*.password', '*.otp', '*.otpNo', '*.accessToken'],
      censor: '[redacted]',
    },
  })
}

/** The request's id: a well-formed incoming X-Request-Id, or a new one; sent back as X-Request-Id. */
export function requestIdOf(req: IncomingMessage, res: ServerResponse): string {
  const incoming = req.headers['x-request-id']
  const id = typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID()
  res.setHeader('X-Request-Id', id)
  return id
}

/** The level of a request's log line by its answer. */
export function logLevelOf(statusCode: number, err?: unknown): 'error' | 'warn' | 'info' {
  if (err || statusCode >= 500) return 'error'
  if (statusCode >= 400) return 'warn'
  return 'info'
}

export function requestLogger(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: requestIdOf,
    serializers: {
      req(req) {
        return { id: req.id, method: req.method, url: redactUrl(String(req.url)) }
      },
      res(res) {
        return { statusCode: res.statusCode }
      },
    },
    customLogLevel: (_req, res, err) => logLevelOf(res.statusCode, err),
    autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
  })
}
