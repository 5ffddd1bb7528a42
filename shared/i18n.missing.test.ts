import { afterEach, describe, expect, it, vi } from 'vitest'
import { createI18n, loadLocale } from './i18n'

describe('i18n: a missing text key is an error', () => {
  afterEach(() => vi.restoreAllMocks())

  it('reports a key found in no language, once, and not one given a default', async () => {
    await loadLocale('as')
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const i18n = createI18n('as')
    expect(i18n.t('complaints:ack.date')).toBe('ack.date')
    i18n.t('complaints:ack.date')
    expect(i18n.t('complaints:nothing.here', { defaultValue: 'x' })).toBe('x')
    expect(i18n.t('complaints:status.receivedOn')).toBe('গ্ৰহণৰ তাৰিখ')
    expect(errors.mock.calls.map((c) => String(c[0]))).toEqual([`i18n: missing text key 'complaints:ack.date' (en)`])
  })
})
