import type { Request, Response } from 'express'
import type { Services } from '../services'
import { WORK_ACCESS_TTL_MS } from '../services/workAccess'
import { readCookie } from './csrf'

/** The applications and complaints this request's browser may open (server/services/workAccess.ts). */
export const workAccessOf = (req: Request, services: Pick<Services, 'cookies' | 'workAccess'>): string[] =>
  services.workAccess.granted(readCookie(req, services.cookies.work))

/** Lets this browser open `workNo` for a day (httpOnly, SameSite=Lax, Secure in production). */
export function grantWorkAccess(req: Request, res: Response, services: Pick<Services, 'cookies' | 'workAccess'>, workNo: string, secure: boolean) {
  res.cookie(services.cookies.work, services.workAccess.grant(readCookie(req, services.cookies.work), workNo), {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: WORK_ACCESS_TTL_MS,
  })
}
