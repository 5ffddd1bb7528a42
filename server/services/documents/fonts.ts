import fs from 'node:fs'
import { createRequire } from 'node:module'
import { create, type Font, type GlyphPosition, type GlyphRun } from 'fontkit'
import { fixFontkitLayout } from './fontkitFixes'
import { woffToSfnt } from './woff'

/**
 * The fonts of the PDF documents (ADR 009): Noto Sans Bengali from @fontsource, one file
 * for the Bengali script (Assamese, Bengali digits, ₹) and one for Latin, in two weights.
 * Resolved through the package, so the files are found under tsx, vitest and the esbuild
 * bundle alike (the package stays in node_modules; never a path relative to this file).
 */
export type FontScript = 'beng' | 'latn'
export type FontWeight = 'regular' | 'bold'
export type FontName = `${FontScript}-${FontWeight}`

const FILES: Record<FontName, string> = {
  'beng-regular': 'noto-sans-bengali-bengali-400-normal.woff',
  'beng-bold': 'noto-sans-bengali-bengali-700-normal.woff',
  'latn-regular': 'noto-sans-bengali-latin-400-normal.woff',
  'latn-bold': 'noto-sans-bengali-latin-700-normal.woff',
}

export const FONT_NAMES = Object.keys(FILES) as FontName[]

const require = createRequire(import.meta.url)

/** The file path of a font. */
export function fontPath(name: FontName): string {
  return require.resolve(`@fontsource/noto-sans-bengali/files/${FILES[name]}`)
}

export function fontName(script: FontScript, bold: boolean): FontName {
  return `${script}-${bold ? 'bold' : 'regular'}`
}

/** shaped words kept per font; labels repeat on every document, so most layouts are hits */
const LAYOUT_CACHE_SIZE = 4000

/**
 * Wraps a font's layout with a bounded cache. Shaping Bengali costs milliseconds per word
 * (fontkit's Indic shaper); pdfkit caches per document only. pdfkit scales the positions
 * of a run in place, so every answer gets fresh position objects.
 */
function cacheLayout(font: Font): Font {
  const layout = font.layout.bind(font)
  const cache = new Map<string, { glyphs: GlyphRun['glyphs']; positions: GlyphPosition[] }>()
  font.layout = (text: string, features?: unknown, ...rest: unknown[]): GlyphRun => {
    if (features !== undefined || rest.length > 0) return layout(text, features, ...rest)
    let hit = cache.get(text)
    if (!hit) {
      const run = layout(text)
      hit = { glyphs: run.glyphs, positions: run.positions.map((p) => ({ ...p })) }
      if (cache.size >= LAYOUT_CACHE_SIZE) cache.delete(cache.keys().next().value as string)
      cache.set(text, hit)
    }
    const positions = hit.positions.map((p) => ({ ...p }))
    return {
      glyphs: hit.glyphs,
      positions,
      get advanceWidth() {
        return positions.reduce((w, p) => w + p.xAdvance, 0)
      },
    }
  }
  return font
}

const fonts = new Map<FontName, Font>()

/** The parsed font, shared by every document of the process (pdfkit takes a fontkit font as a source). */
export function loadFont(name: FontName): Font {
  let font = fonts.get(name)
  if (!font) {
    font = cacheLayout(fixFontkitLayout(create(woffToSfnt(fs.readFileSync(fontPath(name))))))
    fonts.set(name, font)
  }
  return font
}
