import { describe, expect, it } from 'vitest'
import { hasAnchor, localizeHtmlLinks, localizeLink } from './localize'

describe('content links on Assamese pages', () => {
  it('maps internal links to AS_ mirrors and leaves others alone', () => {
    expect(localizeLink('/website/PayBill', 'as')).toBe('/website/AS_PayBill')
    expect(localizeLink('/website/PayBill', 'en')).toBe('/website/PayBill')
    expect(localizeLink('/website/Project?showdiv=ipds', 'as')).toBe('/website/AS_Project?showdiv=ipds')
    expect(localizeLink('/website/uploads/documents/a.pdf', 'as')).toBe('/website/uploads/documents/a.pdf')
    expect(localizeLink('https://pmsuryaghar.gov.in/', 'as')).toBe('https://pmsuryaghar.gov.in/')
    expect(localizeLink('NA', 'en')).toBeNull()
    expect(localizeLink(null, 'en')).toBeNull()
  })
  it('rewrites hrefs inside sanitized HTML', () => {
    expect(localizeHtmlLinks('see <a href="/website/Career">careers</a>', 'as')).toBe('see <a href="/website/AS_Career">careers</a>')
    expect(hasAnchor('see <a href="/x">x</a>')).toBe(true)
    expect(hasAnchor('<b>bold</b> <abbr>x</abbr>')).toBe(false)
  })
})
