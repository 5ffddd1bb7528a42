import { describe, expect, it } from 'vitest'
import { extractLocale, localizedPath } from './locale'
import { canonicalRoute } from './routes'
import { formatDate, formatMonthName, formatNumber, localizeDigits } from './format'
import { isMobileUserAgent } from './device'

describe('Assamese mirrors', () => {
  it('maps AS_X to X in Assamese and the Assamese homes to /', () => {
    expect(extractLocale('/AS_PayBill')).toEqual({ locale: 'as', pathname: '/PayBill' })
    expect(extractLocale('/Assamese')).toEqual({ locale: 'as', pathname: '/' })
    expect(extractLocale('/AssameseMobile')).toEqual({ locale: 'as', pathname: '/' })
    expect(extractLocale('/PayBill')).toEqual({ locale: 'en', pathname: '/PayBill' })
  })
  it('builds the mirror path', () => {
    expect(localizedPath('/Safety', 'as')).toBe('/AS_Safety')
    expect(localizedPath('/', 'as')).toBe('/Assamese')
    expect(localizedPath('/', 'as', { mobile: true })).toBe('/AssameseMobile')
    expect(localizedPath('/Safety', 'en')).toBe('/Safety')
  })
})

describe('canonicalRoute', () => {
  it('gives the canonical case of a known route', () => {
    expect(canonicalRoute('/paybill')).toBe('/PayBill')
    expect(canonicalRoute('/PayBill')).toBeUndefined()
    expect(canonicalRoute('/nothing-here')).toBeUndefined()
  })
})

describe('format', () => {
  it('formats dates the same way everywhere', () => {
    expect(formatDate('2026-04-05', 'en')).toBe('05 Apr 2026')
    expect(formatDate('05/04/2026', 'en')).toBe('05 Apr 2026')
    expect(formatDate('2026-04-05', 'as')).toBe('০৫ এপ্ৰিল ২০২৬')
    expect(formatDate(null, 'en')).toBe('')
  })
  it('names a month as formatDate does', () => {
    expect(formatMonthName(5, 'as')).toBe('মে’')
    expect(formatMonthName(11, 'as')).toBe(formatDate('2026-11-05', 'as').split(' ')[1])
    expect(formatMonthName(11, 'en')).toBe('Nov')
    expect(formatMonthName(13, 'en')).toBe('')
  })
  it('groups numbers the Indian way', () => {
    expect(formatNumber(1234567, 'en')).toBe('12,34,567')
    expect(formatNumber(999, 'en')).toBe('999')
    expect(formatNumber(1234.5, 'en', 2)).toBe('1,234.50')
    expect(formatNumber(1912, 'as')).toBe('১,৯১২')
    expect(localizeDigits('1912', 'as')).toBe('১৯১২')
  })
})

describe('isMobileUserAgent', () => {
  it('knows phones and tablets', () => {
    expect(isMobileUserAgent('Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36')).toBe(true)
    expect(isMobileUserAgent('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15')).toBe(true)
    expect(isMobileUserAgent('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36')).toBe(false)
    expect(isMobileUserAgent(undefined)).toBe(false)
  })
})
