import { describe, expect, it } from 'vitest'
import { financialYearLabel, financialYearStart } from './financialYear'
import { uploadUrl } from '#shared/uploads'
import { fileType, pickText } from './files'

describe('financialYearStart', () => {
  it('turns on 1 April in India Standard Time', () => {
    expect(financialYearStart(new Date('2026-03-31T12:00:00+05:30'))).toBe(2025)
    expect(financialYearStart(new Date('2026-04-01T00:00:00+05:30'))).toBe(2026)
    // 31 March 19:00 UTC is already 1 April in India
    expect(financialYearStart(new Date('2026-03-31T19:00:00Z'))).toBe(2026)
    expect(financialYearStart(new Date('2027-01-15T00:00:00Z'))).toBe(2026)
  })
})

describe('financialYearLabel', () => {
  it('names the year as 2026-27', () => {
    expect(financialYearLabel(2026)).toBe('2026-27')
    expect(financialYearLabel(2009)).toBe('2009-10')
    expect(financialYearLabel(1999)).toBe('1999-00')
  })
})

describe('files', () => {
  it('links stored files through the download route', () => {
    expect(uploadUrl('tenders/nit 12.pdf')).toBe('/website/uploads/tenders/nit%2012.pdf')
    expect(uploadUrl('/uploads/a.pdf')).toBe('/website/uploads/a.pdf')
    expect(uploadUrl('https://example.org/a.pdf')).toBe('https://example.org/a.pdf')
  })
  it('shows the file type', () => {
    expect(fileType('a/b/report.PDF')).toBe('PDF')
    expect(fileType('sheet.xlsx?x=1')).toBe('XLSX')
    expect(fileType('noext')).toBe('')
    expect(fileType(null)).toBe('')
  })
  it('picks the Assamese text and marks the English fallback', () => {
    expect(pickText('Notice', 'জাননী', 'as')).toEqual({ text: 'জাননী' })
    expect(pickText('Notice', null, 'as')).toEqual({ text: 'Notice', lang: 'en' })
    expect(pickText('Notice', 'জাননী', 'en')).toEqual({ text: 'Notice' })
  })
})

describe('periodYearLabel', () => {
  it('names the year of each tender period', async () => {
    const { periodYearLabel } = await import('./financialYear')
    const today = new Date('2026-05-10T06:00:00Z')
    expect(periodYearLabel('current', today)).toBe('2026-27')
    expect(periodYearLabel('previous', today)).toBe('2025-26')
    expect(periodYearLabel('archive', today)).toBe('2025-26')
    expect(periodYearLabel('current', new Date('2026-02-01T00:00:00Z'))).toBe('2025-26')
  })
})
