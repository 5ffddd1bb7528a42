import type { RequestHandler } from 'express'
import type { RateLimitScope } from '#shared/errors'
import type { Config } from '../config'
import type { Services } from '../services'
import { clientKey } from './clientIp'

/** Per-IP limit on every OTP and login path (docs/security.md); the count is AUTH_IP_LIMIT. */
export const IP_LIMIT = { limit: 20, windowMs: 15 * 60_000 } as const

/**
 * Counts one hit of this IP under `name`; once over `limit` in `windowMs`, the error handler
 * answers 429 with Retry-After and `message` (scope: whose budget is spent).
 */
export function perIpLimit(services: Pick<Services, 'rateLimit'>, rule: { name: string; limit: number; windowMs: number; message: string; scope: RateLimitScope }): RequestHandler {
  return async (req, _res, next) => {
    try {
      await services.rateLimit.consumeOrThrow(`ip:${clientKey(req.ip)}:${rule.name}`, rule.limit, rule.windowMs, rule.message, rule.scope)
      next()
    } catch (err) {
      next(err)
    }
  }
}

/** Counts one hit of this IP on this OTP or login path; 429 with Retry-After once over the limit. */
export function ipLimit(services: Pick<Services, 'rateLimit'>, name: string, config?: Pick<Config, 'AUTH_IP_LIMIT'>): RequestHandler {
  const limit = config?.AUTH_IP_LIMIT ?? IP_LIMIT.limit
  return perIpLimit(services, { name, limit, windowMs: IP_LIMIT.windowMs, message: 'Too many requests from this network. Please try again later.', scope: 'network' })
}
