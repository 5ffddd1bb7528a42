import express, { Router } from 'express'
import { z } from 'zod'
import { ADMIN_TENDERS_PAGE_SIZE, parseTenderQuery, TENDER_CATEGORIES, TENDER_DOC_TYPES, TENDER_LIMITS } from '#shared/admin/tenders'
import type { RouterDeps } from '..'
import { fieldError, InvalidError } from '../../errors'
import { requireAdmin } from '../../http/adminSession'
import { uploadFields } from '../../http/uploads'
import type { NitChange, TenderDocumentInput, TenderInput } from '../../services/admin/tenders'
import { auditActor } from '../admin'
import { checkbox, emptyIsNull, fileSlot, idOf as formId, optionalDate, optionalText, readForm, realDay, requiredDate, requiredText, trimmed } from './forms'

// ---- the fields (server/routes/admin/forms.ts: JSON, or the text fields of a multipart form) ----

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

const NIT_SLOT = fileSlot('nit_file', false)
const DOC_SLOT = fileSlot('file', true)

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

const idOf = (raw: unknown, what = 'tender') => formId(raw, what)

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
    const { body, files } = await readForm(req, res, tenderBody, NIT_SLOT, 'pdf')
    const tender = await tenders.create(tenderInput(body), files[0] ?? null, auditActor(req, res))
    res.status(201).json({ status: 'success', tender })
  })

  router.put('/tenders/:id', requireAdmin('tenders.edit'), uploadFields(NIT_SLOT), json, async (req, res) => {
    const id = idOf(req.params.id)
    const { body, files } = await readForm(req, res, tenderBody, NIT_SLOT, 'pdf')
    const nit: NitChange = files[0] ? { kind: 'file', file: files[0] } : body.remove_nit ? { kind: 'remove' } : body.nit ? { kind: 'link', link: body.nit } : { kind: 'keep' }
    const tender = await tenders.update(id, tenderInput(body), nit, auditActor(req, res))
    res.json({ status: 'success', tender })
  })

  router.post('/tenders/:id/documents', requireAdmin('tenders.edit'), uploadFields(DOC_SLOT), json, async (req, res) => {
    const id = idOf(req.params.id)
    // an unknown tender is a 404 before any file is looked at
    await tenders.get(id)
    const { body, files } = await readForm(req, res, documentBody, DOC_SLOT, 'pdf')
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
