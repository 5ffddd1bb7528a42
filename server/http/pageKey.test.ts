import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { searchTerms } from '#shared/search/contract'
import { localizedPath } from '#shared/locale'
import { PAGE_QUERY_PARAMS, UNCACHED_ROUTES } from '#shared/pageQuery'
import { anonymousPageKey } from './pageKey'

describe('anonymousPageKey', () => {
  it('keeps only the parameters the page reads, sorted, the last value of each', () => {
    expect(anonymousPageKey('/website/TenderCurrent?x=1&year=2024&q=pump&page=2&page=3', false)).toEqual({
      key: 'd /website/TenderCurrent?page=3&q=pump&year=2024',
      url: '/website/TenderCurrent?page=3&q=pump&year=2024',
    })
    expect(anonymousPageKey('/website/AS_Notices?q=a+b&utm_source=x', true)?.key).toBe('m /website/AS_Notices?q=a+b')
    expect(anonymousPageKey('/website/Project?showdiv=ipds&fbclid=1', false)?.url).toBe('/website/Project?showdiv=ipds')
  })

  it('gives one key to every query of a page that reads none', () => {
    const a = anonymousPageKey('/website/Safety?x=random', false)
    const b = anonymousPageKey('/website/Safety', false)
    expect(a).toEqual(b)
    expect(anonymousPageKey('/website/?cacheprobe=1', false)?.url).toBe('/website/')
    expect(anonymousPageKey('/website/Assamese?x=1', true)?.key).toBe('m /website/Assamese')
    // a parameter of another page does not count here
    expect(anonymousPageKey('/website/Safety?page=2', false)?.url).toBe('/website/Safety')
  })

  it('gives no key to the pages that are never cached, in either language', () => {
    expect(anonymousPageKey('/website/ViewBill?consNo=101000000001', false)).toBeNull()
    expect(anonymousPageKey('/website/AS_PaymentStatus?orderId=1', true)).toBeNull()
  })

  it('keys the search page by its words as the search takes them (issue 27 #8)', () => {
    const key = (url: string) => anonymousPageKey(url, false)?.key
    const plain = 'd /website/Search?q=meter+testing'
    for (const q of ['Meter%20%20Testing', '%20meter,testing!', 'METER+testing+meter', 'meter+testing&page=1&kind=&year=&x=1', 'x&q=meter%09testing']) {
      expect(key(`/website/Search?q=${q}`), q).toBe(plain)
    }
    // the filters as the schema reads them, sorted; another language is another page
    expect(key('/website/Search?year=2024&q=Pump&page=02&kind=tender')).toBe('d /website/Search?kind=tender&page=2&q=pump&year=2024')
    // the order (issue 24 §5): newest first is its own page, relevance (the default) is no order
    expect(key('/website/Search?sort=newest&q=Pump')).toBe('d /website/Search?q=pump&sort=newest')
    expect(key('/website/Search?sort=relevance&q=Pump')).toBe('d /website/Search?q=pump')
    expect(key('/website/Search?sort=&q=Pump')).toBe('d /website/Search?q=pump')
    expect(key('/website/Search/index.pageContext.json?q=Pump&sort=newest')).toBe('d /website/Search/index.pageContext.json?q=pump&sort=newest')
    expect(key('/website/Search?q=Pump&sort=oldest')).toBe('d /website/Search?q=Pump&sort=oldest')
    expect(key('/website/AS_Search?q=%E0%A6%9C%E0%A6%BE%E0%A6%A8%E0%A6%A8%E0%A7%80%20%20METER')).toBe(`d /website/AS_Search?${new URLSearchParams({ q: 'জাননী meter' })}`)
    // a query the schema refuses keeps its parameters (the page shows the problem)
    const long = 'a'.repeat(101)
    expect(key(`/website/Search?q=${long}`)).toBe(`d /website/Search?q=${long}`)
    expect(key('/website/Search?q=Pump&kind=x')).toBe('d /website/Search?kind=x&q=Pump')
    // no searchable word: the text as typed, trimmed; nothing is searched
    expect(key('/website/Search?q=%20a%20%20!%20')).toBe(`d /website/Search?${new URLSearchParams({ q: 'a !' })}`)
    expect(key('/website/Search')).toBe('d /website/Search')
    // the data of a client-side navigation follows the page's rules (it was keyed without its query)
    expect(key('/website/Search/index.pageContext.json?q=Meter++Testing&kind=document')).toBe('d /website/Search/index.pageContext.json?kind=document&q=meter+testing')
    expect(key('/website/AS_TenderCurrent/index.pageContext.json?q=pump&x=1')).toBe('d /website/AS_TenderCurrent/index.pageContext.json?q=pump')
    expect(key('/website/AS_ViewBill/index.pageContext.json?consNo=1')).toBeUndefined()
    expect(key('/website/index.pageContext.json?x=1')).toBe('d /website/index.pageContext.json')
    // the words of the key are searched as the words of the query
    for (const q of ['Meter  TESTING', 'জাননী, meter', 'İstanbul ßtraße x1']) {
      const url = anonymousPageKey(`/website/Search?q=${encodeURIComponent(q)}`, false)!.url
      expect(searchTerms(new URL(url, 'http://x').searchParams.get('q')!)).toEqual(searchTerms(q))
    }
  })

  it('keys every page’s data for client-side navigation by the page’s own parameters, in both languages (issue 24 §1)', () => {
    for (const [route, names] of Object.entries(PAGE_QUERY_PARAMS)) {
      if (UNCACHED_ROUTES.has(route)) continue
      const query = [...names, 'utm_source'].map((n, i) => `${n}=${i + 1}`).join('&')
      const kept = [...names]
        .sort()
        .map((n) => `${n}=${[...names, 'utm_source'].indexOf(n) + 1}`)
        .join('&')
      for (const page of [route, localizedPath(route, 'as')]) {
        const base = `/website${page === '/' ? '' : page}`
        expect(anonymousPageKey(`${base}?${query}`, true)?.key, page).toBe(`m ${base}${kept ? `?${kept}` : ''}`)
        expect(anonymousPageKey(`${base}/index.pageContext.json?${query}`, true)?.key, page).toBe(`m ${base}/index.pageContext.json${kept ? `?${kept}` : ''}`)
      }
    }
  })

  it('lists exactly the pages whose +config (or a folder above them) sets pageCache: false', () => {
    const pagesDir = path.resolve(import.meta.dirname, '../../client/pages')
    const says = (dir: string) => {
      const file = path.join(dir, '+config.ts')
      return fs.existsSync(file) && /pageCache:\s*false/.test(fs.readFileSync(file, 'utf8'))
    }
    // a page folder holds +Page.tsx; its route drops folders in parentheses (Vike's route groups)
    const uncached: string[] = []
    const walk = (dir: string, route: string, inherited: boolean) => {
      const off = inherited || says(dir)
      if (fs.existsSync(path.join(dir, '+Page.tsx')) && off) uncached.push(route || '/')
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        if (!e.isDirectory()) continue
        walk(path.join(dir, e.name), /^\(.*\)$/.test(e.name) ? route : `${route}/${e.name}`, off)
      }
    }
    walk(pagesDir, '', false)
    uncached.sort()
    expect([...UNCACHED_ROUTES].sort()).toEqual(uncached)
  })
})
