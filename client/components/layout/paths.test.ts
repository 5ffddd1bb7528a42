import { describe, expect, it } from 'vitest'
import { currentRoute, hrefFor, mirrorHref } from './paths'

describe('site links', () => {
  it('localizes internal routes, keeping queries', () => {
    expect(hrefFor('/', 'en')).toBe('/website/')
    expect(hrefFor('/', 'as')).toBe('/website/Assamese')
    expect(hrefFor('/', 'as', true)).toBe('/website/AssameseMobile')
    expect(hrefFor('/Award', 'as')).toBe('/website/AS_Award')
    expect(hrefFor('/Project?showdiv=ipds', 'as')).toBe('/website/AS_Project?showdiv=ipds')
    expect(hrefFor('/WebsitePolicy?showdiv=terms', 'en')).toBe('/website/WebsitePolicy?showdiv=terms')
  })
  it('finds the English route of the current page', () => {
    expect(currentRoute('/website/')).toEqual({ route: '/', search: '', locale: 'en' })
    expect(currentRoute('/website/AssameseMobile')).toEqual({ route: '/', search: '', locale: 'as' })
    expect(currentRoute('/website/AS_Project?showdiv=uday')).toEqual({ route: '/Project', search: '?showdiv=uday', locale: 'as' })
  })
  it('switches to the mirror page in the other language, keeping the query string', () => {
    expect(mirrorHref('/website/', 'as')).toBe('/website/Assamese')
    expect(mirrorHref('/website/?utm=x', 'as', true)).toBe('/website/AssameseMobile?utm=x')
    expect(mirrorHref('/website/Assamese', 'en')).toBe('/website/')
    expect(mirrorHref('/website/TenderCurrent?page=2', 'as')).toBe('/website/AS_TenderCurrent?page=2')
    expect(mirrorHref('/website/AS_TenderCurrent?page=2', 'en')).toBe('/website/TenderCurrent?page=2')
  })
})
