import { describe, expect, it } from 'vitest'
import { COMPLAINT_SITE_URL } from '#shared/links'
import { barLayout, complaintHref, graphDay, graphDayShort, graphValue, isRupeeUnit, safeChatLink } from './chatFormat'

describe("where 'Register complain' opens (spec §4; COMPLAINTS_URL as the side menu reads it)", () => {
  it('the outside complaint site by default; a URL as it is; a route of ours in the page’s language', () => {
    expect(complaintHref(undefined, 'en')).toBe(COMPLAINT_SITE_URL)
    expect(complaintHref('javascript:alert(1)', 'as')).toBe(COMPLAINT_SITE_URL)
    expect(complaintHref('https://grievance.example/new', 'as')).toBe('https://grievance.example/new')
    expect(complaintHref('/RegisterComplaint', 'en')).toBe('/website/RegisterComplaint')
    expect(complaintHref('/RegisterComplaint', 'as')).toBe('/website/AS_RegisterComplaint')
  })
})

describe('graph figures in the page’s language', () => {
  it('days: the site’s date format, Assamese digits and months on Assamese pages', () => {
    expect(graphDay('2026-11-05', 'en')).toBe('05 Nov 2026')
    expect(graphDay('2026-11-05', 'as')).toBe('০৫ নৱেম্বৰ ২০২৬')
    expect(graphDayShort('2026-11-05', 'en')).toBe('05 Nov')
    expect(graphDayShort('2026-11-05', 'as')).toBe('০৫ নৱেম্বৰ')
    // a label that is not a day stays as it came
    expect(graphDay('Mon', 'as')).toBe('Mon')
  })

  it('rupees with two decimals and Indian grouping; energy as the site writes kWh', () => {
    expect(isRupeeUnit(' ₹ ')).toBe(true)
    expect(isRupeeUnit('kWh')).toBe(false)
    expect(graphValue(123456.5, '₹', 'en')).toBe('₹ 1,23,456.50')
    expect(graphValue(123456.5, '₹', 'as')).toBe('₹ ১,২৩,৪৫৬.৫০')
    expect(graphValue(-20, '₹', 'en')).toBe('₹ -20.00')
    expect(graphValue(12, 'kWh', 'en')).toBe('12')
    expect(graphValue(12.46, 'kWh', 'en')).toBe('12.5')
    expect(graphValue(1234.5, 'কি.ৱা.ঘ.', 'as')).toBe('১,২৩৪.৫')
  })

  it('bars: the tallest fills the height, zero and below draw nothing, each in its own slot', () => {
    const bars = barLayout([5, 10, 0, -3], 400, 100, 10)
    expect(bars.map((b) => b.height)).toEqual([50, 100, 0, 0])
    expect(bars.map((b) => b.y)).toEqual([50, 0, 100, 100])
    expect(bars.map((b) => b.width)).toEqual([90, 90, 90, 90])
    expect(bars.map((b) => b.x)).toEqual([5, 105, 205, 305])
    expect(bars.map((b) => b.labelX)).toEqual([50, 150, 250, 350])
    expect(barLayout([0, 0], 100, 50).every((b) => b.height === 0)).toBe(true)
    expect(barLayout([], 100, 50)).toEqual([])
  })
})

describe('links in the bot’s answers', () => {
  it('keeps our own paths relative, opens absolute http(s) addresses in a new tab, and refuses anything else', () => {
    expect(safeChatLink('/api/bills/B1/pdf?consNo=101000000001&lang=en')).toEqual({ href: '/api/bills/B1/pdf?consNo=101000000001&lang=en', external: false })
    expect(safeChatLink('/website/AS_PayBill?consNo=101000000001')).toEqual({ href: '/website/AS_PayBill?consNo=101000000001', external: false })
    expect(safeChatLink('https://complaints.example.org/new')).toEqual({ href: 'https://complaints.example.org/new', external: true })
    expect(safeChatLink('https://complaints.example.org/new', 'https://www.apdcl.org')).toEqual({ href: 'https://complaints.example.org/new', external: true })
    // an absolute address on the page's own origin stays in the tab
    expect(safeChatLink('http://127.0.0.1:3000/api/bills/B1/pdf?lang=en', 'http://127.0.0.1:3000')).toEqual({ href: 'http://127.0.0.1:3000/api/bills/B1/pdf?lang=en', external: false })
    for (const bad of ['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,x', '//evil.example/x', '/etc/passwd', 'website/PayBill', 'https://', '']) {
      expect(safeChatLink(bad), bad).toBeNull()
    }
  })
})
