import fs from 'node:fs'
import { create } from 'fontkit'
import { describe, expect, it } from 'vitest'
import { fontPath } from './fonts'
import { woffToSfnt } from './woff'

describe('woffToSfnt', () => {
  const woff = fs.readFileSync(fontPath('beng-regular'))
  const sfnt = woffToSfnt(woff)

  it('answers a TrueType font with every table of the WOFF, 4-byte aligned', () => {
    expect(sfnt.readUInt32BE(0)).toBe(woff.readUInt32BE(4)) // the flavor: 0x00010000 for TrueType
    const numTables = sfnt.readUInt16BE(4)
    expect(numTables).toBe(woff.readUInt16BE(12))
    const tags: string[] = []
    for (let i = 0; i < numTables; i++) {
      const rec = 12 + i * 16
      tags.push(sfnt.toString('latin1', rec, rec + 4))
      expect(sfnt.readUInt32BE(rec + 8) % 4).toBe(0)
      expect(sfnt.readUInt32BE(rec + 8) + sfnt.readUInt32BE(rec + 12)).toBeLessThanOrEqual(sfnt.length)
    }
    expect(tags).toEqual([...tags].sort())
    expect(tags).toEqual(expect.arrayContaining(['GSUB', 'GPOS', 'GDEF', 'cmap', 'glyf', 'hmtx']))
  })

  it('parses to the same font as the WOFF itself', () => {
    const a = create(woff)
    const b = create(sfnt)
    expect(b.postscriptName).toBe(a.postscriptName)
    expect(b.numGlyphs).toBe(a.numGlyphs)
    for (const cp of [0x0995, 0x09f0, 0x09f1, 0x09e7, 0x20b9]) expect(b.glyphForCodePoint(cp).id).toBe(a.glyphForCodePoint(cp).id)
  })

  it('refuses what is not WOFF 1.0', () => {
    expect(() => woffToSfnt(sfnt)).toThrow(/not a WOFF/)
  })
})
