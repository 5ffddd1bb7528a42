import { describe, expect, it } from 'vitest'
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { element, htmlToText, textElement, xmlEscape } from './xml'
import { renderAtom, renderRss, rfc822, type FeedDocument } from './formats'
import { indiaDateTime } from './feeds'

describe('feed XML helpers', () => {
  it('escapes the five XML characters and drops what XML 1.0 cannot carry', () => {
    expect(xmlEscape(`a & b < c > d "e" 'f'`)).toBe('a &amp; b &lt; c &gt; d &quot;e&quot; &apos;f&apos;')
    expect(xmlEscape('bell\u0007 tab\t nul\u0000 lone\uD800 fffe\uFFFE ok')).toBe('bell tab\t nul lone fffe ok')
    expect(xmlEscape('অসম 😀')).toBe('অসম 😀')
    const doc = element('root', { title: '"<&>"' }, [textElement('x', ']]> & <![CDATA[')])
    expect(XMLValidator.validate(doc)).toBe(true)
    expect(new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' }).parse(doc).root).toEqual({ x: ']]> & <![CDATA[', '@title': '"<&>"' })
  })

  it('turns sanitized news HTML into plain text', () => {
    expect(htmlToText('Pay <b>now</b> &amp; save&nbsp;<a href="/x">here</a> &#2437;&#x9be; &#99999999;')).toBe('Pay now & save here অা')
  })

  it('dates: an India date begins at 00:00 IST; RSS dates in RFC 822', () => {
    expect(indiaDateTime('2026-04-01')).toBe(Date.UTC(2026, 2, 31, 18, 30))
    expect(indiaDateTime(null)).toBeNull()
    expect(indiaDateTime('01/04/2026')).toBeNull()
    expect(rfc822(Date.UTC(2026, 2, 31, 18, 30))).toBe('Tue, 31 Mar 2026 18:30:00 GMT')
  })

  it('an empty feed is still a valid feed of each format', () => {
    const feed: FeedDocument = {
      locale: 'en',
      id: 'tag:example.org,2021:feeds/x',
      title: 'T & T',
      description: 'D',
      link: 'https://example.org/website/X',
      self: { rss: 'https://example.org/website/feeds/x.rss', atom: 'https://example.org/website/feeds/x.atom' },
      rights: '© 2021',
      author: { name: 'A', uri: 'https://example.org/website/' },
      updated: 0,
      items: [],
    }
    for (const body of [renderRss(feed), renderAtom(feed)]) expect(XMLValidator.validate(body)).toBe(true)
    expect(renderRss(feed)).toContain('<title>T &amp; T</title>')
  })
})
