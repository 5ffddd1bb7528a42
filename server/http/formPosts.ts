/**
 * Forms that work without JavaScript (issue 10): a form posts to its own page
 * (`POST /website/<Route>` or `/website/AS_<Route>`); its handler either sends the browser on
 * (303 to the acknowledgement) or answers the same page again with what was typed, the
 * problems and the step (`pageContext.formPost`, shared/input/schema.ts FormPostState), never
 * cached. With JavaScript the page runs the same zod schema before the form leaves, so the
 * round trip happens only for what the server alone can refuse (an OTP, a file's bytes).
 *
 * Every POST here must come from our own pages (Sec-Fetch-Site or Origin; a request saying
 * it is cross-site is refused) and passes a per-network limit. Bodies: urlencoded (4 kB), or
 * multipart through the route's own multer (server/http/uploads.ts).
 */
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express'
import type { z } from 'zod'
import { checkForm, type FormPostState } from '#shared/input/schema'
import { BASE_PATH, extractLocale, localizedPath, type Locale } from '#shared/locale'
import type { Config } from '../config'
import type { Services } from '../services'
import type { CheckedFile } from '../services/uploads'
import { AppError } from '../errors'
import { requestSite } from './csrf'
import { renderForRequest } from './pages'
import { grantWorkAccess } from './workAccess'
import { checkFiles, pageUploadLimit, uploadFields, type UploadSlot } from './uploads'
import { ipLimit } from './limits'
import type { InputProblem } from '#shared/input/problem'
import { InputRefusedError } from '../validation/parse'

export interface FormPostContext {
  req: Request
  res: Response
  services: Services
  config: Config
  locale: Locale
  /** `/website/<route>` in the request's language, with `query` */
  pageUrl(route: string, query?: Record<string, string>): string
}

/** Where the browser goes (a 303), or the page again with the form's state (and a status: 200 for a next step, 422 for problems). */
export type FormPostAnswer = { redirect: string } | { state: FormPostState; status?: number }

export interface FormPostRoute {
  /** the English route, e.g. '/ApplyNewConn' (its AS_ mirror is served too) */
  route: string
  /** the file slots of a multipart form */
  uploads?: readonly UploadSlot[]
  handle(ctx: FormPostContext): Promise<FormPostAnswer>
}

/** What a form sent: its text values (strings), the schema's value or problems, and the checked files. */
export interface CollectedForm<T> {
  values: Record<string, string>
  value: T | null
  files: CheckedFile[]
  problems: InputProblem[]
}

/** Fields never sent back to the page (an OTP is asked for again). */
const NEVER_KEPT = new Set(['otp', 'password'])

/** The text fields of a body as strings, for the page to show again (at most 2000 characters each). */
export function keptValues(body: unknown): Record<string, string> {
  const out: Record<string, string> = {}
  if (!body || typeof body !== 'object') return out
  for (const [k, v] of Object.entries(body as Record<string, unknown>)) {
    if (NEVER_KEPT.has(k) || k.length > 40) continue
    if (typeof v === 'string') out[k] = v.slice(0, 2000)
    else if (typeof v === 'number' || typeof v === 'boolean') out[k] = String(v)
  }
  return out
}

/** Runs the schema over the body and checks the files of `slots` by their bytes. */
export async function collectForm<S extends z.ZodType>(req: Request, res: Response, schema: S, slots: readonly UploadSlot[] = []): Promise<CollectedForm<z.output<S>>> {
  const checked = checkForm(schema, req.body ?? {})
  const { files, problems: fileProblems } = slots.length ? await checkFiles(req, res, slots) : { files: [], problems: [] }
  const problems = [...(checked.ok ? [] : checked.problems), ...fileProblems]
  return { values: keptValues(req.body), value: checked.ok ? checked.value : null, files, problems }
}

/** The same, for a JSON or API caller: the value and files, or a InputRefusedError (400). */
export async function requireForm<S extends z.ZodType>(req: Request, res: Response, schema: S, slots: readonly UploadSlot[] = []): Promise<{ value: z.output<S>; files: CheckedFile[] }> {
  const c = await collectForm(req, res, schema, slots)
  if (c.problems.length || c.value === null) throw new InputRefusedError(c.problems.length ? c.problems : [{ field: 'form', key: 'invalid' }])
  return { value: c.value, files: c.files }
}

/** The page again with the form's problems (422). */
export const refused = (form: string, values: Record<string, string>, problems: InputProblem[], extra: Partial<FormPostState> = {}): FormPostAnswer => ({
  state: { form, values, problems, ...extra },
  status: 422,
})

/** Lets this browser open `workNo` (server/services/workAccess.ts) and sends it on to `route?applNo=` (the acknowledgement by default). */
export function openedAt(ctx: FormPostContext, workNo: string, route = '/PrintAck'): FormPostAnswer {
  grantWorkAccess(ctx.req, ctx.res, ctx.services, workNo, ctx.config.isProduction)
  return { redirect: ctx.pageUrl(route, { applNo: workNo }) }
}

/**
 * A service's refusal as a problem of the form when it is one (a InputRefusedError, or a 4xx
 * the page words by its code), else rethrown.
 */
export function problemsOfError(err: unknown): InputProblem[] | null {
  if (err instanceof InputRefusedError) return err.problems
  return null
}

/** POST /website/<route> for the routes given; anything else goes on (and ends in a 404). */
export function formPosts(deps: { services: Services; config: Config; routes: readonly FormPostRoute[] }): RequestHandler {
  const { services, config } = deps
  const byRoute = new Map(deps.routes.map((r) => [r.route, r]))
  const urlencoded = express.urlencoded({ extended: false, limit: '16kb', parameterLimit: 60 })
  const limit = ipLimit(services, 'form-post', config)
  const parsers = new Map(deps.routes.map((r) => [r.route, r.uploads?.length ? uploadFields(r.uploads) : null]))
  // a page post with files cannot solve a proof of work: a tighter per-network count of its own
  const uploadLimit = pageUploadLimit(services, config)

  const run = (h: RequestHandler, req: Request, res: Response) =>
    new Promise<void>((resolve, reject) => {
      void h(req, res, (err?: unknown) => (err ? reject(err) : resolve()))
    })

  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const pathname = req.path.slice(BASE_PATH.length) || '/'
      const { locale, pathname: english } = extractLocale(pathname)
      const route = byRoute.get(english)
      if (!route) return next()
      if (requestSite(req) === 'cross') return void res.status(403).type('text/plain').send('Cross-site form refused')
      await run(limit, req, res)
      await run(urlencoded, req, res)
      const multipart = parsers.get(route.route)
      if (multipart) {
        await run(uploadLimit, req, res)
        await run(multipart, req, res)
      }
      const ctx: FormPostContext = {
        req,
        res,
        services,
        config,
        locale,
        pageUrl: (r, query) => {
          const search = query ? new URLSearchParams(query).toString() : ''
          return `${BASE_PATH}${localizedPath(r, locale)}${search ? `?${search}` : ''}`
        },
      }
      const answer = await route.handle(ctx)
      res.setHeader('Cache-Control', 'no-store')
      if ('redirect' in answer) return void res.redirect(303, answer.redirect)
      await renderForRequest(req, res, next, services, { formPost: answer.state }, answer.status)
    } catch (err) {
      // a limit or another refusal the page has words for: the page again with a form-level problem
      if (err instanceof AppError && err.status === 429) {
        res.setHeader('Retry-After', String((err as { retryAfterSeconds?: number }).retryAfterSeconds ?? 60))
        return void renderForRequest(req, res, next, services, { formPost: { form: '', values: keptValues(req.body), problems: [{ field: 'form', key: 'tooManyRequests' }] } }, 429).catch(next)
      }
      next(err)
    }
  }
}
