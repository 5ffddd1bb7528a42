import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createFileStorage, createLocalStorage, StorageKeyError, type FileStorage } from '../../server/adapters/storage'
import { loadConfig } from '../../server/config'
import { seedIfEmpty } from '../../seeds'
import { createTestApp, type TestApp } from '../helpers/app'
import { TEST_DB } from '../helpers/db'
import { startLocalS3, type LocalS3 } from '../helpers/s3'

const read = async (s: FileStorage, key: string, range?: { start: number; end: number }) => {
  const body = await s.get(key, range)
  return body ? text(body) : null
}

/** The same contract for every storage: what the download route and the seeds rely on. */
function contract(name: string, make: () => FileStorage) {
  describe(`file storage contract: ${name}`, () => {
    let s: FileStorage
    beforeAll(() => {
      s = make()
    })

    it('put, stat, get (whole and a range), exists, replace, delete', async () => {
      expect(await s.stat('tenders/2026/nit.pdf')).toBeNull()
      expect(await s.get('tenders/2026/nit.pdf')).toBeNull()
      expect(await s.exists('tenders/2026/nit.pdf')).toBe(false)
      await s.put('tenders/2026/nit.pdf', '%PDF-1.4 hello')
      const info = await s.stat('tenders/2026/nit.pdf')
      expect(info?.size).toBe(14)
      expect(info?.etag).toMatch(/^(W\/)?".+"$/)
      expect(Math.abs((info?.lastModified.getTime() ?? 0) - Date.now())).toBeLessThan(60_000)
      expect(await read(s, 'tenders/2026/nit.pdf')).toBe('%PDF-1.4 hello')
      expect(await read(s, 'tenders/2026/nit.pdf', { start: 9, end: 13 })).toBe('hello')
      expect(await s.exists('tenders/2026/nit.pdf')).toBe(true)
      await s.put('tenders/2026/nit.pdf', Buffer.from('second'))
      expect(await read(s, 'tenders/2026/nit.pdf')).toBe('second')
      await s.put('streamed/a b ক.txt', Readable.from([Buffer.from('from '), Buffer.from('a stream')]))
      expect(await read(s, 'streamed/a b ক.txt')).toBe('from a stream')
      await s.delete('tenders/2026/nit.pdf')
      expect(await s.exists('tenders/2026/nit.pdf')).toBe(false)
      await s.delete('tenders/2026/nit.pdf') // not there: no error
    })

    it('lists the files under a prefix with their times (the sweep of orphan uploads, issue 27 §6)', async () => {
      await s.put('private/applications/2026/a.pdf', 'a')
      await s.put('private/complaints/2026/b.jpg', 'b')
      await s.put('privateer/c.pdf', 'c')
      await s.put('tenders/2026/d.pdf', 'd')
      const listed: Array<{ key: string; lastModified: Date }> = []
      for await (const f of s.list('private/')) listed.push(f)
      expect(listed.map((f) => f.key).sort()).toEqual(['private/applications/2026/a.pdf', 'private/complaints/2026/b.jpg'])
      for (const f of listed) expect(Math.abs(f.lastModified.getTime() - Date.now())).toBeLessThan(60_000)
      const none: string[] = []
      for await (const f of s.list('nothing-here/')) none.push(f.key)
      expect(none).toEqual([])
      for (const k of ['private/applications/2026/a.pdf', 'private/complaints/2026/b.jpg', 'privateer/c.pdf', 'tenders/2026/d.pdf']) await s.delete(k)
    })

    it.each(['', '/abs.pdf', '../up.pdf', 'a/../b.pdf', 'a/./b.pdf', 'a//b.pdf', '.env', 'a/.hidden', 'a\\b.pdf', 'a\0b', 'C:/x.pdf'])('refuses the key %j', async (key) => {
      await expect(s.put(key, 'x')).rejects.toBeInstanceOf(StorageKeyError)
      await expect(s.stat(key)).rejects.toBeInstanceOf(StorageKeyError)
    })
  })
}

const localRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'apdcl-storage-'))
afterAll(() => fs.rmSync(localRoot, { recursive: true, force: true }))
contract('local folder', () => createLocalStorage(localRoot))

let s3: LocalS3
beforeAll(async () => {
  s3 = await startLocalS3()
})
afterAll(async () => s3?.close())
contract('S3 (s3rver)', () => createFileStorage(loadConfig({ DEMO_MODE: 'true', ...s3.env })))

describe('local storage never leaves its folder', () => {
  it('a symlinked folder pointing outside is neither read nor written', async () => {
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'apdcl-outside-'))
    fs.writeFileSync(path.join(outside, 'secret.pdf'), 'SECRET')
    fs.symlinkSync(outside, path.join(localRoot, 'escape'))
    const s = createLocalStorage(localRoot)
    expect(await s.stat('escape/secret.pdf')).toBeNull()
    await expect(s.put('escape/new.pdf', 'x')).rejects.toBeInstanceOf(StorageKeyError)
    await s.delete('escape/secret.pdf')
    expect(fs.readFileSync(path.join(outside, 'secret.pdf'), 'utf8')).toBe('SECRET')
    expect(fs.existsSync(path.join(outside, 'new.pdf'))).toBe(false)
    fs.rmSync(outside, { recursive: true, force: true })
  })
})

describe(`download route on S3 storage (${TEST_DB})`, () => {
  let t: TestApp
  /** the same demo content in the uploads folder, to compare answers with */
  let folder: TestApp
  beforeAll(async () => {
    t = await createTestApp({ env: s3.env })
    expect(t.services.storage.kind).toBe('s3')
    // the demo files go into the bucket, not the uploads folder
    await seedIfEmpty(t.testDb.db, { uploadsPath: t.config.uploadsPath, storage: t.services.storage })
    folder = await createTestApp({ seed: true })
  })
  afterAll(async () => {
    await t?.close()
    await folder?.close()
  })

  it('serves a seeded PDF from the bucket with the same headers and bytes as the folder', async () => {
    expect(fs.readdirSync(t.config.uploadsPath)).toEqual([])
    const [tender] = (await t.services.content.tenders('current', { pageSize: 1 })).items
    const [res, fromFolder] = await Promise.all(
      [t, folder].map((a) =>
        request(a.app)
          .get('/website/uploads/' + tender.nit)
          .buffer(true),
      ),
    )
    expect(res.status).toBe(200)
    const kept = ['content-type', 'x-content-type-options', 'content-disposition', 'cache-control', 'accept-ranges', 'content-length']
    const headers = (r: request.Response) => Object.fromEntries(kept.map((h) => [h, r.headers[h]]))
    expect(headers(res)).toEqual(headers(fromFolder))
    expect(res.headers['content-type']).toBe('application/pdf')
    expect(res.headers['etag']).toBeTruthy()
    expect(Buffer.from(res.body).equals(Buffer.from(fromFolder.body))).toBe(true)
    expect(Buffer.from(res.body).toString('latin1').startsWith('%PDF-1.4')).toBe(true)

    // conditional request and a byte range, as browsers' PDF viewers ask
    const again = await request(t.app)
      .get('/website/uploads/' + tender.nit)
      .set('If-None-Match', res.headers['etag'])
    expect(again.status).toBe(304)
    const part = await request(t.app)
      .get('/website/uploads/' + tender.nit)
      .set('Range', 'bytes=0-7')
      .buffer(true)
    expect(part.status).toBe(206)
    expect(part.headers['content-range']).toBe(`bytes 0-7/${res.headers['content-length']}`)
    expect(Buffer.from(part.body).toString('latin1')).toBe('%PDF-1.4')
    const beyond = await request(t.app)
      .get('/website/uploads/' + tender.nit)
      .set('Range', 'bytes=99999999-')
    expect(beyond.status).toBe(416)
    const head = await request(t.app).head('/website/uploads/' + tender.nit)
    expect(head.status).toBe(200)
    expect(head.headers['content-length']).toBe(res.headers['content-length'])
  })

  it('SVG keeps its sandbox; a missing or unsafe key is a plain 404', async () => {
    const svg = await request(t.app).get('/website/uploads/banners/banner-1.svg')
    expect(svg.status).toBe(200)
    expect(svg.headers['content-security-policy']).toContain('sandbox')
    for (const url of ['/website/uploads/no-such.pdf', '/website/uploads/%2e%2e/x.pdf', '/website/uploads/.env']) {
      const res = await request(t.app).get(url)
      expect(res.status).toBe(404)
    }
  })

  it('answers 503 (not 404) when the store cannot be reached', async () => {
    const down = await createTestApp({ env: { ...s3.env, S3_ENDPOINT: 'http://127.0.0.1:9' } })
    try {
      const res = await request(down.app).get('/website/uploads/banners/banner-1.svg')
      expect(res.status).toBe(503)
      expect(res.headers['retry-after']).toBe('5')
      expect(res.headers['content-type']).toMatch(/^text\/plain/)
    } finally {
      await down.close()
    }
  })
})
