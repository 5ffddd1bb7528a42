import type { Request, Response } from 'express'
import { z } from 'zod'
import type { ApiFieldError } from '#shared/errors'

import { fieldError, InvalidError, NotFoundError } from '../../errors'
import { checkFiles, type UploadSlot } from '../../http/uploads'
import { isFileKind, type FileKind } from '../../services/admin/files'
import { ADMIN_PDF_MAX_BYTES, UPLOAD_MAX_BYTES, type CheckedFile } from '../../services/uploads'
import type { InputProblem } from '#shared/input/problem'

/**
 * The admin forms' fields and uploads (tenders, documents and content): JSON, or the text fields
 * of a multipart form (strings, a checkbox 'true' or absent), and the files checked by their
 * bytes, every problem in one 400 beside its field.
 */

export type { FileKind }

const HTML_TAG = /<\s*[a-zA-Z!/?]/
const PLAIN = 'Plain text only: no HTML tags.'
export const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v)
export const emptyIsNull = (v: unknown) => {
  const s = trimmed(v)
  return s === '' || s === undefined ? null : s
}

export const requiredText = (label: string, max: number) =>
  z.preprocess(
    trimmed,
    z
      .string({ error: `Give the ${label}.` })
      .min(1, { error: `Give the ${label}.` })
      .max(max, { error: `The ${label} must be at most ${max} characters.` })
      .refine((s) => !HTML_TAG.test(s), { error: PLAIN }),
  )

export const optionalText = (label: string, max: number) =>
  z.preprocess(
    emptyIsNull,
    z
      .string({ error: `The ${label} must be text.` })
      .max(max, { error: `The ${label} must be at most ${max} characters.` })
      .refine((s) => !HTML_TAG.test(s), { error: PLAIN })
      .nullable(),
  )

/** YYYY-MM-DD (the date input), or dd/mm/yyyy as the legacy lists write it; a real calendar day. */
const toIsoDate = (v: unknown) => {
  const s = emptyIsNull(v)
  if (typeof s !== 'string') return s
  const dmy = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(s)
  return dmy ? `${dmy[3]}-${dmy[2].padStart(2, '0')}-${dmy[1].padStart(2, '0')}` : s
}
export const realDay = (s: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s)
  if (!m) return false
  const d = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]))
  return d.getUTCFullYear() === +m[1] && d.getUTCMonth() === +m[2] - 1 && d.getUTCDate() === +m[3] && +m[1] >= 1990 && +m[1] <= 2100
}
const dateField = (label: string) => z.string({ error: `Give the ${label}.` }).refine(realDay, { error: `Give the ${label} as a date (day, month, year).` })
export const requiredDate = (label: string) => z.preprocess(toIsoDate, dateField(label))
export const optionalDate = (label: string) => z.preprocess(toIsoDate, dateField(label).nullable())

export const checkbox = z.preprocess(
  (v) => (v === true || v === 'true' || v === 'on' || v === '1' || v === 'Y' ? true : v === undefined || v === null || v === false || v === 'false' || v === '' || v === '0' || v === 'N' ? false : v),
  z.boolean({ error: 'Tick the box or leave it empty.' }),
)

/** A numeric id of the address, or a 404 "No such <what>". */
export const idOf = (raw: unknown, what: string) => {
  const s = String(raw)
  if (!/^\d{1,9}$/.test(s)) throw new NotFoundError(`No such ${what}`)
  return Number(s)
}

// ---- uploads ----

/** One file field: PDFs up to 20 MB (documents run to many pages), pictures up to the usual 2 MB. */
export const fileSlot = (name: string, required: boolean, kind: FileKind = 'pdf'): UploadSlot[] => [{ name, required, maxBytes: kind === 'pdf' ? ADMIN_PDF_MAX_BYTES : UPLOAD_MAX_BYTES }]

const UPLOAD_WORDS: Record<FileKind, Record<string, string>> = {
  pdf: {
    fileMissing: 'Attach the document as a PDF file.',
    fileEmpty: 'The file is empty.',
    fileTooLarge: `The file is larger than ${ADMIN_PDF_MAX_BYTES / 1024 / 1024} MB.`,
    fileType: 'Attach a PDF file.',
    fileUnsafe: 'This file cannot be accepted: its contents are not a plain PDF.',
    tooManyFiles: 'Attach one file.',
    formTooLarge: 'The form is too large.',
  },
  image: {
    fileMissing: 'Attach the picture as a JPEG or PNG file.',
    fileEmpty: 'The file is empty.',
    fileTooLarge: `The picture is larger than ${UPLOAD_MAX_BYTES / 1024 / 1024} MB.`,
    fileType: 'Attach a JPEG or PNG picture.',
    fileUnsafe: 'This file cannot be accepted: its contents are not a plain picture.',
    tooManyFiles: 'Attach one picture.',
    formTooLarge: 'The form is too large.',
  },
}

/** The fields by the schema and the files by their bytes (of `kind`), every problem (and `extra`) in one 400. */
export async function readForm<S extends z.ZodType>(
  req: Request,
  res: Response,
  schema: S,
  slots: UploadSlot[],
  kind: FileKind,
  extra: ApiFieldError[] = [],
): Promise<{ body: z.infer<S>; files: CheckedFile[] }> {
  const parsed = schema.safeParse(req.body ?? {})
  const errors: ApiFieldError[] = [...extra, ...(parsed.success ? [] : parsed.error.issues.map((i) => fieldError(i.path.join('.'), i.message)))]
  const { files, problems } = await checkFiles(req, res, slots)
  const wrongType: InputProblem[] = files.filter((f) => !isFileKind(kind, f)).map((f) => ({ field: f.slot, key: 'fileType' }))
  for (const p of [...problems, ...wrongType]) errors.push(fieldError(p.field, UPLOAD_WORDS[kind][p.key] ?? 'This file cannot be accepted.'))
  if (errors.length || !parsed.success) throw new InvalidError(errors[0]?.message ?? 'Invalid input', errors)
  return { body: parsed.data, files }
}
