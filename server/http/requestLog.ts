import { randomUUID } from 'node:crypto'
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
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.otp',
        '*.otpNo',
        '*.accessToken',
      ],
      censor: '[redacted]',
    },
  })
}

export function requestLogger(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId(req, res) {
      const incoming = req.headers['x-request-id']
      const id = typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID()
      res.setHeader('X-Request-Id', id)
      return id
    },
    serializers: {
      req(req) {
        return { id: req.id, method: req.method, url: redactUrl(String(req.url)) }
      },
      res(res) {
        return { statusCode: res.statusCode }
      },
    },
    customLogLevel(_req, res, err) {
      if (err || res.statusCode >= 500) return 'error'
      if (res.statusCode >= 400) return 'warn'
      return 'info'
    },
    autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
  })
}
