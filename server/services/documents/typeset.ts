import type PDFDocument from 'pdfkit'
import { FONT_NAMES, fontName, loadFont } from './fonts'
import { splitRuns } from './runs'

type Doc = InstanceType<typeof PDFDocument>

const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' })
const graphemes = (s: string) => Array.from(segmenter.segment(s), (g) => g.segment)

export interface TextStyle {
  size: number
  bold?: boolean
  color?: string
}

export interface DrawOptions extends TextStyle {
  /** box width for right/center alignment */
  width?: number
  align?: 'left' | 'right' | 'center'
}

/**
 * Draws mixed Assamese/English text on a pdfkit document: each run of one script is drawn
 * with its font and shaped by fontkit (conjuncts, reph, ra-phala, vowel signs). Wrapping
 * is done here on words, measured with the shaped widths.
 */
export class Typesetter {
  constructor(readonly doc: Doc) {
    // pdfkit 0.20 takes a parsed fontkit font as a source (its types only list file data)
    for (const name of FONT_NAMES) doc.registerFont(name, loadFont(name) as unknown as Buffer)
  }

  /** the shaped width of `text` in points */
  width(text: string, style: TextStyle): number {
    let w = 0
    for (const run of splitRuns(text)) {
      w += this.doc.font(fontName(run.script, !!style.bold)).fontSize(style.size).widthOfString(run.text)
    }
    return w
  }

  /** the height of one line of text in `style` */
  lineHeight(style: TextStyle): number {
    return this.doc.font(fontName('beng', !!style.bold)).fontSize(style.size).currentLineHeight(true)
  }

  /** one line of text, top-left at (x, y), never wrapped */
  draw(text: string, x: number, y: number, opts: DrawOptions): void {
    let cx = x
    if (opts.width !== undefined && opts.align && opts.align !== 'left') {
      const free = opts.width - this.width(text, opts)
      cx += opts.align === 'right' ? free : free / 2
    }
    this.doc.fillColor(opts.color ?? '#000000')
    for (const run of splitRuns(text)) {
      const font = fontName(run.script, !!opts.bold)
      this.doc.font(font).fontSize(opts.size)
      this.doc.text(run.text, cx, y, { lineBreak: false })
      cx += this.doc.widthOfString(run.text)
    }
  }

  /** breaks text into lines no wider than `width` (words longer than a line are cut by characters) */
  wrap(text: string, width: number, style: TextStyle): string[] {
    const lines: string[] = []
    for (const para of text.split('\n')) {
      let line = ''
      for (const word of para.split(/\s+/).filter(Boolean)) {
        const candidate = line ? `${line} ${word}` : word
        if (this.width(candidate, style) <= width) {
          line = candidate
          continue
        }
        if (line) lines.push(line)
        line = word
        // a word longer than the line (a long id): cut between graphemes
        let parts = graphemes(line)
        while (parts.length > 1 && this.width(line, style) > width) {
          let cut = parts.length - 1
          while (cut > 1 && this.width(parts.slice(0, cut).join(''), style) > width) cut--
          lines.push(parts.slice(0, cut).join(''))
          parts = parts.slice(cut)
          line = parts.join('')
        }
      }
      lines.push(line)
    }
    return lines
  }

  /** a wrapped paragraph; answers the height it used */
  paragraph(text: string, x: number, y: number, width: number, opts: DrawOptions & { gap?: number }): number {
    const lh = this.lineHeight(opts) + (opts.gap ?? 0)
    const lines = this.wrap(text, width, opts)
    lines.forEach((line, i) => this.draw(line, x, y + i * lh, { ...opts, width }))
    return lines.length * lh
  }
}
