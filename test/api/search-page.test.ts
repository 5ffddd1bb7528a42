import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { SEARCH_PAGE_LIMIT } from '../../server/routes/search'
import { TEST_DB } from '../helpers/db'
import { renderingApp } from '../helpers/renderingApp'
import { vikeStand } from '../helpers/searchPageVike'

vi.mock('vike/server', () => import('../helpers/searchPageVike'))

/**
 * Issue 27 #8: the search page was rendered (and ranked) for every request, with no limit.
 * It is now cached by its words as the search takes them and limited per address; the page
 * itself is rendered by its real +data over the real search service (helpers/searchPageVike.ts).
 */
describe(`the search page: cached by its words, limited per address (${TEST_DB})`, () => {
  let a: Awaited<ReturnType<typeof renderingApp>>
  let address = 0
  /** a request from an address of its own (one proxy hop is trusted) */
  const from = (ip: string) => ({ 'x-forwarded-for': ip })
  const page = async (path: string, ip = `10.1.0.${++address}`) => {
    const res = await a.get(path, from(ip))
    const html = await res.text()
    const field = (id: string) => new RegExp(`<p id="${id}">([^<]*)</p>`).exec(html)?.[1]
    return { res, html, status: res.status, cache: res.headers.get('x-page-cache'), q: field('q'), total: field('total') }
  }
  const publish = async (name: string) => {
    await a.services.db('documents').insert({ category: 'notice', name, date: '2026-01-05', published: true })
    await a.services.contentBus.changed('documents')
  }

  beforeAll(async () => {
    a = await renderingApp({ TRUST_PROXY: '1' })
    await a.services.db('documents').insert({ category: 'notice', name: 'Quokka survey of the feeders', date: '2026-01-02', published: true })
  })
  afterAll(async () => a.close())

  it('answers an equivalent query (letter case, spacing, punctuation, page 1, an empty filter) from the cache', async () => {
    const first = await page('/website/Search?q=Quokka%20%20%20SURVEY')
    expect(first.status).toBe(200)
    expect(first.cache).toBe('miss')
    expect(first.total).toBe('1')
    // rendered for the key's words: the box shows them as searched
    expect(first.q).toBe('quokka survey')
    const renders = vikeStand.renders.length
    for (const q of ['quokka+survey', '%20quokka,%20Survey!%20', 'QUOKKA%20survey%20quokka&page=1&kind=&year=&utm_source=x']) {
      const again = await page(`/website/Search?q=${q}`)
      expect(again.cache, q).toBe('hit')
      expect(again.total).toBe('1')
    }
    expect(vikeStand.renders.length).toBe(renders)
    // other words, another filter or the other language are other pages
    expect((await page('/website/Search?q=quokka')).cache).toBe('miss')
    expect((await page('/website/Search?q=quokka+survey&kind=document')).cache).toBe('miss')
    expect((await page('/website/AS_Search?q=Quokka+Survey')).cache).toBe('miss')
    expect((await page('/website/AS_Search?q=quokka%20survey')).cache).toBe('hit')
  })

  it('keeps a refused query as it is: its problem is shown, never another query’s answer', async () => {
    const long = 'quokka '.repeat(20)
    const refused = await page(`/website/Search?q=${encodeURIComponent(long)}`)
    expect(refused.status).toBe(200)
    expect(refused.html).toContain('<p id="errors">q</p>')
    expect(refused.total).toBe('-')
    expect((await page('/website/Search?q=quokka&year=1800')).html).toContain('<p id="errors">year</p>')
  })

  it('shows a content change at once', async () => {
    expect((await page('/website/Search?q=wombat+circular')).total).toBe('0')
    expect((await page('/website/Search?q=Wombat+Circular')).cache).toBe('hit')
    await publish('Wombat circular on meter testing')
    const after = await page('/website/Search?q=WOMBAT%20circular')
    expect(after.cache).toBe('miss')
    expect(after.total).toBe('1')
  })

  it('limits the renders per address with a 429 page in the page’s language and Retry-After; a cached page is still answered', async () => {
    // the limit counts in fixed windows: a run that crosses into the next one is run again
    const windowOf = () => Math.floor(Date.now() / SEARCH_PAGE_LIMIT.windowMs)
    let ip = ''
    let over: Awaited<ReturnType<typeof page>> | undefined
    for (let attempt = 1; attempt <= 2; attempt++) {
      const window = windowOf()
      ip = `10.2.0.${attempt}`
      const cached = await page(`/website/Search?q=quokka+feeders${attempt}`, ip)
      expect(cached.cache).toBe('miss')
      for (let i = 1; i < SEARCH_PAGE_LIMIT.limit; i++) expect((await page(`/website/Search?q=numbat${attempt}x${i}`, ip)).status).toBe(200)
      over = await page(`/website/Search?q=numbat+over${attempt}`, ip)
      if (windowOf() === window) break
    }
    if (!over) throw new Error('no answer')
    expect(over.status).toBe(429)
    expect(Number(over.res.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(over.res.headers.get('content-type')).toMatch(/^text\/html/)
    expect(over.res.headers.get('cache-control')).toBe('no-store')
    expect(over.html).toContain('<html lang="en"')
    expect(over.html).toContain('<h1>Please wait a moment</h1>')
    expect(over.html).toContain('Too many requests from this network')
    const overAs = await page('/website/AS_Search?q=numbat+over+as', ip)
    expect(overAs.status).toBe(429)
    expect(overAs.html).toContain('<html lang="as"')
    expect(overAs.html).toContain('<h1>অনুগ্ৰহ কৰি অলপ অপেক্ষা কৰক</h1>')
    expect(overAs.html).toContain('এই নেটৱৰ্কৰ পৰা বহুত বেছি অনুৰোধ আহিছে')
    // nor does the data of a client-side navigation escape the limit
    expect((await page('/website/Search/index.pageContext.json?q=numbat+over+json', ip)).status).toBe(429)
    // the cache's answer costs nothing and is not counted; another address is not limited
    expect((await page(`/website/Search?q=Quokka+Feeders${ip.slice(-1)}`, ip)).cache).toBe('hit')
    expect((await page('/website/Search?q=numbat+over', '10.2.1.1')).status).toBe(200)
  })
})
