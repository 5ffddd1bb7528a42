import fs from 'node:fs'
import { create } from 'fontkit'
import { describe, expect, it } from 'vitest'
import { FONT_NAMES, fontPath, loadFont } from './fonts'
import { woffToSfnt } from './woff'

const font = loadFont('beng-regular')
const codePoints = (s: string) => [...s].map((c) => c.codePointAt(0)!)
/** the glyph of every code point on its own, as a PDF library without shaping would draw them */
const unshaped = (s: string) => codePoints(s).map((cp) => font.glyphForCodePoint(cp).id)
const shaped = (s: string) => font.layout(s).glyphs.map((g) => g.id)

describe('Assamese shaping with Noto Sans Bengali through fontkit', () => {
  it('finds every font file through the package, as the bundled server will', () => {
    for (const name of FONT_NAMES) {
      expect(fontPath(name)).toMatch(/@fontsource\/noto-sans-bengali\/files\/noto-sans-bengali-(bengali|latin)-[47]00-normal\.woff$/)
      expect(fs.existsSync(fontPath(name))).toBe(true)
    }
  })

  it('ক্ষ (ka + virama + ssa) becomes one ligature glyph', () => {
    expect(codePoints('ক্ষ')).toHaveLength(3)
    const glyphs = shaped('ক্ষ')
    expect(glyphs).toHaveLength(1)
    expect(unshaped('ক্ষ')).not.toContain(glyphs[0])
    expect(glyphs[0]).not.toBe(0)
    expect(font.layout('ক্ষ').glyphs[0].codePoints).toEqual(codePoints('ক্ষ'))
  })

  it('reph: ৰ + virama before a consonant (কৰ্ম) becomes a reph mark drawn after the consonant', () => {
    const glyphs = shaped('কৰ্ম')
    expect(glyphs.length).toBeLessThan(codePoints('কৰ্ম').length)
    const reph = glyphs[glyphs.length - 1]
    expect(unshaped('কৰ্ম')).not.toContain(reph)
    expect(glyphs.slice(0, 2)).toEqual(unshaped('কম')) // ক and ম stay, ৰ্ is the reph after ম
  })

  it('ra-phala: virama + ৰ after a consonant (প্ৰ, গ্ৰ) becomes a below-base form, not ৰ', () => {
    for (const s of ['প্ৰ', 'গ্ৰ', 'শ্ৰ']) {
      const glyphs = shaped(s)
      expect(glyphs.length, s).toBeLessThan(codePoints(s).length)
      expect(glyphs, s).not.toContain(font.glyphForCodePoint(0x09f0).id)
      expect(
        glyphs.some((g) => !unshaped(s).includes(g)),
        s,
      ).toBe(true)
    }
  })

  it('ৰ and ৱ (Assamese ra and wa) have their own glyphs, unlike Bengali র and ব', () => {
    const ra = shaped('ৰ')
    const wa = shaped('ৱ')
    expect(ra).toHaveLength(1)
    expect(wa).toHaveLength(1)
    expect(ra[0]).not.toBe(0)
    expect(wa[0]).not.toBe(0)
    expect(ra[0]).not.toBe(font.glyphForCodePoint(0x09b0).id)
    expect(wa[0]).not.toBe(font.glyphForCodePoint(0x09ac).id)
  })

  it('pre-base vowel signs are drawn before their consonant (কি)', () => {
    const ki = shaped('কি')
    expect(ki).toHaveLength(2)
    expect(ki[1]).toBe(font.glyphForCodePoint(0x0995).id)
    expect(ki[0]).not.toBe(ki[1])
  })

  it('no virama, no conjunct: হন stays two letters (a context never reaches into the next syllable), হ্ন joins', () => {
    expect(shaped('হন')).toEqual(unshaped('হন'))
    expect(shaped('বহন')).toEqual(unshaped('বহন'))
    expect(shaped('হ্ন')).not.toEqual(unshaped('হন'))
  })

  // Advance widths (font units) HarfBuzz gives for the same font (Chromium, 1000 px canvas):
  // fontkit must agree, or words collide or gape (each fix of fontkitFixes.ts is needed by some).
  const HARFBUZZ_WIDTHS: Array<[string, number]> = [
    ['ক্ত', 910],
    ['শক্তি', 1857],
    ['ক্ত ', 1170],
    ['ত্ত', 710],
    ['স্থ', 667],
    ['ন্ত', 756],
    ['প্ৰি', 1030],
    ['কৰ্ম', 1419],
    ['ক্ষ', 859],
    ['দ্যু', 823],
    ['বন্ধ', 1266],
    ['শুল্ক', 1539],
    ['অতিৰিক্ত', 3638],
    ['নম্বৰত', 2496],
    ['উপলব্ধ', 2848],
    ['বহনক্ষম', 3203],
  ]
  it.each(HARFBUZZ_WIDTHS)('%s is as wide as HarfBuzz makes it (%i units)', (text, width) => {
    expect(Math.round(font.layout(text).advanceWidth)).toBe(width)
  })

  it('ক্ত: its headline piece has no advance of its own; GPOS dist adds 200 units through a mark filtering set', () => {
    const raw = create(woffToSfnt(fs.readFileSync(fontPath('beng-regular'))))
    const headline = raw.layout('ক্ত').glyphs.find((g) => g.name.startsWith('headline'))
    expect(headline?.advanceWidth).toBe(0)
    expect(font.layout('ক্ত').advanceWidth - raw.layout('ক্ত').glyphs.reduce((w, g) => w + g.advanceWidth, 0)).toBe(200)
  })

  it('caches layouts but hands out fresh positions (pdfkit scales them in place)', () => {
    const a = font.layout('গ্ৰাহক')
    a.positions[0].xAdvance *= 10
    const b = font.layout('গ্ৰাহক')
    expect(b.positions[0].xAdvance).toBe(a.positions[0].xAdvance / 10)
    expect(b.glyphs.map((g) => g.id)).toEqual(a.glyphs.map((g) => g.id))
  })
})
