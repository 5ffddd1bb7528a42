import express, { Router, type Request, type Response } from 'express'
import { z } from 'zod'
import { ADMIN_CONTENT_PAGE_SIZE, CAREER_DOC_TYPES, CONTENT_LIMITS, DOCUMENT_SUB_TYPES, isHtmlCategory, parseContentQuery } from '#shared/adminContent'
import { DOCUMENT_CATEGORIES, type DocumentCategory } from '#shared/contract/content'
import type { ApiFieldError } from '#shared/contract/errors'
import type { FormProblem } from '#shared/forms/fields'
import type { RouterDeps } from '..'
import { fieldError, InvalidError, NotFoundError } from '../../errors'
import { requireAdmin } from '../../http/adminSession'
import { checkFiles, uploadFields, type UploadSlot } from '../../http/uploads'
import type { DocumentInput, FileChange } from '../../services/admin/content'
import { ADMIN_PDF_MAX_BYTES, UPLOAD_MAX_BYTES, type CheckedFile } from '../../services/uploads'
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

/** HTML text (news and marquee): any markup is taken and sanitized by the service. */
const requiredHtml = (label: string) =>
  z.preprocess(trimmed, z.string({ error: `Give the ${label}.` }).min(1, { error: `Give the ${label}.` }).max(CONTENT_LIMITS.html, { error: `The ${label} must be at most ${CONTENT_LIMITS.html} characters.` }))
const optionalHtml = (label: string) =>
  z.preprocess(emptyIsNull, z.string({ error: `The ${label} must be text.` }).max(CONTENT_LIMITS.html, { error: `The ${label} must be at most ${CONTENT_LIMITS.html} characters.` }).nullable())

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

/** A page of this site (/website/…) or a web address (https://…); never another scheme. */
const SITE_OR_WEB = (s: string) => (/^\/(?!\/)[^\s<>"\\]*$/.test(s) || /^https?:\/\/[^\s<>"]+$/i.test(s)) && URL.canParse(s, 'https://example.invalid')
const optionalLink = (label: string) =>
  z.preprocess(
    emptyIsNull,
    z
      .string({ error: `The ${label} must be text.` })
      .max(CONTENT_LIMITS.link, { error: `The ${label} must be at most ${CONTENT_LIMITS.link} characters.` })
      .refine(SITE_OR_WEB, { error: `Give the ${label} as a page of this site (/website/…) or a web address (https://…).` })
      .nullable(),
  )

const order = z.preprocess(
  (v) => {
    const s = emptyIsNull(v)
    if (s === null) return 0
    return typeof s === 'string' && /^-?\d{1,6}$/.test(s) ? Number(s) : s
  },
  z.number({ error: 'Give the order as a whole number (0 to 9999).' }).int({ error: 'Give the order as a whole number (0 to 9999).' }).min(0, { error: 'Give the order as a whole number (0 to 9999).' }).max(CONTENT_LIMITS.order, { error: 'Give the order as a whole number (0 to 9999).' }),
)

const SUB_TYPE_WORDS = 'Choose the sub-type from the list.'

/** The fields of a document of `category`: HTML names for news and marquee, plain text otherwise; its sub-types. */
function documentBody(category: DocumentCategory) {
  const html = isHtmlCategory(category)
  const rule = DOCUMENT_SUB_TYPES[category]
  const values = rule.choices.map((c) => c.value)
  return z.object({
    name: html ? requiredHtml('text') : requiredText('title', CONTENT_LIMITS.name),
    name_as: html ? optionalHtml('Assamese text') : optionalText('Assamese title', CONTENT_LIMITS.name),
    sub_type: z.preprocess(
      emptyIsNull,
      z
        .string({ error: SUB_TYPE_WORDS })
        .refine((s) => values.includes(s), { error: SUB_TYPE_WORDS })
        .nullable()
        .refine((s) => s !== null || !rule.required || category === 'marquee', { error: SUB_TYPE_WORDS }),
    ),
    date: requiredDate('date'),
    link: html ? optionalLink('link') : z.preprocess(() => null, z.null()),
    new_flag: checkbox,
    published: checkbox,
    remove_file: checkbox,
  })
}

const categoryField = z.object({ category: z.preprocess(trimmed, z.enum(DOCUMENT_CATEGORIES, { error: 'Choose the category from the list.' })) })

const bannerBody = z.object({
  link: optionalLink('link'),
  caption: optionalText('caption', CONTENT_LIMITS.caption),
  caption_as: optionalText('Assamese caption', CONTENT_LIMITS.caption),
  alt: requiredText('description of the picture', CONTENT_LIMITS.alt),
  alt_as: optionalText('Assamese description of the picture', CONTENT_LIMITS.alt),
  sort_order: order,
  published: checkbox,
})

const albumBody = z.object({
  title: requiredText('album title', CONTENT_LIMITS.albumTitle),
  title_as: optionalText('Assamese album title', CONTENT_LIMITS.albumTitle),
  date: optionalDate('date'),
  sort_order: order,
})

const photoBody = z.object({
  caption: requiredText('caption', CONTENT_LIMITS.caption),
  caption_as: optionalText('Assamese caption', CONTENT_LIMITS.caption),
  sort_order: order,
})

const careerBody = z.object({
  description: requiredText('description', CONTENT_LIMITS.description),
  description_as: optionalText('Assamese description', CONTENT_LIMITS.description),
  adv_date: optionalDate('advertisement date'),
  apply_link: optionalLink('apply link'),
  new_flag: checkbox,
  published: checkbox,
  remove_adv: checkbox,
})

const careerDocumentBody = z.object({
  title: requiredText('document title', CONTENT_LIMITS.docTitle),
  title_as: optionalText('Assamese document title', CONTENT_LIMITS.docTitle),
  doc_type: z.preprocess(trimmed, z.enum(CAREER_DOC_TYPES, { error: 'Choose the type of the document from the list.' })),
  date: optionalDate('document date'),
  new_flag: checkbox,
})

// ---- uploads ----

type FileKind = 'pdf' | 'image'
// PDFs up to 20 MB (documents run to many pages), pictures up to the usual 2 MB
const FILE_SLOT = (name: string, required: boolean, kind: FileKind = 'pdf'): UploadSlot[] => [{ name, required, maxBytes: kind === 'pdf' ? ADMIN_PDF_MAX_BYTES : UPLOAD_MAX_BYTES }]

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

const accepts = (kind: FileKind, f: CheckedFile) => (kind === 'pdf' ? f.contentType === 'application/pdf' : f.contentType === 'image/jpeg' || f.contentType === 'image/png')

/** The fields by the schema and the files by their bytes, every problem in one 400. */
async function readForm<S extends z.ZodType>(req: Request, res: Response, schema: S, slots: UploadSlot[], kind: FileKind, extra: ApiFieldError[] = []): Promise<{ body: z.infer<S>; files: CheckedFile[] }> {
  const parsed = schema.safeParse(req.body ?? {})
  const errors: ApiFieldError[] = [...extra, ...(parsed.success ? [] : parsed.error.issues.map((i) => fieldError(i.path.join('.'), i.message)))]
  const { files, problems } = await checkFiles(req, res, slots)
  const wrongType: FormProblem[] = files.filter((f) => !accepts(kind, f)).map((f) => ({ field: f.slot, problem: 'fileType' }))
  for (const p of [...problems, ...wrongType]) errors.push(fieldError(p.field, UPLOAD_WORDS[kind][p.problem] ?? 'This file cannot be accepted.'))
  if (errors.length || !parsed.success) throw new InvalidError(errors[0]?.message ?? 'Invalid input', errors)
  return { body: parsed.data, files }
}

const idOf = (raw: unknown, what: string) => {
  const s = String(raw)
  if (!/^\d{1,9}$/.test(s)) throw new NotFoundError(`No such ${what}`)
  return Number(s)
}

const documentInput = (b: z.infer<ReturnType<typeof documentBody>>): DocumentInput => ({
  name: b.name,
  nameAs: b.name_as,
  subType: b.sub_type,
  date: b.date,
  link: (b.link as string | null) ?? null,
  isNew: b.new_flag,
  published: b.published,
})

const fileChange = (file: CheckedFile | undefined, remove: boolean): FileChange => (file ? { kind: 'file', file } : remove ? { kind: 'remove' } : { kind: 'keep' })

/**
 * Documents and content (issue 11 §2 /AdminUploadDocuments, §3), mounted on /api/admin after the
 * session layer; every call needs `content.edit`, every write the CSRF token. Bodies are JSON or
 * multipart (with the file):
 *   GET    /content/documents?category=&q=&state=published|unpublished&page= → { items, total, page, pageSize }
 *   GET    /content/documents/:id → { document }
 *   POST   /content/documents { category, name, name_as, sub_type, date, link (news, marquee), new_flag, published } + file (PDF) → 201 { document }
 *   PUT    /content/documents/:id (the same fields but category, + remove_file) [+ file] → { document }
 *   POST   /content/documents/:id/publish | unpublish → { document };  DELETE /content/documents/:id
 *   GET    /content/banners?state=&page=;  GET /content/banners/:id
 *   POST   /content/banners { link, caption, caption_as, alt, alt_as, sort_order, published } + image (JPEG/PNG) → 201 { banner }
 *   PUT    /content/banners/:id [+ image];  POST /content/banners/:id/publish | unpublish;  DELETE /content/banners/:id
 *   GET    /content/albums?q=&page=;  GET /content/albums/:id → { album } (with photos)
 *   POST   /content/albums { title, title_as, date, sort_order } → 201 { album };  PUT /content/albums/:id;  DELETE /content/albums/:id
 *   POST   /content/albums/:id/photos { caption, caption_as, sort_order } + image → 201 { album }
 *   PUT    /content/albums/:id/photos/:photoId;  DELETE /content/albums/:id/photos/:photoId → { album }
 *   GET    /content/careers?q=&state=&page=;  GET /content/careers/:id → { career }
 *   POST   /content/careers { description, description_as, adv_date, apply_link, new_flag, published } [+ adv (PDF)] → 201 { career }
 *   PUT    /content/careers/:id (+ remove_adv) [+ adv];  POST /content/careers/:id/publish | unpublish;  DELETE /content/careers/:id
 *   POST   /content/careers/:id/documents { title, title_as, doc_type, date, new_flag } + file (PDF) → 201 { career }
 *   DELETE /content/careers/:id/documents/:docId → { career }
 * 400 with `errors` beside the fields (a disguised file included: nothing is stored); 404 unknown
 * ids; 409 publishing what is published (withdrawing what is not).
 */
export function adminContentRouter({ services }: RouterDeps): Router {
  const router = Router()
  const json = express.json({ limit: '64kb' })
  const guard = requireAdmin('content.edit')
  const { documents, banners, gallery, careers } = services.adminContent
  const filterOf = (req: Request) => {
    const q = parseContentQuery(req.query as Record<string, unknown>)
    return { q: q.q || undefined, state: q.state || undefined, page: q.page, pageSize: ADMIN_CONTENT_PAGE_SIZE }
  }

  // ---- documents (the 20 categories; news and marquee with HTML text) ----

  const DOC_FILE = FILE_SLOT('file', false)

  router.get('/content/documents', guard, async (req, res) => {
    const raw = typeof req.query.category === 'string' ? req.query.category.trim() : ''
    const parsed = categoryField.safeParse({ category: raw })
    if (!parsed.success) throw new InvalidError('Choose the category from the list.', [fieldError('category', 'Choose the category from the list.')])
    res.json(await documents.list(parsed.data.category, filterOf(req)))
  })

  router.get('/content/documents/:id', guard, async (req, res) => {
    res.json({ document: await documents.get(idOf(req.params.id, 'document')) })
  })

  router.post('/content/documents', guard, uploadFields(DOC_FILE), json, async (req, res) => {
    const cat = categoryField.safeParse(req.body ?? {})
    if (!cat.success) {
      // the category decides the other fields: without it, only the file is checked beside it
      await readForm(req, res, z.object({}), DOC_FILE, 'pdf', [fieldError('category', 'Choose the category from the list.')])
    }
    const category = cat.data!.category
    // a document of a file category needs its PDF; news and marquee items may have one
    const { body, files } = await readForm(req, res, documentBody(category), FILE_SLOT('file', !isHtmlCategory(category)), 'pdf')
    const document = await documents.create(category, documentInput(body), files[0] ?? null, auditActor(req, res))
    res.status(201).json({ status: 'success', document })
  })

  router.put('/content/documents/:id', guard, uploadFields(DOC_FILE), json, async (req, res) => {
    const id = idOf(req.params.id, 'document')
    const current = await documents.get(id)
    const { body, files } = await readForm(req, res, documentBody(current.category as DocumentCategory), DOC_FILE, 'pdf')
    const document = await documents.update(id, documentInput(body), fileChange(files[0], body.remove_file), auditActor(req, res))
    res.json({ status: 'success', document })
  })

  router.post('/content/documents/:id/publish', guard, async (req, res) => {
    res.json({ status: 'success', document: await documents.setPublished(idOf(req.params.id, 'document'), true, auditActor(req, res)) })
  })
  router.post('/content/documents/:id/unpublish', guard, async (req, res) => {
    res.json({ status: 'success', document: await documents.setPublished(idOf(req.params.id, 'document'), false, auditActor(req, res)) })
  })
  router.delete('/content/documents/:id', guard, async (req, res) => {
    await documents.remove(idOf(req.params.id, 'document'), auditActor(req, res))
    res.json({ status: 'success' })
  })

  // ---- banners ----

  router.get('/content/banners', guard, async (req, res) => {
    res.json(await banners.list(filterOf(req)))
  })
  router.get('/content/banners/:id', guard, async (req, res) => {
    res.json({ banner: await banners.get(idOf(req.params.id, 'banner')) })
  })
  router.post('/content/banners', guard, uploadFields(FILE_SLOT('image', true, 'image')), json, async (req, res) => {
    const { body, files } = await readForm(req, res, bannerBody, FILE_SLOT('image', true, 'image'), 'image')
    const input = { link: body.link, caption: body.caption, captionAs: body.caption_as, alt: body.alt, altAs: body.alt_as, sortOrder: body.sort_order, published: body.published }
    res.status(201).json({ status: 'success', banner: await banners.create(input, files[0], auditActor(req, res)) })
  })
  router.put('/content/banners/:id', guard, uploadFields(FILE_SLOT('image', false, 'image')), json, async (req, res) => {
    const id = idOf(req.params.id, 'banner')
    await banners.get(id)
    const { body, files } = await readForm(req, res, bannerBody, FILE_SLOT('image', false, 'image'), 'image')
    const input = { link: body.link, caption: body.caption, captionAs: body.caption_as, alt: body.alt, altAs: body.alt_as, sortOrder: body.sort_order, published: body.published }
    res.json({ status: 'success', banner: await banners.update(id, input, files[0] ?? null, auditActor(req, res)) })
  })
  router.post('/content/banners/:id/publish', guard, async (req, res) => {
    res.json({ status: 'success', banner: await banners.setPublished(idOf(req.params.id, 'banner'), true, auditActor(req, res)) })
  })
  router.post('/content/banners/:id/unpublish', guard, async (req, res) => {
    res.json({ status: 'success', banner: await banners.setPublished(idOf(req.params.id, 'banner'), false, auditActor(req, res)) })
  })
  router.delete('/content/banners/:id', guard, async (req, res) => {
    await banners.remove(idOf(req.params.id, 'banner'), auditActor(req, res))
    res.json({ status: 'success' })
  })

  // ---- gallery albums and photos ----

  router.get('/content/albums', guard, async (req, res) => {
    res.json(await gallery.list(filterOf(req)))
  })
  router.get('/content/albums/:id', guard, async (req, res) => {
    res.json({ album: await gallery.get(idOf(req.params.id, 'album')) })
  })
  router.post('/content/albums', guard, uploadFields([]), json, async (req, res) => {
    const { body } = await readForm(req, res, albumBody, [], 'image')
    res.status(201).json({ status: 'success', album: await gallery.createAlbum({ title: body.title, titleAs: body.title_as, date: body.date, sortOrder: body.sort_order }, auditActor(req, res)) })
  })
  router.put('/content/albums/:id', guard, uploadFields([]), json, async (req, res) => {
    const id = idOf(req.params.id, 'album')
    await gallery.get(id)
    const { body } = await readForm(req, res, albumBody, [], 'image')
    res.json({ status: 'success', album: await gallery.updateAlbum(id, { title: body.title, titleAs: body.title_as, date: body.date, sortOrder: body.sort_order }, auditActor(req, res)) })
  })
  router.delete('/content/albums/:id', guard, async (req, res) => {
    await gallery.removeAlbum(idOf(req.params.id, 'album'), auditActor(req, res))
    res.json({ status: 'success' })
  })
  router.post('/content/albums/:id/photos', guard, uploadFields(FILE_SLOT('image', true, 'image')), json, async (req, res) => {
    const id = idOf(req.params.id, 'album')
    await gallery.get(id)
    const { body, files } = await readForm(req, res, photoBody, FILE_SLOT('image', true, 'image'), 'image')
    res.status(201).json({ status: 'success', album: await gallery.addPhoto(id, { caption: body.caption, captionAs: body.caption_as, sortOrder: body.sort_order }, files[0], auditActor(req, res)) })
  })
  router.put('/content/albums/:id/photos/:photoId', guard, uploadFields([]), json, async (req, res) => {
    const id = idOf(req.params.id, 'album')
    const photoId = idOf(req.params.photoId, 'photo')
    const { body } = await readForm(req, res, photoBody, [], 'image')
    res.json({ status: 'success', album: await gallery.updatePhoto(id, photoId, { caption: body.caption, captionAs: body.caption_as, sortOrder: body.sort_order }, auditActor(req, res)) })
  })
  router.delete('/content/albums/:id/photos/:photoId', guard, async (req, res) => {
    res.json({ status: 'success', album: await gallery.removePhoto(idOf(req.params.id, 'album'), idOf(req.params.photoId, 'photo'), auditActor(req, res)) })
  })

  // ---- careers ----

  const ADV = FILE_SLOT('adv', false)
  const careerInput = (b: z.infer<typeof careerBody>) => ({ description: b.description, descriptionAs: b.description_as, advDate: b.adv_date, applyLink: b.apply_link, isNew: b.new_flag, published: b.published })

  router.get('/content/careers', guard, async (req, res) => {
    res.json(await careers.list(filterOf(req)))
  })
  router.get('/content/careers/:id', guard, async (req, res) => {
    res.json({ career: await careers.get(idOf(req.params.id, 'career notice')) })
  })
  router.post('/content/careers', guard, uploadFields(ADV), json, async (req, res) => {
    const { body, files } = await readForm(req, res, careerBody, ADV, 'pdf')
    res.status(201).json({ status: 'success', career: await careers.create(careerInput(body), files[0] ?? null, auditActor(req, res)) })
  })
  router.put('/content/careers/:id', guard, uploadFields(ADV), json, async (req, res) => {
    const id = idOf(req.params.id, 'career notice')
    await careers.get(id)
    const { body, files } = await readForm(req, res, careerBody, ADV, 'pdf')
    res.json({ status: 'success', career: await careers.update(id, careerInput(body), fileChange(files[0], body.remove_adv), auditActor(req, res)) })
  })
  router.post('/content/careers/:id/publish', guard, async (req, res) => {
    res.json({ status: 'success', career: await careers.setPublished(idOf(req.params.id, 'career notice'), true, auditActor(req, res)) })
  })
  router.post('/content/careers/:id/unpublish', guard, async (req, res) => {
    res.json({ status: 'success', career: await careers.setPublished(idOf(req.params.id, 'career notice'), false, auditActor(req, res)) })
  })
  router.delete('/content/careers/:id', guard, async (req, res) => {
    await careers.remove(idOf(req.params.id, 'career notice'), auditActor(req, res))
    res.json({ status: 'success' })
  })
  router.post('/content/careers/:id/documents', guard, uploadFields(FILE_SLOT('file', true)), json, async (req, res) => {
    const id = idOf(req.params.id, 'career notice')
    await careers.get(id)
    const { body, files } = await readForm(req, res, careerDocumentBody, FILE_SLOT('file', true), 'pdf')
    const input = { title: body.title, titleAs: body.title_as, docType: body.doc_type, date: body.date, isNew: body.new_flag }
    res.status(201).json({ status: 'success', career: await careers.addDocument(id, input, files[0], auditActor(req, res)) })
  })
  router.delete('/content/careers/:id/documents/:docId', guard, async (req, res) => {
    res.json({ status: 'success', career: await careers.removeDocument(idOf(req.params.id, 'career notice'), idOf(req.params.docId, 'document'), auditActor(req, res)) })
  })

  return router
}
