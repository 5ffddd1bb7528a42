import type { Locale } from '#shared/locale'
import { label } from './labels'
import type { Typesetter } from './typeset'

/** Drawing blocks shared by the bill and the receipts. Every block answers the y below it. */
export const COLOR = {
  brand: '#0b3d91',
  brandText: '#ffffff',
  tint: '#eef3fb',
  rule: '#b8c6dc',
  muted: '#4a5568',
  text: '#111111',
  strong: '#7a1c00',
}

export interface Box {
  x: number
  width: number
}

/** the company band with the document's title on the right */
export function header(ts: Typesetter, lang: Locale, title: string, box: Box, y: number, phone: string, compact = false): number {
  const { doc } = ts
  const h = compact ? 62 : 66
  doc.save().rect(box.x, y, box.width, h).fill(COLOR.brand).restore()
  const pad = 10
  const left = box.width * (compact ? 1 : 0.62) - pad * 2
  ts.draw(label(lang, 'company'), box.x + pad, y + 8, { size: compact ? 10.5 : 12.5, bold: true, color: COLOR.brandText })
  const small = { size: 7.5, color: COLOR.brandText }
  ts.draw(label(lang, 'companyNote'), box.x + pad, y + (compact ? 25 : 28), small)
  ts.draw(label(lang, 'companyAddress'), box.x + pad, y + (compact ? 37 : 41), small)
  if (compact) {
    ts.draw(label(lang, 'helpline', { phone }), box.x + pad, y + 49, small)
    return y + h + 10
  }
  const rx = box.x + pad + left
  const rw = box.width - left - pad * 2
  ts.draw(title, rx, y + 10, { size: 14, bold: true, color: COLOR.brandText, width: rw, align: 'right' })
  ts.draw(label(lang, 'helpline', { phone }), rx, y + 40, { size: 8.5, bold: true, color: COLOR.brandText, width: rw, align: 'right' })
  return y + h + 10
}

/** a centred title line (receipts) */
export function title(ts: Typesetter, text: string, box: Box, y: number): number {
  ts.draw(text, box.x, y, { size: 13, bold: true, color: COLOR.brand, width: box.width, align: 'center' })
  return y + ts.lineHeight({ size: 13 }) + 6
}

export function sectionTitle(ts: Typesetter, text: string, box: Box, y: number): number {
  ts.draw(text, box.x, y, { size: 9.5, bold: true, color: COLOR.brand })
  const below = y + ts.lineHeight({ size: 9.5 })
  ts.doc
    .save()
    .moveTo(box.x, below)
    .lineTo(box.x + box.width, below)
    .lineWidth(0.8)
    .strokeColor(COLOR.brand)
    .stroke()
    .restore()
  return below + 5
}

/** cells side by side in a tinted strip: a small label above a bold value */
export function strip(ts: Typesetter, cells: Array<[string, string]>, box: Box, y: number): number {
  const w = box.width / cells.length
  const lh = ts.lineHeight({ size: 7.5 })
  const h = lh + ts.lineHeight({ size: 10 }) + 10
  ts.doc.save().rect(box.x, y, box.width, h).fill(COLOR.tint).restore()
  cells.forEach(([k, v], i) => {
    const x = box.x + i * w + 8
    ts.draw(k, x, y + 5, { size: 7.5, color: COLOR.muted })
    ts.draw(v, x, y + 5 + lh, { size: 10, bold: true, color: COLOR.text })
  })
  return y + h + 8
}

/** label : value pairs in `columns` columns; long values wrap within their cell */
export function pairs(ts: Typesetter, rows: Array<[string, string]>, box: Box, y: number, opts: { columns?: number; labelWidth?: number; size?: number } = {}): number {
  const columns = opts.columns ?? 2
  const size = opts.size ?? 8.5
  const colGap = 14
  const colWidth = (box.width - colGap * (columns - 1)) / columns
  const labelWidth = opts.labelWidth ?? colWidth * 0.42
  const valueWidth = colWidth - labelWidth - 4
  const lh = ts.lineHeight({ size })
  let cy = y
  for (let i = 0; i < rows.length; i += columns) {
    let lines = 1
    rows.slice(i, i + columns).forEach(([k, v], c) => {
      const x = box.x + c * (colWidth + colGap)
      const keyLines = ts.wrap(k, labelWidth - 4, { size: size - 0.5 })
      keyLines.forEach((line, n) => ts.draw(line, x, cy + n * lh, { size: size - 0.5, color: COLOR.muted }))
      const valueLines = ts.wrap(v || '—', valueWidth, { size, bold: true })
      valueLines.forEach((line, n) => ts.draw(line, x + labelWidth, cy + n * lh, { size, bold: true, color: COLOR.text }))
      lines = Math.max(lines, keyLines.length, valueLines.length)
    })
    cy += lines * lh + 2
  }
  return cy + 4
}

export interface Column {
  header: string
  /** share of the table's width */
  weight: number
  align?: 'left' | 'right' | 'center'
}

export interface TableRow {
  cells: string[]
  bold?: boolean
  tint?: boolean
}

/** a ruled table with a tinted header; header texts wrap, cell texts do not */
export function table(ts: Typesetter, columns: Column[], rows: TableRow[], box: Box, y: number, size = 8.5): number {
  const { doc } = ts
  const total = columns.reduce((s, c) => s + c.weight, 0)
  const widths = columns.map((c) => (box.width * c.weight) / total)
  const pad = 5
  const lh = ts.lineHeight({ size })
  const headLines = columns.map((c, i) => ts.wrap(c.header, widths[i] - pad * 2, { size: size - 0.5, bold: true }))
  const hasHead = columns.some((c) => c.header)
  const headH = hasHead ? Math.max(...headLines.map((l) => l.length)) * ts.lineHeight({ size: size - 0.5 }) + 6 : 0
  if (hasHead) doc.save().rect(box.x, y, box.width, headH).fill(COLOR.tint).restore()
  let x = box.x
  headLines.forEach((lines, i) => {
    lines.forEach((line, n) =>
      ts.draw(line, x + pad, y + 3 + n * ts.lineHeight({ size: size - 0.5 }), {
        size: size - 0.5,
        bold: true,
        color: COLOR.brand,
        width: widths[i] - pad * 2,
        align: columns[i].align ?? 'left',
      }),
    )
    x += widths[i]
  })
  let cy = y + headH
  for (const row of rows) {
    const rh = lh + 4
    if (row.tint) doc.save().rect(box.x, cy, box.width, rh).fill(COLOR.tint).restore()
    x = box.x
    row.cells.forEach((cell, i) => {
      ts.draw(cell, x + pad, cy + 2, { size, bold: row.bold, color: COLOR.text, width: widths[i] - pad * 2, align: columns[i].align ?? 'left' })
      x += widths[i]
    })
    cy += rh
    doc
      .save()
      .moveTo(box.x, cy)
      .lineTo(box.x + box.width, cy)
      .lineWidth(0.4)
      .strokeColor(COLOR.rule)
      .stroke()
      .restore()
  }
  doc
    .save()
    .rect(box.x, y, box.width, cy - y)
    .lineWidth(0.8)
    .strokeColor(COLOR.rule)
    .stroke()
    .restore()
  return cy + 10
}

/** a boxed, emphasised block of centred lines (amount payable, token); long lines wrap */
export function callout(ts: Typesetter, lines: Array<{ text: string; size: number; bold?: boolean; color?: string }>, box: Box, y: number): number {
  const pad = 8
  const wrapped = lines.flatMap((l) => ts.wrap(l.text, box.width - pad * 2, l).map((text) => ({ ...l, text })))
  const h = wrapped.reduce((s, l) => s + ts.lineHeight(l), 0) + pad * 2
  ts.doc.save().rect(box.x, y, box.width, h).lineWidth(1).fillAndStroke(COLOR.tint, COLOR.brand).restore()
  let cy = y + pad
  for (const l of wrapped) {
    ts.draw(l.text, box.x + pad, cy, { ...l, color: l.color ?? COLOR.text, width: box.width - pad * 2, align: 'center' })
    cy += ts.lineHeight(l)
  }
  return y + h + 10
}

/** small print at the bottom of a page */
export function footnotes(ts: Typesetter, notes: string[], box: Box, bottom: number): void {
  const style = { size: 7.5, color: COLOR.muted }
  const lh = ts.lineHeight(style)
  const lines = notes.flatMap((n) => ts.wrap(n, box.width, style))
  let y = bottom - lines.length * lh
  ts.doc
    .save()
    .moveTo(box.x, y - 4)
    .lineTo(box.x + box.width, y - 4)
    .lineWidth(0.5)
    .strokeColor(COLOR.rule)
    .stroke()
    .restore()
  for (const line of lines) {
    ts.draw(line, box.x, y, style)
    y += lh
  }
}

/** A QR code's modules (server/services/upi.ts `qrMatrix`). */
export interface QrModules {
  size: number
  dark: (x: number, y: number) => boolean
}

/**
 * A QR code `side` points square at (x, y), in vector rectangles (one per horizontal run of
 * dark modules, filled once): sharp at any print resolution. Wrapped in a /Figure marked-content
 * sequence; the text beside it says what it holds. Leave 4 modules of blank paper around it.
 */
export function qrCode(ts: Typesetter, qr: QrModules, x: number, y: number, side: number): void {
  const { doc } = ts
  const m = side / qr.size
  doc.save().markContent('Figure')
  for (let row = 0; row < qr.size; row++) {
    let start = -1
    for (let col = 0; col <= qr.size; col++) {
      const dark = col < qr.size && qr.dark(col, row)
      if (dark && start < 0) start = col
      if (!dark && start >= 0) {
        doc.rect(x + start * m, y + row * m, (col - start) * m, m)
        start = -1
      }
    }
  }
  doc.fill('#000000').endMarkedContent().restore()
}
