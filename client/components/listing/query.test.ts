import { describe, expect, it } from 'vitest'
import { DOCUMENT_ROUTES } from '#shared/content/documentRoutes'
import { LISTING_PARAMS, PAGE_QUERY_PARAMS } from '#shared/pageQuery'
import { isFiltered, listHref, parseId, parseListParams, readListParams } from './query'
import { TENDER_ROUTES } from '#client/loaders/listing/tenderData'

describe('parseListParams', () => {
  it('defaults when the query is empty', () => {
    expect(parseListParams({})).toEqual({ q: '', year: null, page: 1 })
  })
  it('reads a search text, a year and a page', () => {
    expect(parseListParams({ q: '  tariff   order ', year: '2024', page: '3' })).toEqual({ q: 'tariff order', year: 2024, page: 3 })
  })
  it('ignores malformed years and pages', () => {
    expect(parseListParams({ year: '24', page: '-2' })).toEqual({ q: '', year: null, page: 1 })
    expect(parseListParams({ year: '3024', page: 'abc' })).toEqual({ q: '', year: null, page: 1 })
    expect(parseListParams({ year: '2024; drop', page: '1.5' })).toEqual({ q: '', year: null, page: 1 })
    expect(parseListParams({ page: '0' }).page).toBe(1)
  })
  it('caps the page and the length of the search text', () => {
    expect(parseListParams({ page: '999999' }).page).toBe(10_000)
    expect(parseListParams({ q: 'x'.repeat(500) }).q).toHaveLength(100)
  })
})

describe('isFiltered', () => {
  it('is true for a search text or a year', () => {
    expect(isFiltered({ q: '', year: null })).toBe(false)
    expect(isFiltered({ q: 'a', year: null })).toBe(true)
    expect(isFiltered({ q: '', year: 2020 })).toBe(true)
  })
})

describe('listHref', () => {
  it('leaves out empty values and the first page', () => {
    expect(listHref('/website/Circulars', { q: '', year: null, page: 1 })).toBe('/website/Circulars')
    expect(listHref('/website/Circulars', { q: 'meter rent', year: 2025, page: 2 })).toBe('/website/Circulars?q=meter+rent&year=2025&page=2')
  })
  it('encodes Assamese text', () => {
    expect(listHref('/website/AS_Notices', { q: 'বিজুলী' })).toBe('/website/AS_Notices?q=' + encodeURIComponent('বিজুলী'))
  })
})

describe('parseId', () => {
  it('accepts positive integers only', () => {
    expect(parseId('3')).toBe(3)
    expect(parseId(' 12 ')).toBe(12)
    expect(parseId('0')).toBeNull()
    expect(parseId('3a')).toBeNull()
    expect(parseId(undefined)).toBeNull()
    expect(parseId('-1')).toBeNull()
  })
})

describe('readListParams (issue 24 §1)', () => {
  it('reads a listing’s search, year and page, and nothing else', () => {
    expect(readListParams('/TenderCurrent', { q: 'pump', year: '2025', page: '2', x: '1' })).toEqual({ q: 'pump', year: 2025, page: 2 })
    // the contact list is declared with ?q= alone: a year or a page there is no filter
    expect(readListParams('/Contact', { q: 'Tezpur', year: '2025', page: '3' })).toEqual({ q: 'Tezpur', year: null, page: 1 })
  })

  it('gives a route the page cache does not key by its parameters no filter at all, with or without the cache', () => {
    expect(readListParams('/Safety', { q: 'pump', year: '2025', page: '2' })).toEqual({ q: '', year: null, page: 1 })
  })

  it('every listing page is declared with the listing parameters', () => {
    const listings = [...Object.keys(DOCUMENT_ROUTES), ...Object.values(TENDER_ROUTES), '/Career']
    const declared = Object.keys(PAGE_QUERY_PARAMS).filter((route) => PAGE_QUERY_PARAMS[route] === LISTING_PARAMS)
    expect(declared.sort()).toEqual(listings.sort())
  })
})
