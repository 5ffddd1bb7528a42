// The part of fontkit (pdfkit's font engine, a dependency of pdfkit) the documents use.
declare module 'fontkit' {
  export interface Glyph {
    id: number
    codePoints: number[]
    advanceWidth: number
    name: string
  }
  export interface GlyphPosition {
    xAdvance: number
    yAdvance: number
    xOffset: number
    yOffset: number
  }
  export interface GlyphRun {
    glyphs: Glyph[]
    positions: GlyphPosition[]
    readonly advanceWidth: number
  }
  export interface Font {
    postscriptName: string
    familyName: string
    unitsPerEm: number
    numGlyphs: number
    layout(text: string, features?: unknown, ...rest: unknown[]): GlyphRun
    glyphForCodePoint(codePoint: number): Glyph
    hasGlyphForCodePoint(codePoint: number): boolean
  }
  export function create(buffer: Uint8Array, postscriptName?: string | null): Font
}
