import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { UNCACHED_ROUTES } from '#shared/pageQuery'
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
