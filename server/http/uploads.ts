/**
 * multer per route, never global (issue 10 §2): memory storage (nothing reaches the disk
 * before every file has passed its checks, so a request cut in the middle leaves no file),
 * with `fileSize`, `files`, `parts`, `fields` and `fieldSize` limits. A refusal by multer
 * (too big, too many, an unexpected field) does not fail the request: it becomes a problem
 * of the form (`res.locals.uploadProblems`), so the page answers with the other fields kept.
 * The bytes are checked afterwards by server/services/uploads.ts (`checkFiles`).
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express'
import multer from 'multer'
import type { FormProblem } from '#shared/forms/fields'
import { checkUpload, UPLOAD_MAX_BYTES, type CheckedFile, type IncomingFile } from '../services/uploads'

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
    storage: multer.memoryStorage(),
    limits: {
      fileSize: Math.max(UPLOAD_MAX_BYTES, ...slots.map((s) => s.maxBytes ?? 0)),
      files: slots.length,
      fields: MAX_FIELDS,
      fieldSize: MAX_FIELD_BYTES,
      parts: MAX_FIELDS + slots.length,
      headerPairs: 200,
    },
  }).fields(slots.map((s) => ({ name: s.name, maxCount: 1 })))
  return (req: Request, res: Response, next: NextFunction) => {
    if (!req.is('multipart/form-data')) return next()
    upload(req, res, (err: unknown) => {
      if (!err) return next()
      if (err instanceof multer.MulterError) {
        const field = err.field && slots.some((s) => s.name === err.field) ? err.field : (slots[0]?.name ?? 'form')
        const problem =
          err.code === 'LIMIT_FILE_SIZE'
            ? 'fileTooLarge'
            : err.code === 'LIMIT_FILE_COUNT' || err.code === 'LIMIT_UNEXPECTED_FILE'
              ? 'tooManyFiles'
              : 'formTooLarge'
        res.locals.uploadProblems = [{ field, problem }] satisfies FormProblem[]
        req.files = {}
        return next()
      }
      // the client went away or sent a broken body: nothing was stored; answer 400
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
export async function checkFiles(req: Request, res: Response, slots: readonly UploadSlot[]): Promise<{ files: CheckedFile[]; problems: FormProblem[] }> {
  const problems: FormProblem[] = [...((res.locals.uploadProblems as FormProblem[] | undefined) ?? [])]
  const files: CheckedFile[] = []
  const got = filesOf(req)
  for (const slot of slots) {
    if (problems.some((p) => p.field === slot.name)) continue
    const file = got[slot.name]?.[0]
    if (!file || file.size === 0) {
      if (slot.required) problems.push({ field: slot.name, problem: file ? 'fileEmpty' : 'fileMissing' })
      continue
    }
    const checked = await checkUpload(slot.name, file, slot.maxBytes ?? UPLOAD_MAX_BYTES)
    if (checked.ok) files.push(checked.file)
    else problems.push({ field: slot.name, problem: checked.problem })
  }
  return { files, problems }
}
