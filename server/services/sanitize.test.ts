import { describe, expect, it } from 'vitest'
import { sanitizeOptionalRichText, sanitizeRichText } from './sanitize'

describe('sanitizeRichText', () => {
  it('removes <script> elements with their content', () => {
    const out = sanitizeRichText('Bill due <script>alert(1)</script><b>now</b>')
    expect(out).toBe('Bill due <b>now</b>')
    expect(out).not.toMatch(/script|alert/i)
  })

  it('removes event handlers such as onerror= and the tags that are not allowed', () => {
    const out = sanitizeRichText('<img src=x onerror="alert(1)"><i onclick="x()">Notice</i>')
    expect(out).toBe('<i>Notice</i>')
    expect(out).not.toMatch(/onerror|onclick|<img/i)
  })

  it('drops javascript: URLs but keeps http, https, mailto and relative links', () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>')
    expect(sanitizeRichText('<a href="JaVaScRiPt:alert(1)">x</a>')).toBe('<a>x</a>')
    expect(sanitizeRichText('<a href="https://apdcl.org/">a</a>')).toBe('<a href="https://apdcl.org/">a</a>')
    expect(sanitizeRichText('<a href="mailto:x@apdcl.org">m</a>')).toBe('<a href="mailto:x@apdcl.org">m</a>')
    expect(sanitizeRichText('<a href="/website/Career">c</a>')).toBe('<a href="/website/Career">c</a>')
    expect(sanitizeRichText('<a href="//evil.example/">p</a>')).toBe('<a>p</a>')
  })

  it('removes style and iframe elements and style attributes', () => {
    const out = sanitizeRichText('<style>body{}</style><iframe src="https://x"></iframe><span style="color:red">ok</span>')
    expect(out).toBe('<span>ok</span>')
  })

  it('adds rel=noopener to links that open a new tab', () => {
    expect(sanitizeRichText('<a href="https://x.org" target="_blank" rel="opener">x</a>')).toBe('<a href="https://x.org" target="_blank" rel="noopener noreferrer">x</a>')
  })

  it('keeps Assamese text and passes null through', () => {
    expect(sanitizeRichText('<b>বিদ্যুৎ</b> ৰাজহ')).toBe('<b>বিদ্যুৎ</b> ৰাজহ')
    expect(sanitizeOptionalRichText(null)).toBeNull()
  })
})
