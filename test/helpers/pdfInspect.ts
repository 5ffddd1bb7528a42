import zlib from 'node:zlib'

/**
 * A small reader of the PDFs this module writes, for tests and checks: objects, inflated
 * streams, page count, embedded fonts and the text drawn on the pages (glyph codes
 * decoded through each font's ToUnicode CMap, in drawing order). Not a general PDF parser.
 */
export interface PdfObject {
  id: number
  dict: string
  stream: Buffer | null
}

export function pdfObjects(pdf: Buffer): PdfObject[] {
  const text = pdf.toString('latin1')
  const out: PdfObject[] = []
  const re = /(\d+) 0 obj\s*([\s\S]*?)endobj/g
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const body = m[2]
    const s = body.indexOf('stream')
    if (s < 0) {
      out.push({ id: Number(m[1]), dict: body, stream: null })
      continue
    }
    const dict = body.slice(0, s)
    const startInBody = s + 'stream'.length + (body[s + 6] === '\r' ? 2 : 1)
    const end = body.lastIndexOf('endstream')
    const bodyStart = m.index + m[0].indexOf(body)
    let raw = pdf.subarray(bodyStart + startInBody, bodyStart + end)
    if (raw[raw.length - 1] === 0x0a) raw = raw.subarray(0, raw.length - 1)
    const stream = /\/FlateDecode/.test(dict) ? zlib.inflateSync(raw) : Buffer.from(raw)
    out.push({ id: Number(m[1]), dict, stream })
  }
  return out
}

export function pageCount(pdf: Buffer): number {
  return pdfObjects(pdf).filter((o) => /\/Type\s*\/Page\b(?!s)/.test(o.dict)).length
}

/** BaseFont names of the fonts the document embeds (subset tag stripped). */
export function embeddedFonts(pdf: Buffer): string[] {
  return pdfObjects(pdf)
    .filter((o) => /\/Type\s*\/FontDescriptor/.test(o.dict) && /\/FontFile2?\s+\d+ 0 R/.test(o.dict))
    .map((o) => /\/FontName\s*\/(?:[A-Z]{6}\+)?([^\s/>]+)/.exec(o.dict)?.[1] ?? '')
}

/** glyph code → Unicode text, from a ToUnicode CMap with bfrange arrays and bfchar entries */
export function parseToUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>()
  const units = (hex: string) => String.fromCharCode(...(hex.replace(/\s+/g, '').match(/.{4}/g) ?? []).map((h) => parseInt(h, 16)))
  for (const block of cmap.match(/beginbfrange([\s\S]*?)endbfrange/g) ?? []) {
    const re = /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[^>]*>)/g
    for (let m = re.exec(block); m; m = re.exec(block)) {
      const start = parseInt(m[1], 16)
      const end = parseInt(m[2], 16)
      if (m[3].startsWith('[')) {
        const items = m[3].match(/<[^>]*>/g) ?? []
        items.forEach((item, i) => map.set(start + i, units(item.slice(1, -1))))
      } else {
        const first = units(m[3].slice(1, -1))
        for (let c = start; c <= end; c++) map.set(c, first.slice(0, -1) + String.fromCharCode(first.charCodeAt(first.length - 1) + c - start))
      }
    }
  }
  for (const block of cmap.match(/beginbfchar([\s\S]*?)endbfchar/g) ?? []) {
    const re = /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F\s]+)>/g
    for (let m = re.exec(block); m; m = re.exec(block)) map.set(parseInt(m[1], 16), units(m[2]))
  }
  return map
}

export interface PdfText {
  /** one entry per BT…ET block (one run of one font), in drawing order */
  blocks: string[]
  /** every block joined without separators */
  text: string
  /** the ToUnicode CMaps of the fonts, as text */
  cmaps: string[]
}

/** The text drawn on every page, decoded through the fonts' ToUnicode CMaps. */
export function pdfText(pdf: Buffer): PdfText {
  const objects = pdfObjects(pdf)
  const byId = new Map(objects.map((o) => [o.id, o]))
  const cmapOfFont = new Map<number, Map<number, string>>()
  const cmaps: string[] = []
  for (const o of objects) {
    const ref = /\/ToUnicode\s+(\d+) 0 R/.exec(o.dict)
    const stream = ref ? byId.get(Number(ref[1]))?.stream : undefined
    if (stream) {
      cmaps.push(stream.toString('latin1'))
      cmapOfFont.set(o.id, parseToUnicode(stream.toString('latin1')))
    }
  }
  const blocks: string[] = []
  for (const page of objects.filter((o) => /\/Type\s*\/Page\b(?!s)/.test(o.dict))) {
    // resource name (/F1) → font object id, from the page's resources (inline or referenced)
    const resRef = /\/Resources\s+(\d+) 0 R/.exec(page.dict)
    const resources = resRef ? (byId.get(Number(resRef[1]))?.dict ?? '') : page.dict
    const fonts = new Map<string, number>()
    const fontDict = /\/Font\s*<<([\s\S]*?)>>/.exec(resources)?.[1] ?? ''
    for (const m of fontDict.matchAll(/\/([A-Za-z0-9]+)\s+(\d+) 0 R/g)) fonts.set(m[1], Number(m[2]))
    const contentRefs = /\/Contents\s+(\d+) 0 R/.exec(page.dict)
    const content = contentRefs ? (byId.get(Number(contentRefs[1]))?.stream?.toString('latin1') ?? '') : ''
    for (const bt of content.match(/\bBT\b[\s\S]*?\bET\b/g) ?? []) {
      let cmap: Map<number, string> | undefined
      let text = ''
      const tokens = /\/([A-Za-z0-9]+)\s+[\d.]+\s+Tf|<([0-9a-fA-F]*)>/g
      for (let m = tokens.exec(bt); m; m = tokens.exec(bt)) {
        if (m[1]) cmap = cmapOfFont.get(fonts.get(m[1]) ?? -1)
        else if (m[2] !== undefined) for (const code of m[2].match(/.{4}/g) ?? []) text += cmap?.get(parseInt(code, 16)) ?? '\uFFFD'
      }
      blocks.push(text)
    }
  }
  return { blocks, text: blocks.join(''), cmaps }
}
