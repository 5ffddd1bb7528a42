import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { EODB_MAX_MONTHS, EODB_MESSAGES, nscQuery, periodQuery, reliabilityQuery, VERIFY_NAME_MIN } from '#shared/eodb/contract'
import { checkReportQuery, latinDigits, monthOptions, MONTHS_OFFERED, pickQuery, withQuery } from './query'

describe('the reports query', () => {
  it('keeps the named, non-empty parameters with Latin digits', () => {
    expect(pickQuery({ from: ' ২০২৫-০৪ ', to: '', circle: 'TZP', x: '1' }, ['from', 'to', 'circle'])).toEqual({ from: '2025-04', circle: 'TZP' })
    expect(latinDigits('০১২৩৪৫৬৭৮৯')).toBe('0123456789')
  })

  it('accepts a period of up to the longest range, oldest first', () => {
    expect(checkReportQuery(periodQuery, {})).toEqual({ ok: true, value: {} })
    expect(checkReportQuery(periodQuery, { from: '2024-04', to: '2026-03' })).toEqual({ ok: true, value: { from: '2024-04', to: '2026-03' } })
    expect(checkReportQuery(reliabilityQuery, { circle: 'TZP', division: '101' }).ok).toBe(true)
  })

  it('refuses a bad month, a reversed or too long period and an unknown category with the contract messages', () => {
    expect(checkReportQuery(periodQuery, { from: '2025-13' })).toEqual({ ok: false, field: 'from', key: 'badMonth' })
    expect(checkReportQuery(periodQuery, { to: 'April' })).toEqual({ ok: false, field: 'to', key: 'badMonth' })
    expect(checkReportQuery(periodQuery, { from: '2026-03', to: '2025-04' })).toEqual({ ok: false, field: 'from', key: 'rangeOrder' })
    expect(checkReportQuery(periodQuery, { from: '2024-01', to: '2026-01' })).toEqual({ ok: false, field: 'from', key: 'rangeTooLong' })
    expect(checkReportQuery(nscQuery, { category: 'farm' })).toEqual({ ok: false, field: 'category', key: 'badCategory' })
    expect(checkReportQuery(reliabilityQuery, { circle: 'MUCH-TOO-LONG' })).toEqual({ ok: false, field: 'circle', key: 'badCircle' })
  })

  it('offers five years of months up to this one, newest first, and keeps a month from the query', () => {
    const months = monthOptions('2026-11', '')
    expect(months).toHaveLength(MONTHS_OFFERED)
    expect(months.slice(0, 3)).toEqual(['2026-11', '2026-10', '2026-09'])
    expect(months.at(-1)).toBe('2021-12')
    expect(monthOptions('2026-11', '2026-05')).toEqual(months)
    expect(monthOptions('2026-11', '2019-01')[0]).toBe('2019-01')
    expect(monthOptions('2026-11', '2026-13')).toHaveLength(MONTHS_OFFERED + 1)
  })

  it('builds links with the query, leaving out empty values', () => {
    expect(withQuery('/api/eodb/nsc.csv', { from: '2025-04', to: undefined, category: 'domestic' })).toBe('/api/eodb/nsc.csv?from=2025-04&category=domestic')
    expect(withQuery('/x', {})).toBe('/x')
  })
})

describe('the texts of the reports', () => {
  const read = (lang: string) => JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, `../../../shared/locales/${lang}/eodb.json`), 'utf8'))
  const en = read('en')
  const as = read('as')
  const keys = (o: Record<string, unknown>, p = ''): string[] => Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v as Record<string, unknown>, `${p}${k}.`) : [`${p}${k}`]))

  it('has every English key in Assamese and no other', () => {
    expect(keys(as).sort()).toEqual(keys(en).sort())
  })

  it('words the contract messages in English exactly as the API does', () => {
    const n = (k: string) => (k === 'rangeTooLong' ? EODB_MAX_MONTHS : VERIFY_NAME_MIN)
    for (const [k, text] of Object.entries(EODB_MESSAGES)) {
      expect(String(en.messages[k]).replace('{{n}}', String(n(k))), k).toBe(text)
      expect(as.messages[k], k).toMatch(/[\u0980-\u09FF]/)
    }
  })

  it('writes no Latin letter in the Assamese texts', () => {
    const latin = keys(as)
      .map((k) => [k, k.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], as) as string] as const)
      .filter(([, v]) => /[A-Za-z]/.test(v.replace(/\{\{\w+\}\}/g, '')))
    expect(latin).toEqual([])
  })
})
