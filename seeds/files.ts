import fs from 'node:fs'
import path from 'node:path'

/**
 * Small, valid demo files written at seed time into uploads/ (no downloads): a one-page PDF
 * showing the document's title, and SVG pictures for banners, gallery photos and board
 * members.
 */

/** PDF strings are Latin-1 with ( ) \ escaped; other characters become '?'. */
function pdfText(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, (c) => '\\' + c)
}

/** Splits a title into lines of at most `width` characters, at spaces. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line)
      line = word
    } else line = line ? line + ' ' + word : word
  }
  if (line) lines.push(line)
  return lines
}

/** A minimal valid PDF 1.4 (A4, Helvetica) with the title, a subtitle and the issuer. */
export function demoPdf(title: string, subtitle = ''): Buffer {
  const lines = [
    ...wrap(title, 60).map((l) => ({ size: 16, text: l })),
    ...(subtitle ? [{ size: 11, text: subtitle }] : []),
    { size: 10, text: 'Assam Power Distribution Company Limited, Bijulee Bhawan, Paltan Bazar, Guwahati-781001' },
    { size: 9, text: 'Demonstration document generated for this website.' },
  ]
  let y = 780
  const ops = lines
    .map((l) => {
      const op = `BT /F1 ${l.size} Tf 56 ${y} Td (${pdfText(l.text)}) Tj ET`
      y -= l.size + 10
      return op
    })
    .join('\n')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(ops, 'latin1')} >>\nstream\n${ops}\nendstream`,
  ]
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((obj, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'))
    body += `${i + 1} 0 obj\n${obj}\nendobj\n`
  })
  const xref = Buffer.byteLength(body, 'latin1')
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}

function xml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[c] ?? c)
}

/** A landscape picture: a sky-to-ground gradient, a transmission tower, and a caption. */
export function demoPicture(opts: { width: number; height: number; caption: string; hue: number; textInImage?: boolean }): string {
  const { width: w, height: h, caption, hue, textInImage = true } = opts
  const ground = Math.round(h * 0.72)
  const tx = Math.round(w * 0.7)
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${xml(caption)}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,55%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},75%,85%)"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#sky)"/>
<rect y="${ground}" width="${w}" height="${h - ground}" fill="hsl(120,35%,35%)"/>
<path d="M${tx} ${Math.round(h * 0.15)} L${tx - 40} ${ground} M${tx} ${Math.round(h * 0.15)} L${tx + 40} ${ground} M${tx - 30} ${Math.round(h * 0.3)} H${tx + 30} M${tx - 20} ${Math.round(h * 0.45)} H${tx + 20}" stroke="#333" stroke-width="4" fill="none"/>
<path d="M0 ${Math.round(h * 0.3)} Q${Math.round(w * 0.35)} ${Math.round(h * 0.4)} ${tx - 30} ${Math.round(h * 0.3)}" stroke="#222" stroke-width="2" fill="none"/>
${textInImage ? `<rect x="0" y="${h - 56}" width="${w}" height="56" fill="rgba(0,0,0,0.55)"/>\n<text x="24" y="${h - 20}" font-family="sans-serif" font-size="24" fill="#fff">${xml(caption)}</text>\n` : ''}</svg>
`
}

/** A portrait placeholder with the person's initials. */
export function demoPortrait(name: string, hue: number): string {
  const initials = name
    .replace(/^(Shri|Smt\.|Dr\.)\s+/, '')
    .split(/\s+/)
    .map((p) => p[0])
    .filter(Boolean)
    .slice(0, 2)
    .join('')
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="240" height="300" viewBox="0 0 240 300" role="img" aria-label="${xml(name)}">
<rect width="240" height="300" fill="hsl(${hue},45%,88%)"/>
<circle cx="120" cy="115" r="60" fill="hsl(${hue},40%,55%)"/>
<rect x="45" y="190" width="150" height="110" rx="60" fill="hsl(${hue},40%,55%)"/>
<text x="120" y="134" text-anchor="middle" font-family="sans-serif" font-size="48" fill="#fff">${xml(initials)}</text>
</svg>
`
}

/** Writes files under uploads/ (relative paths with forward slashes), a few at a time. */
export async function writeUploads(uploadsPath: string, files: Map<string, string | Buffer>): Promise<void> {
  const entries = [...files]
  const dirs = new Set(entries.map(([relative]) => path.dirname(path.join(uploadsPath, ...relative.split('/')))))
  await Promise.all([...dirs].map((dir) => fs.promises.mkdir(dir, { recursive: true })))
  for (let i = 0; i < entries.length; i += 32) {
    await Promise.all(entries.slice(i, i + 32).map(([relative, content]) => fs.promises.writeFile(path.join(uploadsPath, ...relative.split('/')), content)))
  }
}

/** Lower-case, dash-separated file name part. */
export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60)
}
