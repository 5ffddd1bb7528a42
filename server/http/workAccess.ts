import type { Request, Response } from 'express'
import type { Services } from '../services'
import { WORK_ACCESS_TTL_MS } from '../services/workAccess'
import { readCookie } from './csrf'

/** The applications and complaints this request's browser may open (server/services/workAccess.ts). */
export const workAccessOf = (req: Request, services: Pick<Services, 'cookies' | 'workAccess'>): string[] => services.workAccess.granted(readCookie(req, services.cookies.work))

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

/**
 * Sends an applicant's document (a private file of an application or complaint) to whoever may
 * read it (the applicant's browser, the officer): as an attachment, never sniffed, never cached,
 * sandboxed should a browser render it anyway.
 */
export function sendWorkFile(
  res: Response,
  file: { contentType: string; bytes: number; name: string; body: NodeJS.ReadableStream },
  /** 'inline' for an image its owner's page shows (a meter reading's photo) */
  disposition: 'attachment' | 'inline' = 'attachment',
) {
  res.setHeader('Content-Type', file.contentType)
  res.setHeader('Content-Length', String(file.bytes))
  res.setHeader('Content-Disposition', `${disposition}; filename="${file.name}"`)
  res.setHeader('X-Content-Type-Options', 'nosniff')
  res.setHeader('Cache-Control', 'private, no-store')
  res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox")
  file.body.pipe(res)
}
