import { describe, expect, it } from 'vitest'
import { createI18n, loadLocale, serverT, usedTexts, usedTextsSignature } from './i18n'

/** The server's remembering t (issue 28 §1) answers as i18next's fixed t, and a render's texts stay the same. */
describe('serverT', () => {
  it('answers the texts of a fixed t, and carries its language and namespace (what Trans reads)', async () => {
    await loadLocale('as')
    for (const locale of ['en', 'as'] as const) {
      const render = createI18n(locale, { track: true })
      const fixed = render.getFixedT(locale, 'billing')
      const t = serverT(render, ['billing', 'common'])
      for (let i = 0; i < 2; i++) {
        expect(t('payBill.title')).toBe(fixed('payBill.title'))
        expect(t('payBill.payableBefore', { date: '1 Dec' })).toBe(fixed('payBill.payableBefore', { date: '1 Dec' }))
      }
      expect(t('common:home' as never)).toBe(render.t('common:home'))
      const { lng, ns } = t as unknown as { lng: string; ns: string }
      expect({ lng, ns }).toEqual({ lng: locale, ns: 'billing' })
    }
  })

  it('notes the namespaces a remembered text read in each render that asks for it', async () => {
    await loadLocale('as')
    const first = createI18n('as', { track: true })
    serverT(first, ['billing'])('payBill.title')
    const second = createI18n('as', { track: true })
    // remembered now: no lookup happens, the namespaces are noted all the same
    serverT(second, ['billing'])('payBill.title')
    expect(usedTextsSignature(second, 'as')).toBe(usedTextsSignature(first, 'as'))
    expect(Object.keys(usedTexts(second, 'as').as ?? {})).toContain('billing')
    // a render that asked for nothing carries no texts
    expect(usedTexts(createI18n('as', { track: true }), 'as')).toEqual({})
  })
})
