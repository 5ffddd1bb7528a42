import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
import { demoPdf } from '../../seeds/files'
import { createPdf, pdfBuffer } from './documents/pdf'
import { DISGUISED, JPEG, PDF, PNG } from '../../test/helpers/uploads'
import { checkUpload } from './uploads'

/** A PDF of `body` objects, ended as a PDF ends. */
const pdfOf = (body: string | Buffer) => Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.isBuffer(body) ? body : Buffer.from(body, 'latin1'), Buffer.from('\ntrailer<< /Root 1 0 R >>\n%%EOF\n')])
const utf16 = (s: string, le = true) => {
  const b = Buffer.from(s, 'utf16le')
  if (!le) b.swap16()
  return b
}
/** An object stream (compressed objects) holding `objects`. */
const objStm = (objects: string) => {
  const data = zlib.deflateSync(Buffer.from(objects, 'latin1'))
  return Buffer.concat([Buffer.from(`5 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${data.length} >>\nstream\n`), data, Buffer.from('\nendstream\nendobj\n')])
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'upload-check-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

/** The check on the bytes as a buffer and as a temporary file (the routes' disk storage): both must agree. */
async function check(bytes: Buffer) {
  const inMemory = await checkUpload('identity', { buffer: bytes, size: bytes.length })
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.upload`)
  fs.writeFileSync(file, bytes)
  const onDisk = await checkUpload('identity', { path: file, size: bytes.length })
  expect(onDisk.ok).toBe(inMemory.ok)
  return onDisk
}
const refused = async (bytes: Buffer) => expect(await check(bytes)).toEqual({ ok: false, problem: 'fileUnsafe' })
const accepted = async (bytes: Buffer) => expect((await check(bytes)).ok).toBe(true)

describe('the byte check of uploads (issue 27 §9: markup and actions inside PDFs)', () => {
  it('refuses <img onerror> and other tags with an event handler behind %PDF-', async () => {
    await refused(pdfOf('<img src=x onerror=alert(document.domain)>'))
    await refused(pdfOf('<IMG SRC=x OnError = "alert(1)">'))
    await refused(pdfOf('<div style="x" onmouseover="alert(1)">hover</div>'))
    await refused(pdfOf('<details open ontoggle=alert(1)>'))
  })

  it('refuses a doctype page behind %PDF-', async () => {
    await refused(pdfOf('<!DOCTYPE html><title>x</title><p>hi'))
    await refused(pdfOf('<! doctype html>'))
  })

  it('refuses UTF-16 markup (little and big endian)', async () => {
    await refused(pdfOf(utf16('<script>alert(1)</script>')))
    await refused(pdfOf(utf16('<script>alert(1)</script>', false)))
    await refused(pdfOf(Buffer.concat([Buffer.from([0xff, 0xfe]), utf16('<html><body>x</body></html>')])))
  })

  it('refuses a PDF JavaScript action: /JS, /JavaScript, /OpenAction with JS, /AA, /Launch', async () => {
    await refused(pdfOf('1 0 obj << /Type /Catalog /Pages 2 0 R /Names << /JavaScript 3 0 R >> >> endobj'))
    await refused(pdfOf('3 0 obj << /S /JavaScript /JS (app.alert(1)) >> endobj'))
    await refused(pdfOf('1 0 obj << /Type /Catalog /OpenAction << /S /JavaScript /JS 9 0 R >> >> endobj'))
    await refused(pdfOf('1 0 obj << /Type /Catalog /OpenAction 7 0 R >> endobj 7 0 obj << /S /JavaScript /JS (x) >> endobj'))
    await refused(pdfOf('4 0 obj << /Type /Page /AA << /O << /S /GoTo /D [4 0 R /Fit] >> >> >> endobj'))
    await refused(pdfOf('8 0 obj << /S /Launch /F (cmd.exe) >> endobj'))
    await refused(pdfOf('1 0 obj << /Type /Catalog /OpenAction << /S /URI /URI (https://evil.example) >> >> endobj'))
  })

  it('sees through #xx escapes in names and through compressed object streams', async () => {
    await refused(pdfOf('3 0 obj << /S /JavaScr#69pt /J#53 (app.alert(1)) >> endobj'))
    await refused(pdfOf(objStm('3 0 << /S /JavaScript /JS (app.alert(1)) >>')))
    await refused(pdfOf(objStm('3 0 << /Type /Page /AA << >> >>')))
    // an object stream that does not inflate could hide anything
    await refused(pdfOf(Buffer.from('5 0 obj\n<< /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length 9 >>\nstream\nnot-zlib!\nendstream\nendobj\n')))
  })

  it('finds a pattern cut by the end of a 64 kB chunk', async () => {
    for (const at of [65_536 - 4, 65_536 - 1, 131_072 - 7]) {
      const filler = Buffer.alloc(at - 9, 0x20)
      await refused(pdfOf(Buffer.concat([filler, Buffer.from('<script>x</script>')])))
      await refused(pdfOf(Buffer.concat([filler, Buffer.from(' /JavaScript ')])))
    }
  })

  it('still refuses the disguised files of issue 10', async () => {
    for (const bytes of Object.values(DISGUISED)) expect((await check(bytes)).ok).toBe(false)
  })

  it("accepts real PDFs: the site's own form, the seeds' documents, a bill rendered by the server, with a page view open action", async () => {
    await accepted(fs.readFileSync(path.resolve(__dirname, '../../client/public/static/amicable-settlement-form.pdf')))
    await accepted(demoPdf('Notice inviting tender for 33/11 kV substations', 'Ref. APDCL/CGM/2026/17'))
    await accepted(PDF)
    await accepted(pdfOf('1 0 obj << /Type /Catalog /Pages 2 0 R /OpenAction [3 0 R /Fit] /PageMode /UseNone >> endobj'))
    await accepted(pdfOf(objStm('3 0 << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>')))
    await accepted(await renderPdfSample())
  })

  it('accepts pictures, and stream data that happens to hold /JS or /AA is not read as an action', async () => {
    await accepted(JPEG)
    await accepted(PNG)
    // picture data is searched only for the long names: three bytes like /JS occur in compressed data by chance
    const image = (data: string) =>
      pdfOf(Buffer.concat([Buffer.from(`6 0 obj\n<< /Type /XObject /Subtype /Image /Length ${data.length} >>\nstream\n`), Buffer.from(data, 'latin1'), Buffer.from('\nendstream\nendobj\n')]))
    await accepted(image('x/JS /AA\xff\x00/JS) y'))
    await refused(image('x /S /JavaScript /JS (app.alert(1)) y'))
    await refused(image('x /S /Laun#63h y'))
  })

  it('is not fooled by a word ending in "stream" that hides an action as if it were stream data', async () => {
    await refused(pdfOf('1 0 obj << /Type /Catalog /Upstream\n /AA << /O 3 0 R >> >> endobj 2 0 obj << /Length 1 >>\nstream\nx\nendstream'))
  })
})

/** A real PDF of pdfkit (compressed streams, embedded fonts), as the documents service makes them. */
async function renderPdfSample(): Promise<Buffer> {
  const { doc, ts } = createPdf({ size: 'A4', lang: 'as', title: 'Receipt', subject: 'Payment receipt', createdAt: new Date('2026-11-01T10:00:00Z') })
  void ts
  doc.fontSize(14).text('Assam Power Distribution Company Limited')
  doc.fontSize(10).text('Receipt 2026-000123, Rs. 1,234.00')
  return pdfBuffer(doc)
}
