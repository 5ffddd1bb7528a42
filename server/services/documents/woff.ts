import zlib from 'node:zlib'

/**
 * WOFF 1.0 → plain sfnt (TrueType/OpenType) bytes. fontkit reads WOFF, but inflates a
 * table again on every access (the glyph table once per glyph when pdfkit subsets), which
 * made each Assamese PDF cost seconds of CPU; unpacking once at load removes that.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.readUInt32BE(0) !== 0x774f4646) throw new Error('not a WOFF 1.0 font') // 'wOFF'
  const flavor = woff.readUInt32BE(4)
  const numTables = woff.readUInt16BE(12)
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = 44 + i * 20
    const tag = woff.readUInt32BE(at)
    const offset = woff.readUInt32BE(at + 4)
    const compLength = woff.readUInt32BE(at + 8)
    const origLength = woff.readUInt32BE(at + 12)
    const checksum = woff.readUInt32BE(at + 16)
    const raw = woff.subarray(offset, offset + compLength)
    const data = compLength < origLength ? zlib.inflateSync(raw) : Buffer.from(raw)
    if (data.length !== origLength) throw new Error('WOFF table has the wrong length')
    return { tag, checksum, data }
  }).sort((a, b) => a.tag - b.tag)

  const pad4 = (n: number) => (n + 3) & ~3
  const headerSize = 12 + 16 * numTables
  const total = tables.reduce((s, t) => s + pad4(t.data.length), headerSize)
  const out = Buffer.alloc(total)
  const entrySelector = Math.floor(Math.log2(numTables))
  const searchRange = 2 ** entrySelector * 16
  out.writeUInt32BE(flavor, 0)
  out.writeUInt16BE(numTables, 4)
  out.writeUInt16BE(searchRange, 6)
  out.writeUInt16BE(entrySelector, 8)
  out.writeUInt16BE(numTables * 16 - searchRange, 10)
  let offset = headerSize
  tables.forEach((t, i) => {
    const rec = 12 + i * 16
    out.writeUInt32BE(t.tag, rec)
    out.writeUInt32BE(t.checksum, rec + 4)
    out.writeUInt32BE(offset, rec + 8)
    out.writeUInt32BE(t.data.length, rec + 12)
    t.data.copy(out, offset)
    offset += pad4(t.data.length)
  })
  return out
}
