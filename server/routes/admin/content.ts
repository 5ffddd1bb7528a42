import express, { Router, type Request } from 'express'
import { z } from 'zod'
import { ADMIN_CONTENT_PAGE_SIZE, CAREER_DOC_TYPES, CONTENT_LIMITS, DOCUMENT_SUB_TYPES, isHtmlCategory, parseContentQuery } from '#shared/admin/content'
import { DOCUMENT_CATEGORIES, type DocumentCategory } from '#shared/content/contract'
import type { RouterDeps } from '..'
import { fieldError, InvalidError } from '../../errors'
import { requireAdmin } from '../../http/adminSession'
import { uploadFields } from '../../http/uploads'
import type { AdminActor } from '../../services/admin/accounts'
import type { DocumentInput, FileChange } from '../../services/admin/content'
import type { CheckedFile } from '../../services/uploads'
import { auditActor } from '../admin'
import { checkbox, emptyIsNull, fileSlot, idOf, optionalDate, optionalText, readForm, requiredDate, requiredText, trimmed } from './forms'

// ---- the fields (server/routes/admin/forms.ts: JSON, or the text fields of a multipart form) ----

/** HTML text (news and marquee): any markup is taken and sanitized by the service. */
const requiredHtml = (label: string) =>
  z.preprocess(
    trimmed,
    z
      .string({ error: `Give the ${label}.` })
      .min(1, { error: `Give the ${label}.` })
      .max(CONTENT_LIMITS.html, { error: `The ${label} must be at most ${CONTENT_LIMITS.html} characters.` }),
  )
const optionalHtml = (label: string) =>
  z.preprocess(
    emptyIsNull,
    z
      .string({ error: `The ${label} must be text.` })
      .max(CONTENT_LIMITS.html, { error: `The ${label} must be at most ${CONTENT_LIMITS.html} characters.` })
      .nullable(),
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
  z
    .number({ error: 'Give the order as a whole number (0 to 9999).' })
    .int({ error: 'Give the order as a whole number (0 to 9999).' })
    .min(0, { error: 'Give the order as a whole number (0 to 9999).' })
    .max(CONTENT_LIMITS.order, { error: 'Give the order as a whole number (0 to 9999).' }),
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

const documentInput = (b: z.infer<ReturnType<typeof documentBody>>): DocumentInput => ({
  name: b.name,
  nameAs: b.name_as,
  subType: b.sub_type,
  date: b.date,
  link: (b.link as string | null) ?? null,
  isNew: b.new_flag,
  published: b.published,
})

const bannerInput = (b: z.infer<typeof bannerBody>) => ({ link: b.link, caption: b.caption, captionAs: b.caption_as, alt: b.alt, altAs: b.alt_as, sortOrder: b.sort_order, published: b.published })

const albumInput = (b: z.infer<typeof albumBody>) => ({ title: b.title, titleAs: b.title_as, date: b.date, sortOrder: b.sort_order })
const photoInput = (b: z.infer<typeof photoBody>) => ({ caption: b.caption, captionAs: b.caption_as, sortOrder: b.sort_order })

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
  /** POST `<path>/:id/publish` and `/unpublish` → { [key] }, DELETE `<path>/:id`: the same three calls of each kind with a state. */
  const stateAndDelete = (
    path: string,
    key: string,
    what: string,
    kind: { setPublished(id: number, published: boolean, by: AdminActor): Promise<unknown>; remove(id: number, by: AdminActor): Promise<void> },
  ) => {
    for (const [verb, published] of [
      ['publish', true],
      ['unpublish', false],
    ] as const) {
      router.post(`${path}/:id/${verb}`, guard, async (req, res) => {
        res.json({ status: 'success', [key]: await kind.setPublished(idOf(req.params.id, what), published, auditActor(req, res)) })
      })
    }
    router.delete(`${path}/:id`, guard, async (req, res) => {
      await kind.remove(idOf(req.params.id, what), auditActor(req, res))
      res.json({ status: 'success' })
    })
  }

  // ---- documents (the 20 categories; news and marquee with HTML text) ----

  const DOC_FILE = fileSlot('file', false)

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
    const { body, files } = await readForm(req, res, documentBody(category), fileSlot('file', !isHtmlCategory(category)), 'pdf')
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

  stateAndDelete('/content/documents', 'document', 'document', documents)

  // ---- banners ----

  router.get('/content/banners', guard, async (req, res) => {
    res.json(await banners.list(filterOf(req)))
  })
  router.get('/content/banners/:id', guard, async (req, res) => {
    res.json({ banner: await banners.get(idOf(req.params.id, 'banner')) })
  })
  router.post('/content/banners', guard, uploadFields(fileSlot('image', true, 'image')), json, async (req, res) => {
    const { body, files } = await readForm(req, res, bannerBody, fileSlot('image', true, 'image'), 'image')
    res.status(201).json({ status: 'success', banner: await banners.create(bannerInput(body), files[0], auditActor(req, res)) })
  })
  router.put('/content/banners/:id', guard, uploadFields(fileSlot('image', false, 'image')), json, async (req, res) => {
    const id = idOf(req.params.id, 'banner')
    await banners.get(id)
    const { body, files } = await readForm(req, res, bannerBody, fileSlot('image', false, 'image'), 'image')
    res.json({ status: 'success', banner: await banners.update(id, bannerInput(body), files[0] ?? null, auditActor(req, res)) })
  })
  stateAndDelete('/content/banners', 'banner', 'banner', banners)

  // ---- gallery albums and photos ----

  router.get('/content/albums', guard, async (req, res) => {
    res.json(await gallery.list(filterOf(req)))
  })
  router.get('/content/albums/:id', guard, async (req, res) => {
    res.json({ album: await gallery.get(idOf(req.params.id, 'album')) })
  })
  router.post('/content/albums', guard, uploadFields([]), json, async (req, res) => {
    const { body } = await readForm(req, res, albumBody, [], 'image')
    res.status(201).json({ status: 'success', album: await gallery.createAlbum(albumInput(body), auditActor(req, res)) })
  })
  router.put('/content/albums/:id', guard, uploadFields([]), json, async (req, res) => {
    const id = idOf(req.params.id, 'album')
    await gallery.get(id)
    const { body } = await readForm(req, res, albumBody, [], 'image')
    res.json({ status: 'success', album: await gallery.updateAlbum(id, albumInput(body), auditActor(req, res)) })
  })
  router.delete('/content/albums/:id', guard, async (req, res) => {
    await gallery.removeAlbum(idOf(req.params.id, 'album'), auditActor(req, res))
    res.json({ status: 'success' })
  })
  router.post('/content/albums/:id/photos', guard, uploadFields(fileSlot('image', true, 'image')), json, async (req, res) => {
    const id = idOf(req.params.id, 'album')
    await gallery.get(id)
    const { body, files } = await readForm(req, res, photoBody, fileSlot('image', true, 'image'), 'image')
    res.status(201).json({ status: 'success', album: await gallery.addPhoto(id, photoInput(body), files[0], auditActor(req, res)) })
  })
  router.put('/content/albums/:id/photos/:photoId', guard, uploadFields([]), json, async (req, res) => {
    const id = idOf(req.params.id, 'album')
    const photoId = idOf(req.params.photoId, 'photo')
    const { body } = await readForm(req, res, photoBody, [], 'image')
    res.json({ status: 'success', album: await gallery.updatePhoto(id, photoId, photoInput(body), auditActor(req, res)) })
  })
  router.delete('/content/albums/:id/photos/:photoId', guard, async (req, res) => {
    res.json({ status: 'success', album: await gallery.removePhoto(idOf(req.params.id, 'album'), idOf(req.params.photoId, 'photo'), auditActor(req, res)) })
  })

  // ---- careers ----

  const ADV = fileSlot('adv', false)
  const careerInput = (b: z.infer<typeof careerBody>) => ({
    description: b.description,
    descriptionAs: b.description_as,
    advDate: b.adv_date,
    applyLink: b.apply_link,
    isNew: b.new_flag,
    published: b.published,
  })

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
  stateAndDelete('/content/careers', 'career', 'career notice', careers)
  router.post('/content/careers/:id/documents', guard, uploadFields(fileSlot('file', true)), json, async (req, res) => {
    const id = idOf(req.params.id, 'career notice')
    await careers.get(id)
    const { body, files } = await readForm(req, res, careerDocumentBody, fileSlot('file', true), 'pdf')
    const input = { title: body.title, titleAs: body.title_as, docType: body.doc_type, date: body.date, isNew: body.new_flag }
    res.status(201).json({ status: 'success', career: await careers.addDocument(id, input, files[0], auditActor(req, res)) })
  })
  router.delete('/content/careers/:id/documents/:docId', guard, async (req, res) => {
    res.json({ status: 'success', career: await careers.removeDocument(idOf(req.params.id, 'career notice'), idOf(req.params.docId, 'document'), auditActor(req, res)) })
  })

  return router
}
