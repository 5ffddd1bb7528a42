import { describe, expect, it } from 'vitest'
import { jsonForScript } from './PageContextScript'

describe('jsonForScript', () => {
  it('cannot end the script element or open a comment, and parses back to the same value', () => {
    const value = { html: '</script><script>alert(1)</script><!-- x', sep: 'a\u2028b\u2029c', n: 1 }
    const out = jsonForScript(value)
    expect(out).not.toContain('<')
    expect(out).not.toMatch(/[\u2028\u2029]/)
    expect(JSON.parse(out)).toEqual(value)
  })
})
