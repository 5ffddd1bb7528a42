import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { safeSegments } from '../../server/routes/files'
import { createTestApp, type TestApp } from '../helpers/app'
import { TEST_DB } from '../helpers/db'

describe(`download route /website/uploads (${TEST_DB})`, () => {
  let t: TestApp
  let outside: string
  beforeAll(async () => {
    t = await createTestApp({ seed: true })
    const up = t.config.uploadsPath
    fs.writeFileSync(path.join(up, 'page.html'), '<script>alert(1)</script>')
    fs.writeFileSync(path.join(up, 'sheet.xlsx'), 'PK demo')
    fs.writeFileSync(path.join(up, 'photo.PNG'), Buffer.from('89504e470d0a1a0a', 'hex'))
    fs.writeFileSync(path.join(up, '.env'), 'SECRET=1')
    // a secret next to (outside) the uploads folder, and a symlink pointing at it
    outside = fs.mkdtempSync(path.join(os.tmpdir(), 'apdcl-outside-'))
    fs.writeFileSync(path.join(outside, 'secret.pdf'), 'TOP SECRET')
    fs.writeFileSync(path.join(path.dirname(up), 'sibling-secret.pdf'), 'SIBLING SECRET')
    fs.symlinkSync(path.join(outside, 'secret.pdf'), path.join(up, 'escape.pdf'))
    fs.symlinkSync(outside, path.join(up, 'escape-dir'))
  })
  afterAll(async () => {
    fs.rmSync(outside, { recursive: true, force: true })
    fs.rmSync(path.join(path.dirname(t.config.uploadsPath), 'sibling-secret.pdf'), { force: true })
    await t.close()
  })

  it('serves a seeded PDF inline with its type and nosniff, saved as its tender number and type', async () => {
    const [tender] = (await t.services.content.tenders('current', { pageSize: 1 })).items
    const res = await request(t.app)
      .get('/website/uploads/' + tender.nit)
      .buffer(true)
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    // not the stored 'nit.pdf' (issue 24 §5)
    const name = `${tender.tenderNo.replace(/\//g, '-')} NIT.pdf`
    expect(res.headers['content-disposition']).toBe(
      `inline; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name).replace(/[()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`,
    )
    const body = Buffer.from(res.body).toString('latin1')
    expect(body.startsWith('%PDF-1.4')).toBe(true)
    expect(body.trimEnd().endsWith('%%EOF')).toBe(true)
    expect(body).toContain(tender.description.slice(0, 20).replace(/[()]/g, ''))
  })

  it('serves images inline and office files as attachments; never HTML as HTML', async () => {
    const png = await request(t.app).get('/website/uploads/photo.PNG')
    expect(png.headers['content-type']).toBe('image/png')
    expect(png.headers['content-disposition']).toMatch(/^inline/)
    const xlsx = await request(t.app).get('/website/uploads/sheet.xlsx')
    expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    expect(xlsx.headers['content-disposition']).toMatch(/^attachment/)
    const html = await request(t.app).get('/website/uploads/page.html')
    expect(html.headers['content-type']).toBe('application/octet-stream')
    expect(html.headers['content-disposition']).toMatch(/^attachment/)
    const svg = await request(t.app).get('/website/uploads/banners/banner-1.svg')
    expect(svg.headers['content-security-policy']).toContain('sandbox')
  })

  it.each([
    '/website/uploads/../package.json',
    '/website/uploads/%2e%2e/package.json',
    '/website/uploads/%2e%2e%2fpackage.json',
    '/website/uploads/..%2f..%2fpackage.json',
    '/website/uploads/..%5c..%5cpackage.json',
    '/website/uploads/banners%5c..%5c..%5csibling-secret.pdf',
    '/website/uploads/%2E%2E/sibling-secret.pdf',
    '/website/uploads//etc/passwd',
    '/website/uploads/%2fetc%2fpasswd',
    '/website/uploads/C:%5cWindows%5cwin.ini',
    '/website/uploads/banners/banner-1.svg%00.pdf',
    '/website/uploads/banners/banner-1.svg%00',
    '/website/uploads/%252e%252e/sibling-secret.pdf',
    '/website/uploads/escape.pdf',
    '/website/uploads/escape-dir/secret.pdf',
    '/website/uploads/.env',
    '/website/uploads/banners/',
    '/website/uploads/banners',
    '/website/uploads/no-such-file.pdf',
    '/website/uploads/%E0%A4%A',
  ])('refuses %s with a plain 404', async (url) => {
    const res = await request(t.app).get(url)
    expect(res.status).toBe(404)
    expect(res.text).not.toMatch(/SECRET|root:|"name"/)
    if (res.headers['content-type']) expect(res.headers['content-type']).not.toMatch(/html/)
  })

  it('names a download by what it is: tender number and document type, a document by its title; the stored name otherwise (issue 24 §5)', async () => {
    const db = t.testDb.db
    const up = t.config.uploadsPath
    const put = (key: string, bytes: number | string) => {
      fs.mkdirSync(path.dirname(path.join(up, key)), { recursive: true })
      fs.writeFileSync(path.join(up, key), typeof bytes === 'string' ? bytes : Buffer.alloc(bytes, 65))
    }
    const [{ id }] = await db('tenders')
      .insert({
        category: 'tender',
        tender_no: 'APDCL/CGM/2026/45',
        description: 'Supply of distribution transformers',
        tender_date: '2026-06-01',
        published: true,
        nit: 'tenders/tender/2026-27/a1b2c3.pdf',
      })
      .returning('id')
    const docs = [
      ['tenders/tender/2026-27/d4e5f6.pdf', 'Bid Document'],
      ['tenders/tender/2026-27/corr-1.pdf', 'Corrigendum'],
      ['tenders/tender/2026-27/corr-2.pdf', 'Corrigendum'],
      ['tenders/tender/2026-27/boq.xlsx', 'Price Schedule: BoQ'],
    ] as const
    await db('tender_documents').insert(docs.map(([file, type], i) => ({ tender_id: id, sort_order: i + 1, title: type, type, file_location: file })))
    await db('documents').insert([
      { category: 'circular', name: 'Circular on <b>meter</b> testing fees, 2026', file_location: '/uploads/circulars/9f8e7d.pdf', date: '2026-03-01', published: true },
      { category: 'notice', name: 'নতুন মাচুলৰ জাননী', file_location: 'notices/as-1.pdf', date: '2026-03-02', published: true },
      { category: 'notice', name: 'Withdrawn notice', file_location: 'notices/withdrawn.pdf', date: '2026-03-03', published: false },
    ])
    await db('careers').insert({ description: 'Recruitment of Assistant Engineers (Electrical)', adv: 'careers/advt-7.pdf', adv_date: '2026-02-01', published: true })
    for (const [file] of docs) put(file, 'PDF')
    for (const key of ['tenders/tender/2026-27/a1b2c3.pdf', 'circulars/9f8e7d.pdf', 'notices/as-1.pdf', 'notices/withdrawn.pdf', 'careers/advt-7.pdf']) put(key, 'PDF')
    const disposition = async (key: string) => {
      const res = await request(t.app).get('/website/uploads/' + key.split('/').map(encodeURIComponent).join('/'))
      expect(res.status, key).toBe(200)
      return res.headers['content-disposition'] as string
    }
    expect(await disposition('tenders/tender/2026-27/d4e5f6.pdf')).toBe(`inline; filename="APDCL-CGM-2026-45 Bid Document.pdf"; filename*=UTF-8''APDCL-CGM-2026-45%20Bid%20Document.pdf`)
    expect(await disposition('tenders/tender/2026-27/a1b2c3.pdf')).toMatch(/^inline; filename="APDCL-CGM-2026-45 NIT\.pdf"/)
    // two of one type are told apart by their order; a type with a reserved character is still a file name
    expect(await disposition('tenders/tender/2026-27/corr-1.pdf')).toMatch(/^inline; filename="APDCL-CGM-2026-45 Corrigendum 1\.pdf"/)
    expect(await disposition('tenders/tender/2026-27/corr-2.pdf')).toMatch(/^inline; filename="APDCL-CGM-2026-45 Corrigendum 2\.pdf"/)
    expect(await disposition('tenders/tender/2026-27/boq.xlsx')).toMatch(/^attachment; filename="APDCL-CGM-2026-45 Price Schedule- BoQ\.xlsx"/)
    // a document by its title as read (HTML gone), found under any spelling of its location
    expect(await disposition('circulars/9f8e7d.pdf')).toMatch(/^inline; filename="Circular on meter testing fees, 2026\.pdf"/)
    // a title in Assamese: the stored name for clients that read only filename, the title in filename*
    expect(await disposition('notices/as-1.pdf')).toBe(`inline; filename="as-1.pdf"; filename*=UTF-8''${encodeURIComponent('নতুন মাচুলৰ জাননী.pdf')}`)
    expect(await disposition('careers/advt-7.pdf')).toMatch(
      /^inline; filename="Recruitment of Assistant Engineers \(Electrical\) Advertisement\.pdf"; filename\*=UTF-8''Recruitment%20of%20Assistant%20Engineers%20%28Electrical%29%20Advertisement\.pdf$/,
    )
    // unpublished content names nothing; a file no content names keeps its own name
    expect(await disposition('notices/withdrawn.pdf')).toMatch(/^inline; filename="withdrawn\.pdf"/)
    expect(await disposition('banners/banner-1.svg')).toMatch(/^inline; filename="banner-1\.svg"/)
    // HEAD says the same
    const head = await request(t.app).head('/website/uploads/tenders/tender/2026-27/d4e5f6.pdf')
    expect(head.headers['content-disposition']).toMatch(/^inline; filename="APDCL-CGM-2026-45 Bid Document\.pdf"/)
  })

  it('gives the sizes of stored files for the download links, by their locations as the content holds them', async () => {
    const up = t.config.uploadsPath
    fs.mkdirSync(path.join(up, 'sizes'), { recursive: true })
    fs.writeFileSync(path.join(up, 'sizes', 'a b.pdf'), Buffer.alloc(250_000))
    fs.writeFileSync(path.join(up, 'sizes', 'small.pdf'), Buffer.alloc(10))
    const sizes = await t.services.downloads.sizes([
      'sizes/a b.pdf',
      '/uploads/sizes/small.pdf',
      '/website/uploads/sizes/a%20b.pdf',
      'sizes/missing.pdf',
      'https://example.org/x.pdf',
      null,
      '../package.json',
    ])
    expect(sizes).toEqual({ 'sizes/a b.pdf': 250_000, '/uploads/sizes/small.pdf': 10, '/website/uploads/sizes/a%20b.pdf': 250_000 })
  })

  it('safeSegments accepts plain relative paths only', () => {
    expect(safeSegments('/a/b%20c.pdf')).toEqual(['a', 'b c.pdf'])
    expect(safeSegments('/a/../b')).toBeNull()
    expect(safeSegments('/a/./b')).toBeNull()
    expect(safeSegments('/a//b')).toBeNull()
    expect(safeSegments('/a\\b')).toBeNull()
    expect(safeSegments('/%2e%2e')).toBeNull()
    expect(safeSegments('/a%00b')).toBeNull()
    expect(safeSegments('//abs')).toBeNull()
  })
})
