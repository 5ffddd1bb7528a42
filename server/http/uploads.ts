/**
 * multer per route, never global (issue 10 §2): disk storage (issue 27 §6: each file streams to
 * a temporary file under `<UPLOADS_DIR>/private/tmp/`, never into memory, and is removed when
 * the answer has been sent; the accepted ones are copied into storage by the services), with
 * `fileSize`, `files`, `parts`, `fields` and `fieldSize` limits. A refusal by multer (too big,
 * too many, an unexpected field) does not fail the request: it becomes a problem of the form
 * (`res.locals.uploadProblems`), so the page answers with the other fields kept. The bytes are
 * checked afterwards by server/services/uploads.ts (`checkFiles`).
 *
 * At most UPLOAD_CONCURRENCY.slots multipart requests of a process read and check files at
 * once; the next ones wait in a short queue (the body stays in the network's buffers), and
 * beyond it, or after waiting too long, the answer is 503 with Retry-After.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { NextFunction, Request, RequestHandler, Response } from 'express'
import multer from 'multer'

import { ServiceUnavailableError } from '../errors'
import type { Config } from '../config'
import type { Services } from '../services'
import { perIpLimit } from './limits'
import { checkUpload, UPLOAD_MAX_BYTES, UPLOAD_TMP_SEGMENTS, type CheckedFile, type IncomingFile } from '../services/uploads'
import type { InputProblem } from '#shared/input/problem'

/**
 * Multipart requests of one process reading and checking files at once, how many may wait for
 * a slot, and for how long; a request beyond is answered 503 with `retryAfterSeconds`.
 */
export const UPLOAD_CONCURRENCY = { slots: 4, queue: 16, waitMs: 10_000, retryAfterSeconds: 10 }

/** The answers of the proof of work of a form with files (proofOfWorkForFiles). */
export const UPLOAD_CHALLENGE_MESSAGES = {
  required: 'Please wait while we check your device before sending the form.',
  invalid: 'The security check failed. Please try again.',
} as const

/** The busy answer of a full upload queue (503, Retry-After). */
export const UPLOADS_BUSY_MESSAGE = 'Too many files are being sent right now. Please try again in a few seconds.'

/**
 * A counting semaphore with a bounded queue: `acquire` resolves to a release function, or to
 * null when the queue is full or the wait ran out (or `signal` aborted).
 */
export function createUploadGate(limits: { slots: number; queue: number; waitMs: number }) {
  let active = 0
  let peak = 0
  const waiting: Array<(granted: boolean) => void> = []
  const releaseOnce = () => {
    let done = false
    return () => {
      if (done) return
      done = true
      const next = waiting.shift()
      if (next) next(true)
      else active--
    }
  }
  return {
    get active() {
      return active
    },
    get waiting() {
      return waiting.length
    },
    /** the most requests that held a slot at once (tests) */
    get peak() {
      return peak
    },
    async acquire(signal?: AbortSignal): Promise<(() => void) | null> {
      if (active < limits.slots) {
        active++
        peak = Math.max(peak, active)
        return releaseOnce()
      }
      if (waiting.length >= limits.queue || signal?.aborted) return null
      const granted = await new Promise<boolean>((resolve) => {
        const entry = (ok: boolean) => {
          clearTimeout(timer)
          signal?.removeEventListener('abort', onAbort)
          resolve(ok)
        }
        const drop = () => {
          const at = waiting.indexOf(entry)
          if (at >= 0) waiting.splice(at, 1)
          entry(false)
        }
        const onAbort = () => drop()
        const timer = setTimeout(drop, limits.waitMs)
        timer.unref()
        signal?.addEventListener('abort', onAbort, { once: true })
        waiting.push(entry)
      })
      // a slot handed over by a release keeps `active` as it was
      if (!granted) return null
      peak = Math.max(peak, active)
      return releaseOnce()
    },
  }
}

/** The process's one gate of multipart requests. */
export const uploadGate = createUploadGate(UPLOAD_CONCURRENCY)

/** The temporary folder of this app's uploads (set by createApp from services.uploads), created once. */
const madeDirs = new Set<string>()
function tmpDirOf(req: Request): string {
  const dir = (req.app?.locals?.uploadTmpDir as string | undefined) ?? path.resolve('uploads', ...UPLOAD_TMP_SEGMENTS)
  if (!madeDirs.has(dir)) {
    fs.mkdirSync(dir, { recursive: true })
    madeDirs.add(dir)
  }
  return dir
}

/** Every temporary file multer began for a request (a file cut off by the client is not in req.files). */
const temporaries = new WeakMap<Request, string[]>()

const diskStorage = multer.diskStorage({
  // a name of our own: nothing of the sender's file name reaches the disk
  destination: (req, _file, cb) => {
    try {
      const dir = tmpDirOf(req)
      const name = `${randomBytes(16).toString('hex')}.upload`
      const list = temporaries.get(req) ?? []
      list.push(path.join(dir, name))
      temporaries.set(req, list)
      ;(req as Request & { nextUploadName?: string }).nextUploadName = name
      cb(null, dir)
    } catch (err) {
      cb(err as Error, '')
    }
  },
  filename: (req, _file, cb) => cb(null, (req as Request & { nextUploadName?: string }).nextUploadName as string),
})

/** Removes the temporary files of a request (once its answer is written, or the client went away). */
function removeTemporary(req: Request): void {
  const list = temporaries.get(req)
  if (!list) return
  temporaries.delete(req)
  for (const file of list) {
    try {
      fs.rmSync(file, { force: true })
    } catch {
      // the sweep removes what could not be removed now
    }
  }
}

export interface UploadSlot {
  name: string
  required: boolean
  /** the largest file of this slot (default UPLOAD_MAX_BYTES, 2 MB) */
  maxBytes?: number
}

/** The most text fields any of our forms has, and the longest value of one (a description). */
const MAX_FIELDS = 40
const MAX_FIELD_BYTES = 8 * 1024

/** A multipart body with at most one file per slot, each ≤ its slot's limit (2 MB by default); a urlencoded body passes through. */
export function uploadFields(slots: readonly UploadSlot[]): RequestHandler {
  const upload = multer({
    storage: diskStorage,
    limits: {
      fileSize: Math.max(UPLOAD_MAX_BYTES, ...slots.map((s) => s.maxBytes ?? 0)),
      files: slots.length,
      fields: MAX_FIELDS,
      fieldSize: MAX_FIELD_BYTES,
      parts: MAX_FIELDS + slots.length,
      headerPairs: 200,
    },
  }).fields(slots.map((s) => ({ name: s.name, maxCount: 1 })))
  return async (req: Request, res: Response, next: NextFunction) => {
    if (!req.is('multipart/form-data')) return next()
    // a slot of the process's gate before a byte of the body is read; given back (and the
    // temporary files removed) once the answer is sent or the client went away
    const gone = new AbortController()
    res.once('close', () => gone.abort())
    const release = await uploadGate.acquire(gone.signal)
    if (!release) return next(new ServiceUnavailableError(UPLOADS_BUSY_MESSAGE, UPLOAD_CONCURRENCY.retryAfterSeconds))
    if (gone.signal.aborted) {
      release()
      return
    }
    gone.signal.addEventListener('abort', () => {
      release()
      removeTemporary(req)
    })
    // the answer's last write removes the temporary files first, so none outlives the answer
    const end = res.end.bind(res) as (...args: unknown[]) => Response
    res.end = ((...args: unknown[]) => {
      removeTemporary(req)
      return end(...args)
    }) as Response['end']
    upload(req, res, (err: unknown) => {
      if (!err) return next()
      if (err instanceof multer.MulterError) {
        const field = err.field && slots.some((s) => s.name === err.field) ? err.field : (slots[0]?.name ?? 'form')
        const problem = err.code === 'LIMIT_FILE_SIZE' ? 'fileTooLarge' : err.code === 'LIMIT_FILE_COUNT' || err.code === 'LIMIT_UNEXPECTED_FILE' ? 'tooManyFiles' : 'formTooLarge'
        res.locals.uploadProblems = [{ field, key: problem }] satisfies InputProblem[]
        req.files = {}
        return next()
      }
      // the client went away or sent a broken body: nothing was stored (multer removed its files); answer 400
      next(Object.assign(new Error('Malformed upload'), { status: 400, expose: true }))
    })
  }
}

/** The uploaded files of a request by slot (multer's `fields` result). */
function filesOf(req: Request): Record<string, IncomingFile[]> {
  const f = req.files
  return f && !Array.isArray(f) ? (f as Record<string, IncomingFile[]>) : {}
}

/**
 * Every slot's file checked by its bytes: the accepted files, and one problem per refused or
 * missing slot (multer's own refusals first).
 */
export async function checkFiles(req: Request, res: Response, slots: readonly UploadSlot[]): Promise<{ files: CheckedFile[]; problems: InputProblem[] }> {
  const problems: InputProblem[] = [...((res.locals.uploadProblems as InputProblem[] | undefined) ?? [])]
  const files: CheckedFile[] = []
  const got = filesOf(req)
  for (const slot of slots) {
    if (problems.some((p) => p.field === slot.name)) continue
    const file = got[slot.name]?.[0]
    if (!file || file.size === 0) {
      if (slot.required) problems.push({ field: slot.name, key: file ? 'fileEmpty' : 'fileMissing' })
      continue
    }
    const checked = await checkUpload(slot.name, file, slot.maxBytes ?? UPLOAD_MAX_BYTES)
    if (checked.ok) files.push(checked.file)
    else problems.push({ field: slot.name, key: checked.problem })
  }
  return { files, problems }
}

/**
 * The proof of work of a public form's JSON call with files (issue 27 §6): a multipart request
 * must carry a solved challenge of services.otpChallenge (header X-Altcha, each usable once),
 * else 428 CHALLENGE_REQUIRED with a new challenge (400 CHALLENGE_INVALID for a solution that
 * does not hold), before its body is read. The forms' page posts (server/http/formPosts.ts)
 * cannot solve one without JavaScript: they have a per-network limit of their own instead.
 */
export function proofOfWorkForFiles(services: Pick<Services, 'otpChallenge'>): RequestHandler {
  return async (req, res, next) => {
    try {
      if (!req.is('multipart/form-data')) return next()
      const solution = req.get('x-altcha')
      if (!solution) {
        res.setHeader('Cache-Control', 'no-store')
        return void res.status(428).json({ status: 'error', code: 'CHALLENGE_REQUIRED', message: UPLOAD_CHALLENGE_MESSAGES.required, challenge: await services.otpChallenge.create() })
      }
      if (!(await services.otpChallenge.verify(solution))) {
        return void res.status(400).json({ status: 'error', code: 'CHALLENGE_INVALID', message: UPLOAD_CHALLENGE_MESSAGES.invalid })
      }
      next()
    } catch (err) {
      next(err)
    }
  }
}

/**
 * The guard of a form's page post with files (no JavaScript, so no proof of work): half the
 * network's AUTH_IP_LIMIT (10) such posts per network an hour, beside the page posts' own
 * per-network limit and the mobile's daily quota (docs/security.md "Uploads of citizens").
 */
export const PAGE_UPLOAD_WINDOW_MS = 60 * 60_000
export function pageUploadLimit(services: Pick<Services, 'rateLimit'>, config: Pick<Config, 'AUTH_IP_LIMIT'>): RequestHandler {
  const limit = Math.max(1, Math.floor(config.AUTH_IP_LIMIT / 2))
  const counted = perIpLimit(services, {
    name: 'form-upload',
    limit,
    windowMs: PAGE_UPLOAD_WINDOW_MS,
    message: 'Too many forms with files were sent from this network. Please try again later.',
    scope: 'network',
  })
  return (req, res, next) => (req.is('multipart/form-data') ? counted(req, res, next) : next())
}
