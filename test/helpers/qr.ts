import jsQR from 'jsqr'
import { PNG } from 'pngjs'
import { pdfObjects } from './pdfInspect'

/**
 * Reading QR codes back as a UPI app would: from a PNG (the pages' image, a screenshot) and
 * from the vector drawing of the bill PDF (the /Figure marked-content sequence that
 * server/services/documents/layout.ts `qrCode` draws), decoded by jsQR.
 */

/** The text of the QR code in a PNG, or null when none is found. */
export function decodeQrPng(png: Buffer): string | null {
  const image = PNG.sync.read(png)
  return jsQR(new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.length), image.width, image.height)?.data ?? null
}

/** Dark modules (row, column) as a PNG with a 4-module quiet zone, `scale` pixels a module. */
function modulesPng(dark: Array<[number, number]>, size: number, scale = 6): Buffer {
  const side = (size + 8) * scale
  const png = new PNG({ width: side, height: side })
  png.data.fill(255)
  for (const [row, col] of dark) {
    for (let y = 0; y < scale; y++) {
      for (let x = 0; x < scale; x++) {
        const i = (((row + 4) * scale + y) * side + (col + 4) * scale + x) * 4
        png.data[i] = png.data[i + 1] = png.data[i + 2] = 0
      }
    }
  }
  return PNG.sync.write(png)
}

/**
 * The QR codes drawn in a PDF's page contents: each /Figure BMC … EMC sequence of `re`
 * rectangles is put back on its module grid and decoded. Answers the decoded texts in drawing order.
 */
export function decodeQrCodesInPdf(pdf: Buffer): string[] {
  const out: string[] = []
  for (const o of pdfObjects(pdf)) {
    const content = o.stream?.toString('latin1') ?? ''
    for (const figure of content.match(/\/Figure BMC([\s\S]*?)EMC/g) ?? []) {
      const rects = [...figure.matchAll(/(-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (-?[\d.]+) re/g)].map((m) => m.slice(1, 5).map(Number))
      if (rects.length === 0) continue
      const m = Math.min(...rects.map((r) => r[3]))
      const x0 = Math.min(...rects.map((r) => r[0]))
      const y0 = Math.min(...rects.map((r) => r[1]))
      const size = Math.round((Math.max(...rects.map((r) => r[1] + r[3])) - y0) / m)
      const dark: Array<[number, number]> = []
      for (const [x, y, w] of rects) {
        const row = Math.round((y - y0) / m)
        const first = Math.round((x - x0) / m)
        for (let c = 0; c < Math.round(w / m); c++) dark.push([row, first + c])
      }
      const text = decodeQrPng(modulesPng(dark, size))
      if (text !== null) out.push(text)
    }
  }
  return out
}
