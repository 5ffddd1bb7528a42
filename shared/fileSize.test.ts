import { describe, expect, it } from 'vitest'
import { formatFileSize } from './format'
import { uploadKey, uploadUrl } from './uploads'

describe('formatFileSize: the size beside a download link (issue 24 §5)', () => {
  it('whole kilobytes up to 999, then megabytes with one decimal below ten, in each language', () => {
    const en = (n: number) => formatFileSize(n, 'en').replace(/\u00a0/g, ' ')
    expect(en(0)).toBe('1 KB')
    expect(en(10)).toBe('1 KB')
    expect(en(250_000)).toBe('245 KB')
    expect(en(999 * 1024)).toBe('999 KB')
    expect(en(999 * 1024 + 1)).toBe('1 MB')
    expect(en(1_300_000)).toBe('1.2 MB')
    expect(en(2 * 1024 ** 2)).toBe('2 MB')
    expect(en(9.96 * 1024 ** 2)).toBe('10 MB')
    expect(en(15.4 * 1024 ** 2)).toBe('15 MB')
    expect(en(2.5 * 1024 ** 3)).toBe('2.5 GB')
    expect(formatFileSize(1_300_000, 'as')).toBe('১.২\u00a0এম.বি.')
    expect(formatFileSize(250_000, 'as')).toBe('২৪৫\u00a0কে.বি.')
    // the figure and its unit never part at a line's end
    expect(formatFileSize(250_000, 'en')).toBe('245\u00a0KB')
  })
})

describe('uploadKey: the storage key of a stored file, the inverse of uploadUrl', () => {
  it('reads every spelling uploadUrl takes, and no link elsewhere', () => {
    for (const location of ['tenders/nit 12.pdf', '/tenders/nit 12.pdf', 'uploads/tenders/nit 12.pdf', '/uploads/tenders/nit 12.pdf']) {
      expect(uploadKey(location), location).toBe('tenders/nit 12.pdf')
      expect(uploadKey(uploadUrl(location)), location).toBe('tenders/nit 12.pdf')
    }
    for (const location of ['https://example.org/a.pdf', '//cdn.example.org/a.pdf', '/website/Notices', '', null, undefined]) expect(uploadKey(location), String(location)).toBeNull()
    expect(uploadKey('/website/uploads/a%ZZ.pdf')).toBeNull()
  })
})
