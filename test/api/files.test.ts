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

  it('serves a seeded PDF inline with its type and nosniff', async () => {
    const [tender] = (await t.services.content.tenders('current', { pageSize: 1 })).items
    const res = await request(t.app).get('/website/uploads/' + tender.nit).buffer(true)
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['content-disposition']).toMatch(/^inline; filename="nit.pdf"/)
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
