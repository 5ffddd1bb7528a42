import fs from 'node:fs'
import path from 'node:path'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { indiaToday } from '../../shared/time'
import { adminAgent, SAME_ORIGIN, type AdminAgent } from '../helpers/admin'
import { createTestApp, type TestApp } from '../helpers/app'
import { TEST_DB } from '../helpers/db'
import { DISGUISED, JPEG, OVERSIZE_ADMIN_PDF, PDF, PNG } from '../helpers/uploads'

/**
 * The content screen's API (issue 11 §2 /AdminUploadDocuments, §3, §5) on both databases: the
 * guard per role (a content editor may, a tender manager may not, no session 401, no or a wrong
 * CSRF token 403), bad input beside its fields, disguised uploads refused with nothing stored (a
 * script or an HTML page named .pdf, HTML in a JPEG, an SVG as a picture), HTML sanitized on the
 * way in, the audit rows with their before and after, and the public answers showing each change
 * at once (the caches cleared, no restart): documents, marquee and news, banners, gallery, careers.
 */
describe(`admin content: /api/admin/content (${TEST_DB})`, () => {
  let t: TestApp
  let editor: AdminAgent
  let tenderManager: AdminAgent
  const today = indiaToday()

  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_BCRYPT_COST: '4', AUTH_IP_LIMIT: '1000' } })
    editor = await adminAgent(t, 'content.one', ['content_editor'])
    tenderManager = await adminAgent(t, 'tender.two', ['tender_manager'])
  })
  afterAll(async () => t.close())

  /** Every file under the uploads folder (what a refused upload must not add to). */
  const storedFiles = (): string[] => {
    const root = t.config.uploadsPath
    const out: string[] = []
    const walk = (dir: string) => {
      if (!fs.existsSync(dir)) return
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        const p = path.join(dir, e.name)
        if (e.isDirectory()) walk(p)
        else out.push(path.relative(root, p))
      }
    }
    walk(root)
    return out.sort()
  }
  const count = async (table: string) => Number((await t.testDb.db(table).count({ n: '*' }))[0].n)

  const upload = (agent: AdminAgent, url: string, fields: Record<string, string>, file?: { slot: string; bytes: Buffer; name: string; type?: string }) => {
    let r = agent.upload(url)
    for (const [k, v] of Object.entries(fields)) r = r.field(k, v)
    return file ? r.attach(file.slot, file.bytes, { filename: file.name, contentType: file.type ?? 'application/pdf' }) : r
  }
  const docFields = (over: Record<string, string> = {}) => ({
    category: 'circular',
    name: 'Revision of meter rent',
    name_as: 'মিটাৰ ভাড়াৰ সংশোধন',
    date: today,
    new_flag: 'true',
    published: 'true',
    ...over,
  })
  const pdf = { slot: 'file', bytes: PDF, name: 'circular.pdf' }

  const publicDocs = async (category: string, q: string) => {
    const res = await request(t.app)
      .get(`/api/web/${category}?q=${encodeURIComponent(q)}&page=1&pageSize=10`)
      .expect(200)
    return res.body.documentList as Array<Record<string, string>>
  }

  it('guards every call: no session 401, a tender manager 403, no or a wrong CSRF token 403; the content editor may', async () => {
    await request(t.app).get('/api/admin/content/documents?category=circular').expect(401)
    await request(t.app).post('/api/admin/content/documents').set(SAME_ORIGIN).send(docFields()).expect(401)
    await request(t.app).get('/api/admin/content/banners').expect(401)
    for (const p of ['/content/documents?category=circular', '/content/banners', '/content/albums', '/content/careers']) await tenderManager.get(`/api/admin${p}`).expect(403)
    await upload(tenderManager, '/api/admin/content/documents', docFields(), pdf).expect(403)
    await tenderManager.post('/api/admin/content/albums', { title: 'x' }).expect(403)
    await tenderManager.post('/api/admin/content/careers', { description: 'x' }).expect(403)
    // the editor's cookie without the token, or with a wrong one
    await request(t.app).post('/api/admin/content/albums').set(SAME_ORIGIN).set('Cookie', editor.cookie).send({ title: 'No token' }).expect(403)
    await request(t.app).post('/api/admin/content/albums').set(SAME_ORIGIN).set('Cookie', editor.cookie).set('X-CSRF-Token', 'y'.repeat(43)).send({ title: 'Wrong token' }).expect(403)
    await request(t.app).delete('/api/admin/content/documents/1').set(SAME_ORIGIN).set('Cookie', editor.cookie).expect(403)
    expect(await count('documents')).toBe(0)
    expect(await count('gallery_albums')).toBe(0)

    const res = await upload(editor, '/api/admin/content/documents', docFields(), pdf).expect(201)
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.body.document).toMatchObject({
      category: 'circular',
      name: 'Revision of meter rent',
      nameAs: 'মিটাৰ ভাড়াৰ সংশোধন',
      date: today,
      isNew: true,
      published: true,
      createdBy: 'content.one',
      subType: null,
      link: null,
    })
    expect(res.body.document.fileLocation).toMatch(/^documents\/circular\/\d{4}\/[0-9a-f]{32}\.pdf$/)
    const list = await editor.get('/api/admin/content/documents?category=circular').expect(200)
    expect(list.body).toMatchObject({ total: 1, page: 1, pageSize: 20 })
    await editor.get('/api/admin/content/documents?category=nothing').expect(400)
    await editor.get('/api/admin/content/documents/999999').expect(404)
    await editor.get('/api/admin/content/documents/abc').expect(404)
  })

  it('refuses bad input with a 400 and each problem beside its field', async () => {
    const before = storedFiles()
    const bad = await upload(editor, '/api/admin/content/documents', docFields({ name: '  ', name_as: '<b>bold</b>', date: '2026-02-30', sub_type: 'act', new_flag: 'maybe' }), pdf).expect(400)
    const byPath = Object.fromEntries((bad.body.errors as Array<{ path: string; message: string }>).map((e) => [e.path, e.message]))
    expect(byPath).toMatchObject({
      name: 'Give the title.',
      name_as: 'Plain text only: no HTML tags.',
      date: 'Give the date as a date (day, month, year).',
      sub_type: 'Choose the sub-type from the list.',
      new_flag: 'Tick the box or leave it empty.',
    })
    // an unknown category, a missing file for a file category, a sub-type the category needs
    const cat = await upload(editor, '/api/admin/content/documents', docFields({ category: 'secrets' }), pdf).expect(400)
    expect(cat.body.errors).toEqual([expect.objectContaining({ path: 'category', message: 'Choose the category from the list.' })])
    const noFile = await upload(editor, '/api/admin/content/documents', docFields()).expect(400)
    expect(noFile.body.errors).toEqual([{ path: 'file', message: 'Attach the document as a PDF file.' }])
    await editor.post('/api/admin/content/documents', docFields()).expect(400)
    const tariff = await upload(editor, '/api/admin/content/documents', docFields({ category: 'tariff' }), pdf).expect(400)
    expect(tariff.body.errors).toEqual([expect.objectContaining({ path: 'sub_type' })])
    // news and marquee: a link of another scheme, a text with nothing left once sanitized
    const link = await editor.post('/api/admin/content/documents', { category: 'news', sub_type: 'news', name: 'Hello', date: today, link: 'javascript:alert(1)' }).expect(400)
    expect(link.body.errors).toEqual([expect.objectContaining({ path: 'link' })])
    await editor.post('/api/admin/content/documents', { category: 'news', sub_type: 'news', name: 'Hello', date: today, link: '//evil.example/x' }).expect(400)
    const empty = await editor.post('/api/admin/content/documents', { category: 'marquee', name: '<script>alert(1)</script>', date: today }).expect(400)
    expect(empty.body.errors).toEqual([expect.objectContaining({ path: 'name' })])
    const news = await editor.post('/api/admin/content/documents', { category: 'news', name: 'No type', date: today }).expect(400)
    expect(news.body.errors).toEqual([expect.objectContaining({ path: 'sub_type' })])
    // banners, albums, photos, careers
    const banner = await upload(editor, '/api/admin/content/banners', { alt: '', link: 'data:text/html,x', sort_order: '-3' }, { slot: 'image', bytes: PNG, name: 'b.png', type: 'image/png' }).expect(
      400,
    )
    expect((banner.body.errors as Array<{ path: string }>).map((e) => e.path).sort()).toEqual(['alt', 'link', 'sort_order'])
    const noImage = await upload(editor, '/api/admin/content/banners', { alt: 'A picture' }).expect(400)
    expect(noImage.body.errors).toEqual([{ path: 'image', message: 'Attach the picture as a JPEG or PNG file.' }])
    const album = await editor.post('/api/admin/content/albums', { title: '', date: 'yesterday' }).expect(400)
    expect((album.body.errors as Array<{ path: string }>).map((e) => e.path).sort()).toEqual(['date', 'title'])
    const career = await editor.post('/api/admin/content/careers', { description: 'x'.repeat(4001), apply_link: 'ftp://x', adv_date: '31/02/2026' }).expect(400)
    expect((career.body.errors as Array<{ path: string }>).map((e) => e.path).sort()).toEqual(['adv_date', 'apply_link', 'description'])
    await editor.post('/api/admin/content/careers/999999/documents', {}).expect(404)
    await editor.post('/api/admin/content/albums/999999/photos', {}).expect(404)
    await editor.put('/api/admin/content/banners/999999', { alt: 'x' }).expect(404)
    await editor.delete('/api/admin/content/careers/999999').expect(404)
    expect(await count('documents')).toBe(1)
    expect(await count('banners')).toBe(0)
    expect(storedFiles()).toEqual(before)
  })

  it('refuses disguised uploads by their bytes with a 400, and stores nothing', async () => {
    const beforeFiles = storedFiles()
    const beforeDocs = await count('documents')
    const cases: Array<[string, Buffer, string]> = [
      ['a script named .pdf', DISGUISED.scriptAsPdf, 'notice.pdf'],
      ['an HTML page named .pdf', DISGUISED.htmlAsPdf, 'notice.pdf'],
      ['a PDF with an HTML body', DISGUISED.pdfWithHtmlBody, 'notice.pdf'],
      ['a JPEG named .pdf', JPEG, 'notice.pdf'],
    ]
    for (const [what, bytes, name] of cases) {
      const res = await upload(editor, '/api/admin/content/documents', docFields({ name: what }), { slot: 'file', bytes, name }).expect(400)
      expect(res.body.errors, what).toEqual([expect.objectContaining({ path: 'file' })])
    }
    const big = await upload(editor, '/api/admin/content/documents', docFields(), { slot: 'file', bytes: OVERSIZE_ADMIN_PDF, name: 'big.pdf' }).expect(400)
    expect(big.body.errors).toEqual([{ path: 'file', message: 'The file is larger than 20 MB.' }])
    // pictures: HTML in a JPEG, a script after a JPEG, an SVG (as .png and as .svg), a PDF
    const album = await editor.post('/api/admin/content/albums', { title: 'Disguise album' }).expect(201)
    const albumId = album.body.album.id as number
    const images: Array<[string, Buffer, string, string]> = [
      ['HTML in a JPEG comment', DISGUISED.jpegWithHtmlComment, 'photo.jpg', 'image/jpeg'],
      ['a JPEG with a script appended', DISGUISED.jpegPolyglot, 'photo.jpg', 'image/jpeg'],
      ['an SVG named .png', DISGUISED.svgAsPng, 'photo.png', 'image/png'],
      ['an SVG', DISGUISED.svgAsPng, 'photo.svg', 'image/svg+xml'],
      ['a PDF as a picture', PDF, 'photo.png', 'image/png'],
    ]
    for (const [what, bytes, name, type] of images) {
      const b = await upload(editor, '/api/admin/content/banners', { alt: what }, { slot: 'image', bytes, name, type }).expect(400)
      expect(b.body.errors, what).toEqual([expect.objectContaining({ path: 'image' })])
      const p = await upload(editor, `/api/admin/content/albums/${albumId}/photos`, { caption: what }, { slot: 'image', bytes, name, type }).expect(400)
      expect(p.body.errors, what).toEqual([expect.objectContaining({ path: 'image' })])
    }
    const career = await editor.post('/api/admin/content/careers', { description: 'Disguise career' }).expect(201)
    const adv = await upload(editor, '/api/admin/content/careers', { description: 'With a bad advertisement' }, { slot: 'adv', bytes: DISGUISED.htmlAsPdf, name: 'adv.pdf' }).expect(400)
    expect(adv.body.errors).toEqual([expect.objectContaining({ path: 'adv' })])
    const doc = await upload(
      editor,
      `/api/admin/content/careers/${career.body.career.id}/documents`,
      { title: 'Result', doc_type: 'Result' },
      { slot: 'file', bytes: DISGUISED.scriptAsPdf, name: 'result.pdf' },
    ).expect(400)
    expect(doc.body.errors).toEqual([expect.objectContaining({ path: 'file' })])

    expect(await count('documents')).toBe(beforeDocs)
    expect(await count('banners')).toBe(0)
    expect(await count('gallery_photos')).toBe(0)
    expect(await count('career_documents')).toBe(0)
    expect(storedFiles()).toEqual(beforeFiles)
  })

  it('documents: the public API shows a new document at once; editing, withdrawing, publishing and deleting show at once too; every write is audited', async () => {
    const name = 'Guidelines for rooftop solar net metering'
    // the answer is cached before the change
    expect(await publicDocs('circular', 'rooftop')).toEqual([])
    const created = await upload(editor, '/api/admin/content/documents', docFields({ name, name_as: 'ছাদ-সৌৰ নেট মিটাৰিঙৰ নিৰ্দেশিকা' }), pdf).expect(201)
    const doc = created.body.document as { id: number; fileLocation: string }
    const [row] = await publicDocs('circular', 'rooftop')
    expect(row).toMatchObject({ name, date: expect.any(String), new_flag: 'Y', file_location: doc.fileLocation })
    const file = await request(t.app).get(`/website/uploads/${doc.fileLocation}`).expect(200)
    expect(file.headers['content-type']).toBe('application/pdf')
    // the Assamese pages read the service: the Assamese title
    expect((await t.services.content.documents('circular', { q: 'rooftop' })).items[0].nameAs).toBe('ছাদ-সৌৰ নেট মিটাৰিঙৰ নিৰ্দেশিকা')

    // an edit with a new PDF replaces the file (the old one goes)
    const put = await request(t.app)
      .put(`/api/admin/content/documents/${doc.id}`)
      .set(SAME_ORIGIN)
      .set('Cookie', editor.cookie)
      .set('X-CSRF-Token', editor.csrf)
      .field('name', `${name} (revised)`)
      .field('date', today)
      .field('published', 'true')
      .attach('file', PDF, 'revised.pdf')
      .expect(200)
    expect(put.body.document).toMatchObject({ name: `${name} (revised)`, isNew: false, updatedBy: 'content.one', category: 'circular' })
    expect(put.body.document.fileLocation).not.toBe(doc.fileLocation)
    await request(t.app).get(`/website/uploads/${doc.fileLocation}`).expect(404)
    expect((await publicDocs('circular', 'rooftop'))[0]).toMatchObject({ name: `${name} (revised)`, new_flag: 'N' })
    // a file category keeps its file
    await editor.put(`/api/admin/content/documents/${doc.id}`, { name, date: today, published: true, remove_file: true }).expect(400)

    await editor.post(`/api/admin/content/documents/${doc.id}/unpublish`).expect(200)
    expect(await publicDocs('circular', 'rooftop')).toEqual([])
    await editor.post(`/api/admin/content/documents/${doc.id}/unpublish`).expect(409)
    await editor.post(`/api/admin/content/documents/${doc.id}/publish`).expect(200)
    expect(await publicDocs('circular', 'rooftop')).toHaveLength(1)
    const last = (await editor.get(`/api/admin/content/documents/${doc.id}`).expect(200)).body.document
    await editor.delete(`/api/admin/content/documents/${doc.id}`).expect(200)
    expect(await publicDocs('circular', 'rooftop')).toEqual([])
    await request(t.app).get(`/website/uploads/${last.fileLocation}`).expect(404)
    await editor.delete(`/api/admin/content/documents/${doc.id}`).expect(404)

    const rows = (await t.services.audit.list({ entity: 'document', entityId: String(doc.id) })).rows.reverse()
    expect(rows.map((r) => r.action)).toEqual(['content.document.create', 'content.document.update', 'content.document.unpublish', 'content.document.publish', 'content.document.delete'])
    for (const r of rows) expect(r).toMatchObject({ actor: 'content.one' })
    expect(rows[0]).toMatchObject({ before: null, after: expect.objectContaining({ name, category: 'circular', published: true }) })
    expect(rows[1]).toMatchObject({ before: expect.objectContaining({ name }), after: expect.objectContaining({ name: `${name} (revised)` }) })
    expect(rows[2]).toMatchObject({ before: expect.objectContaining({ published: true }), after: expect.objectContaining({ published: false }) })
    expect(rows[4]).toMatchObject({ before: expect.objectContaining({ name: `${name} (revised)` }), after: null })
    // a refused write leaves no audit row
    const total = (await t.services.audit.list({ entity: 'document' })).total
    await editor.post(`/api/admin/content/documents/${doc.id}/publish`).expect(404)
    await upload(editor, '/api/admin/content/documents', docFields({ name: '' }), pdf).expect(400)
    expect((await t.services.audit.list({ entity: 'document' })).total).toBe(total)
  })

  it('takes documents of every category with its sub-types, and a draft stays off the public list until published', async () => {
    const sub = await upload(editor, '/api/admin/content/documents', docFields({ category: 'tariff', sub_type: 'order', name: 'Tariff order 2026-27' }), pdf).expect(201)
    expect(sub.body.document).toMatchObject({ category: 'tariff', subType: 'order' })
    const res = await request(t.app).get('/api/web/tariff?subType=order&q=2026-27&page=1&pageSize=5').expect(200)
    expect(res.body.documentList[0]).toMatchObject({ name: 'Tariff order 2026-27', sub_type: 'order', typeString: 'Tariff Order' })
    const draft = await upload(editor, '/api/admin/content/documents', docFields({ category: 'RTI', name: 'RTI draft notice', published: '' }), pdf).expect(201)
    expect(draft.body.document.published).toBe(false)
    expect(await publicDocs('RTI', 'draft notice')).toEqual([])
    await editor.post(`/api/admin/content/documents/${draft.body.document.id}/publish`).expect(200)
    expect(await publicDocs('RTI', 'draft notice')).toHaveLength(1)
    // pages of a category's list, newest first, with a state filter
    for (let i = 0; i < 22; i++)
      await upload(
        editor,
        '/api/admin/content/documents',
        docFields({ category: 'form', name: `Form number ${i}`, date: `2025-01-${String(i + 1).padStart(2, '0')}`, published: i % 2 ? 'true' : '' }),
        pdf,
      ).expect(201)
    const first = await editor.get('/api/admin/content/documents?category=form&page=1').expect(200)
    expect(first.body).toMatchObject({ total: 22, page: 1, pageSize: 20 })
    expect(first.body.items[0].name).toBe('Form number 21')
    const second = await editor.get('/api/admin/content/documents?category=form&page=2').expect(200)
    expect(second.body.items).toHaveLength(2)
    const unpublished = await editor.get('/api/admin/content/documents?category=form&state=unpublished').expect(200)
    expect(unpublished.body.total).toBe(11)
    const search = await editor.get('/api/admin/content/documents?category=form&q=number%2017').expect(200)
    expect(search.body.items.map((d: { name: string }) => d.name)).toEqual(['Form number 17'])
  })

  it('marquee and news: HTML sanitized on the way in, Assamese twin, link or file; the public lists show them at once', async () => {
    const marqueeList = async () => (await request(t.app).get('/api/web/marqueeList').expect(200)).body.marqueeList as Array<[number, string, string, string, string, string]>
    expect(await marqueeList()).toEqual([])
    const m = await editor
      .post('/api/admin/content/documents', {
        category: 'marquee',
        name: '<b>Pay online</b> and save <script>alert(1)</script><img src=x onerror=alert(2)><a href="javascript:alert(3)">here</a>',
        name_as: '<i>অনলাইনত</i> পৰিশোধ <svg onload=alert(4)></svg>',
        link: '/website/PayBill',
        date: today,
        new_flag: true,
        published: true,
      })
      .expect(201)
    expect(m.body.document).toMatchObject({ subType: 'headline', link: '/website/PayBill', isNew: true })
    const stored = await t.testDb.db('documents').where('id', m.body.document.id).first()
    for (const text of [stored.name, stored.name_as]) expect(text).not.toMatch(/script|onerror|onload|javascript:|<img|<svg/i)
    expect(stored.name).toContain('<b>Pay online</b>')
    expect(stored.name_as).toContain('<i>অনলাইনত</i>')
    const [row] = await marqueeList()
    expect(row).toEqual([m.body.document.id, stored.name, '/website/PayBill', expect.any(String), 'headline', 'Y'])
    expect((await t.services.content.marquee())[0].titleAs).toBe(stored.name_as)

    // a news line with a PDF instead of a link
    const newsBefore = (await request(t.app).get('/api/web/newsList').expect(200)).body.newsList as unknown[]
    const n = await upload(
      editor,
      '/api/admin/content/documents',
      { category: 'news', sub_type: 'notification', name: 'Shutdown <u>notice</u> <iframe src="x"></iframe>', name_as: 'বন্ধৰ জাননী', date: today, published: 'true' },
      pdf,
    ).expect(201)
    expect(n.body.document.name).toBe('Shutdown <u>notice</u>')
    expect(n.body.document.fileLocation).toMatch(/^documents\/news\//)
    const news = (await request(t.app).get('/api/web/newsList').expect(200)).body.newsList as Array<{ type: string; name: string }>
    expect(news.length).toBe(newsBefore.length + 1)
    expect(news[0]).toEqual({ type: 'notification', name: 'Shutdown <u>notice</u>' })
    expect((await t.services.content.news())[0].link).toBe(`/website/uploads/${n.body.document.fileLocation}`)
    // both a link and a file: refused; a link given later replaces the file
    const both = await upload(editor, '/api/admin/content/documents', { category: 'news', sub_type: 'news', name: 'Both', date: today, link: '/website/PayBill' }, pdf).expect(400)
    expect(both.body.errors).toEqual([expect.objectContaining({ path: 'link', message: 'Give either a link or a file, not both.' })])
    const relinked = await editor
      .put(`/api/admin/content/documents/${n.body.document.id}`, { sub_type: 'notification', name: 'Shutdown notice', date: today, link: 'https://www.apdcl.org/x', published: true })
      .expect(200)
    expect(relinked.body.document).toMatchObject({ link: 'https://www.apdcl.org/x', fileLocation: null })
    await request(t.app).get(`/website/uploads/${n.body.document.fileLocation}`).expect(404)
    // withdrawn: off the home lists at once
    await editor.post(`/api/admin/content/documents/${m.body.document.id}/unpublish`).expect(200)
    expect(await marqueeList()).toEqual([])
  })

  it('banners: a JPEG or PNG picture with link, captions and descriptions in both languages, order and state; public at once', async () => {
    const bannerList = async () => (await request(t.app).get('/api/web/banner').expect(200)).body.bannerList as Array<[string, string]>
    expect(await bannerList()).toEqual([])
    const b = await upload(
      editor,
      '/api/admin/content/banners',
      { link: '/website/PayBill', caption: 'Pay your bill', caption_as: 'বিল পৰিশোধ কৰক', alt: 'A meter', alt_as: 'এটা মিটাৰ', sort_order: '2', published: 'true' },
      { slot: 'image', bytes: PNG, name: 'banner.png', type: 'image/png' },
    ).expect(201)
    expect(b.body.banner).toMatchObject({ link: '/website/PayBill', caption: 'Pay your bill', captionAs: 'বিল পৰিশোধ কৰক', alt: 'A meter', altAs: 'এটা মিটাৰ', sortOrder: 2, published: true })
    expect(b.body.banner.image).toMatch(/^banners\/\d{4}\/[0-9a-f]{32}\.png$/)
    expect(await bannerList()).toEqual([[`/website/uploads/${b.body.banner.image}`, '/website/PayBill']])
    const img = await request(t.app).get(`/website/uploads/${b.body.banner.image}`).expect(200)
    expect(img.headers['content-type']).toBe('image/png')
    // a new JPEG replaces the picture
    const put = await request(t.app)
      .put(`/api/admin/content/banners/${b.body.banner.id}`)
      .set(SAME_ORIGIN)
      .set('Cookie', editor.cookie)
      .set('X-CSRF-Token', editor.csrf)
      .field('alt', 'A new meter')
      .field('published', 'true')
      .attach('image', JPEG, { filename: 'new.jpg', contentType: 'image/jpeg' })
      .expect(200)
    expect(put.body.banner).toMatchObject({ alt: 'A new meter', link: null, caption: null, sortOrder: 0 })
    expect(put.body.banner.image).toMatch(/\.jpg$/)
    await request(t.app).get(`/website/uploads/${b.body.banner.image}`).expect(404)
    expect((await t.services.content.banners())[0]).toMatchObject({ alt: 'A new meter', link: null })
    await editor.post(`/api/admin/content/banners/${b.body.banner.id}/unpublish`).expect(200)
    expect(await bannerList()).toEqual([])
    await editor.post(`/api/admin/content/banners/${b.body.banner.id}/publish`).expect(200)
    expect(await bannerList()).toHaveLength(1)
    await editor.delete(`/api/admin/content/banners/${b.body.banner.id}`).expect(200)
    expect(await bannerList()).toEqual([])
    const actions = (await t.services.audit.list({ entity: 'banner', entityId: String(b.body.banner.id) })).rows.map((r) => r.action).reverse()
    expect(actions).toEqual(['content.banner.create', 'content.banner.update', 'content.banner.unpublish', 'content.banner.publish', 'content.banner.delete'])
  })

  it('gallery: albums with titles in both languages and their photos; the public gallery shows each change at once', async () => {
    const created = await editor.post('/api/admin/content/albums', { title: 'Bihu safety camp', title_as: 'বিহু সুৰক্ষা শিবিৰ', date: today, sort_order: 0 }).expect(201)
    const id = created.body.album.id as number
    expect((await t.services.content.galleryAlbums()).find((a) => a.id === id)).toMatchObject({ title: 'Bihu safety camp', titleAs: 'বিহু সুৰক্ষা শিবিৰ', photoCount: 0 })
    const p1 = await upload(
      editor,
      `/api/admin/content/albums/${id}/photos`,
      { caption: 'The stage', caption_as: 'মঞ্চ', sort_order: '2' },
      { slot: 'image', bytes: JPEG, name: 'a.jpg', type: 'image/jpeg' },
    ).expect(201)
    const p2 = await upload(editor, `/api/admin/content/albums/${id}/photos`, { caption: 'The crowd', sort_order: '1' }, { slot: 'image', bytes: PNG, name: 'b.png', type: 'image/png' }).expect(201)
    expect(p2.body.album.photos.map((p: { caption: string }) => p.caption)).toEqual(['The crowd', 'The stage'])
    const publicAlbum = await t.services.content.galleryAlbum(id)
    expect(publicAlbum?.photos.map((p) => p.captionAs)).toEqual([null, 'মঞ্চ'])
    const photoId = p1.body.album.photos[0].id as number
    await editor.put(`/api/admin/content/albums/${id}/photos/${photoId}`, { caption: 'The main stage', sort_order: 0 }).expect(200)
    expect((await t.services.content.galleryAlbum(id))?.photos[0].caption).toBe('The main stage')
    await editor.put(`/api/admin/content/albums/${id}`, { title: 'Bihu safety camp, Jorhat', date: today }).expect(200)
    expect((await t.services.content.galleryAlbums()).find((a) => a.id === id)?.title).toBe('Bihu safety camp, Jorhat')
    const image = p1.body.album.photos[0].image as string
    await request(t.app).get(`/website/uploads/${image}`).expect(200)
    await editor.delete(`/api/admin/content/albums/${id}/photos/${photoId}`).expect(200)
    await request(t.app).get(`/website/uploads/${image}`).expect(404)
    await editor.delete(`/api/admin/content/albums/${id}/photos/${photoId}`).expect(404)
    const list = await editor.get('/api/admin/content/albums').expect(200)
    expect(list.body.items.find((a: { id: number }) => a.id === id)).toMatchObject({ photoCount: 1 })
    await editor.delete(`/api/admin/content/albums/${id}`).expect(200)
    expect(await t.services.content.galleryAlbum(id)).toBeNull()
    expect(
      await t.testDb
        .db('gallery_photos')
        .where('album_id', id)
        .count({ n: '*' })
        .then(([r]) => Number(r.n)),
    ).toBe(0)
    const actions = (await t.services.audit.list({ entity: 'gallery_album', entityId: String(id) })).rows.map((r) => r.action).reverse()
    expect(actions).toEqual(['content.album.create', 'content.album.update', 'content.album.delete'])
  })

  it('careers: description in both languages, advertisement PDF, apply link, documents with Assamese titles; public at once', async () => {
    const careerList = async (q: string) =>
      (
        await request(t.app)
          .get(`/api/web/career?q=${encodeURIComponent(q)}&page=1&pageSize=5`)
          .expect(200)
      ).body.careerList as Array<Record<string, string>>
    expect(await careerList('Junior Engineer')).toEqual([])
    const c = await upload(
      editor,
      '/api/admin/content/careers',
      {
        description: 'Recruitment of Junior Engineer, 40 posts',
        description_as: 'কনিষ্ঠ অভিযন্তাৰ ৪০টা পদত নিযুক্তি',
        adv_date: today,
        apply_link: 'https://recruitment.example.gov.in/je',
        new_flag: 'true',
        published: 'true',
      },
      { slot: 'adv', bytes: PDF, name: 'adv.pdf' },
    ).expect(201)
    const id = c.body.career.id as number
    expect(c.body.career.adv).toMatch(/^careers\/\d{4}\/[0-9a-f]{32}\.pdf$/)
    expect((await careerList('Junior Engineer'))[0]).toMatchObject({
      description: 'Recruitment of Junior Engineer, 40 posts',
      apply_link: 'https://recruitment.example.gov.in/je',
      new_flag: 'Y',
      title: 'NA',
    })
    const d = await upload(editor, `/api/admin/content/careers/${id}/documents`, { title: 'Syllabus', title_as: 'পাঠ্যক্ৰম', doc_type: 'Syllabus', date: today, new_flag: 'true' }, pdf).expect(201)
    expect(d.body.career.documents).toEqual([expect.objectContaining({ title: 'Syllabus', titleAs: 'পাঠ্যক্ৰম', docType: 'Syllabus', isNew: true, sortOrder: 1 })])
    expect((await careerList('Junior Engineer'))[0]).toMatchObject({ title: 'Syllabus', doc_type: 'Syllabus', new_flag_doc: 'Y' })
    const [career] = (await t.services.content.careers({ q: 'Junior Engineer' })).items
    expect(career).toMatchObject({ descriptionAs: 'কনিষ্ঠ অভিযন্তাৰ ৪০টা পদত নিযুক্তি', documents: [expect.objectContaining({ titleAs: 'পাঠ্যক্ৰম' })] })
    const bad = await upload(editor, `/api/admin/content/careers/${id}/documents`, { title: 'Odd', doc_type: 'Love letter' }, pdf).expect(400)
    expect(bad.body.errors).toEqual([expect.objectContaining({ path: 'doc_type' })])
    // remove the advertisement, then a document, then withdraw and delete
    const noAdv = await editor.put(`/api/admin/content/careers/${id}`, { description: 'Recruitment of Junior Engineer, 40 posts', adv_date: today, published: true, remove_adv: true }).expect(200)
    expect(noAdv.body.career).toMatchObject({ adv: null, isNew: false, applyLink: null })
    await request(t.app).get(`/website/uploads/${c.body.career.adv}`).expect(404)
    const docId = d.body.career.documents[0].id as number
    await editor.delete(`/api/admin/content/careers/${id}/documents/${docId}`).expect(200)
    await editor.delete(`/api/admin/content/careers/${id}/documents/${docId}`).expect(404)
    await editor.post(`/api/admin/content/careers/${id}/unpublish`).expect(200)
    expect(await careerList('Junior Engineer')).toEqual([])
    await editor.delete(`/api/admin/content/careers/${id}`).expect(200)
    await editor.get(`/api/admin/content/careers/${id}`).expect(404)
    const actions = (await t.services.audit.list({ entity: 'career', entityId: String(id) })).rows.map((r) => r.action).reverse()
    expect(actions).toEqual(['content.career.create', 'content.career.update', 'content.career.unpublish', 'content.career.delete'])
    const docActions = (await t.services.audit.list({ entity: 'career_document', entityId: String(docId) })).rows.map((r) => r.action).reverse()
    expect(docActions).toEqual(['content.career.document.add', 'content.career.document.delete'])
  })
})
