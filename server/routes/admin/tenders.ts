import express, { Router, type Request, type Response } from 'express'
import { z } from 'zod'
import { ADMIN_TENDERS_PAGE_SIZE, parseTenderQuery, TENDER_CATEGORIES, TENDER_DOC_TYPES, TENDER_LIMITS } from '#shared/adminTenders'
import type { FormProblem } from '#shared/forms/fields'
import type { ApiFieldError } from '#shared/contract/errors'
import type { RouterDeps } from '..'
import { fieldError, InvalidError, NotFoundError } from '../../errors'
import { requireAdmin } from '../../http/adminSession'
import { checkFiles, uploadFields, type UploadSlot } from '../../http/uploads'
import type { NitChange, TenderDocumentInput, TenderInput } from '../../services/admin/tenders'
import { ADMIN_PDF_MAX_BYTES, type CheckedFile } from '../../services/uploads'
import { auditActor } from '../admin'

// ---- the fields (JSON, or the text fields of a multipart form: strings, a checkbox 'true' or absent) ----

const HTML_TAG = /<\s*[a-zA-Z!/?]/
const PLAIN = 'Plain text only: no HTML tags.'
const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v)
const emptyIsNull = (v: unknown) => {
  const s = trimmed(v)
  return s === '' || s === undefined ? null : s
}

const requiredText = (label: string, max: number) =>
  z.preprocess(
    trimmed,
    z
      .string({ error: `Give the ${label}.` })
      .min(1, { error: `Give the ${label}.` })
      .max(max, { error: `The ${label} must be at most ${max} characters.` })
      .refine((s) => !HTML_TAG.test(s), { error: PLAIN }),
  )

const optionalText = (label: string, max: number) =>
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
const realDay = (s: string) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s)
  if (!m) return false
  const d = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]))
  return d.getUTCFullYear() === +m[1] && d.getUTCMonth() === +m[2] - 1 && d.getUTCDate() === +m[3] && +m[1] >= 1990 && +m[1] <= 2100
}
const dateField = (label: string) => z.string({ error: `Give the ${label}.` }).refine(realDay, { error: `Give the ${label} as a date (day, month, year).` })
const requiredDate = (label: string) => z.preprocess(toIsoDate, dateField(label))
const optionalDate = (label: string) => z.preprocess(toIsoDate, dateField(label).nullable())

const checkbox = z.preprocess(
  (v) => (v === true || v === 'true' || v === 'on' || v === '1' || v === 'Y' ? true : v === undefined || v === null || v === false || v === 'false' || v === '' || v === '0' || v === 'N' ? false : v),
  z.boolean({ error: 'Tick the box or leave it empty.' }),
)

const nitLink = z.preprocess(
  emptyIsNull,
  z
    .string({ error: 'Give the link to the notice.' })
    .max(500, { error: 'The link must be at most 500 characters.' })
    .refine((s) => /^https?:\/\/[^\s<>"]+$/i.test(s) && URL.canParse(s), { error: 'Give the link to the notice as a web address (https://…), or attach the notice as a PDF.' })
    .nullable(),
)

/** Both fields hold real days (after their own parsing), so their order can be checked. */
const bothDays = (value: unknown, a: string, b: string) => {
  const v = value as Record<string, unknown> | null
  return typeof v?.[a] === 'string' && realDay(v[a] as string) && typeof v?.[b] === 'string' && realDay(v[b] as string)
}

const tenderBody = z
  .object({
    category: z.preprocess((v) => emptyIsNull(v) ?? 'tender', z.enum(TENDER_CATEGORIES, { error: 'Choose tender or RDSS project.' })),
    tender_no: requiredText('tender number', TENDER_LIMITS.tenderNo),
    description: requiredText('description', TENDER_LIMITS.description),
    description_as: optionalText('Assamese description', TENDER_LIMITS.description),
    tender_date: requiredDate('tender date'),
    prebid_date: optionalDate('pre-bid meeting date'),
    bid_start_date: optionalDate('bid start date'),
    bid_end_date: optionalDate('bid end date'),
    bid_opening_date: optionalDate('bid opening date'),
    nit: nitLink,
    new_flag: checkbox,
    remove_nit: checkbox,
  })
  // the order of the bid dates, checked even when other fields have problems (all shown at once)
  .refine((b) => !(b.bid_start_date && b.bid_end_date && b.bid_end_date < b.bid_start_date), {
    path: ['bid_end_date'],
    message: 'The bid end date cannot be before the bid start date.',
    when: (p) => bothDays(p.value, 'bid_start_date', 'bid_end_date'),
  })
  .refine((b) => !(b.bid_end_date && b.bid_opening_date && b.bid_opening_date < b.bid_end_date), {
    path: ['bid_opening_date'],
    message: 'The bid opening date cannot be before the bid end date.',
    when: (p) => bothDays(p.value, 'bid_end_date', 'bid_opening_date'),
  })

const documentBody = z.object({
  title: requiredText('document title', TENDER_LIMITS.docTitle),
  title_as: optionalText('Assamese document title', TENDER_LIMITS.docTitle),
  type: z.preprocess(trimmed, z.enum(TENDER_DOC_TYPES, { error: 'Choose the type of the document from the list.' })),
  date: optionalDate('document date'),
  new_flag: checkbox,
})

const orderBody = z.object({
  order: z.array(z.number({ error: 'Give the document ids.' }).int().positive(), { error: 'Give every document of this tender once, in the new order.' }).max(500),
})

// ---- uploads ----

const NIT_SLOT: UploadSlot[] = [{ name: 'nit_file', required: false, maxBytes: ADMIN_PDF_MAX_BYTES }]
const DOC_SLOT: UploadSlot[] = [{ name: 'file', required: true, maxBytes: ADMIN_PDF_MAX_BYTES }]

const UPLOAD_WORDS: Record<string, string> = {
  fileMissing: 'Attach the document as a PDF file.',
  fileEmpty: 'The file is empty.',
  fileTooLarge: `The file is larger than ${ADMIN_PDF_MAX_BYTES / 1024 / 1024} MB.`,
  fileType: 'Attach a PDF file.',
  fileUnsafe: 'This file cannot be accepted: its contents are not a plain PDF.',
  tooManyFiles: 'Attach one file.',
  formTooLarge: 'The form is too large.',
}

/** The fields by the schema and the files by their bytes (PDF only), every problem in one 400. */
async function readForm<S extends z.ZodType>(req: Request, res: Response, schema: S, slots: UploadSlot[]): Promise<{ body: z.infer<S>; files: CheckedFile[] }> {
  const parsed = schema.safeParse(req.body ?? {})
  const errors: ApiFieldError[] = parsed.success ? [] : parsed.error.issues.map((i) => fieldError(i.path.join('.'), i.message))
  const { files, problems } = await checkFiles(req, res, slots)
  const pdfOnly: FormProblem[] = files.filter((f) => f.contentType !== 'application/pdf').map((f) => ({ field: f.slot, problem: 'fileType' }))
  for (const p of [...problems, ...pdfOnly]) errors.push(fieldError(p.field, UPLOAD_WORDS[p.problem] ?? 'This file cannot be accepted.'))
  if (errors.length || !parsed.success) throw new InvalidError(errors[0]?.message ?? 'Invalid input', errors)
  return { body: parsed.data, files }
}

const tenderInput = (b: z.infer<typeof tenderBody>): TenderInput => ({
  category: b.category,
  tenderNo: b.tender_no,
  description: b.description,
  descriptionAs: b.description_as,
  tenderDate: b.tender_date,
  prebidDate: b.prebid_date,
  bidStartDate: b.bid_start_date,
  bidEndDate: b.bid_end_date,
  bidOpeningDate: b.bid_opening_date,
  nit: b.nit,
  isNew: b.new_flag,
})

const idOf = (raw: unknown, what = 'tender') => {
  const s = String(raw)
  if (!/^\d{1,9}$/.test(s)) throw new NotFoundError(`No such ${what}`)
  return Number(s)
}

/**
 * Tenders (issue 11 §2 Tenders, spec §3 Tender), mounted on /api/admin after the session layer.
 * Reads and edits need `tenders.edit`, publishing `tenders.publish`; every write the CSRF token.
 * Tender bodies are JSON or multipart (with the notice as a PDF in `nit_file`):
 *   GET    /api/admin/tenders?q=&state=draft|published&category=tender|rdss&page= → { tenders, total, page, pageSize }
 *   GET    /api/admin/tenders/:id                     → { tender } (every document, `listed` false after a Cancellation)
 *   POST   /api/admin/tenders { category, tender_no, description, description_as, tender_date, prebid_date,
 *          bid_start_date, bid_end_date, bid_opening_date, nit, new_flag } [+ nit_file] → 201 { tender } (a draft)
 *   PUT    /api/admin/tenders/:id  (the same fields, + remove_nit) → { tender }
 *   POST   /api/admin/tenders/:id/documents  multipart { file (PDF), title, title_as, type, date, new_flag } → 201 { tender }
 *   PUT    /api/admin/tenders/:id/documents/order { order: [document ids] } → { tender }
 *   DELETE /api/admin/tenders/:id/documents/:docId    → { tender }
 *   POST   /api/admin/tenders/:id/publish | unpublish → { tender }
 * 400 with `errors` beside the fields; 404 unknown ids; 409 a tender number taken in the
 * category, or publishing a published tender (unpublishing a draft).
 */
export function adminTendersRouter({ services }: RouterDeps): Router {
  const router = Router()
  const json = express.json({ limit: '32kb' })
  const tenders = services.adminTenders

  router.get('/tenders', requireAdmin('tenders.edit'), async (req, res) => {
    const q = parseTenderQuery(req.query as Record<string, unknown>)
    res.json(await tenders.list({ q: q.q || undefined, state: q.state || undefined, category: q.category || undefined, page: q.page, pageSize: ADMIN_TENDERS_PAGE_SIZE }))
  })

  router.get('/tenders/:id', requireAdmin('tenders.edit'), async (req, res) => {
    res.json({ tender: await tenders.get(idOf(req.params.id)) })
  })

  router.post('/tenders', requireAdmin('tenders.edit'), uploadFields(NIT_SLOT), json, async (req, res) => {
    const { body, files } = await readForm(req, res, tenderBody, NIT_SLOT)
    const tender = await tenders.create(tenderInput(body), files[0] ?? null, auditActor(req, res))
    res.status(201).json({ status: 'success', tender })
  })

  router.put('/tenders/:id', requireAdmin('tenders.edit'), uploadFields(NIT_SLOT), json, async (req, res) => {
    const id = idOf(req.params.id)
    const { body, files } = await readForm(req, res, tenderBody, NIT_SLOT)
    const nit: NitChange = files[0] ? { kind: 'file', file: files[0] } : body.remove_nit ? { kind: 'remove' } : body.nit ? { kind: 'link', link: body.nit } : { kind: 'keep' }
    const tender = await tenders.update(id, tenderInput(body), nit, auditActor(req, res))
    res.json({ status: 'success', tender })
  })

  router.post('/tenders/:id/documents', requireAdmin('tenders.edit'), uploadFields(DOC_SLOT), json, async (req, res) => {
    const id = idOf(req.params.id)
    // an unknown tender is a 404 before any file is looked at
    await tenders.get(id)
    const { body, files } = await readForm(req, res, documentBody, DOC_SLOT)
    const input: TenderDocumentInput = { title: body.title, titleAs: body.title_as, type: body.type, date: body.date, isNew: body.new_flag }
    const tender = await tenders.addDocument(id, input, files[0], auditActor(req, res))
    res.status(201).json({ status: 'success', tender })
  })

  router.put('/tenders/:id/documents/order', requireAdmin('tenders.edit'), json, async (req, res) => {
    const id = idOf(req.params.id)
    const parsed = orderBody.safeParse(req.body ?? {})
    if (!parsed.success) {
      const message = 'Give every document of this tender once, in the new order.'
      throw new InvalidError(message, [fieldError('order', message)])
    }
    res.json({ status: 'success', tender: await tenders.reorderDocuments(id, parsed.data.order, auditActor(req, res)) })
  })

  router.delete('/tenders/:id/documents/:docId', requireAdmin('tenders.edit'), async (req, res) => {
    const id = idOf(req.params.id)
    const docId = idOf(req.params.docId, 'document')
    res.json({ status: 'success', tender: await tenders.removeDocument(id, docId, auditActor(req, res)) })
  })

  router.post('/tenders/:id/publish', requireAdmin('tenders.publish'), async (req, res) => {
    res.json({ status: 'success', tender: await tenders.publish(idOf(req.params.id), auditActor(req, res)) })
  })

  router.post('/tenders/:id/unpublish', requireAdmin('tenders.publish'), async (req, res) => {
    res.json({ status: 'success', tender: await tenders.unpublish(idOf(req.params.id), auditActor(req, res)) })
  })

  return router
}
