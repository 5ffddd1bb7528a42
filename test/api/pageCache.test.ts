import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/app'
import { TEST_DB } from '../helpers/db'

describe(`page cache invalidation (${TEST_DB})`, () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ env: { PAGE_CACHE_TTL_MS: '60000' } })
  })
  afterAll(async () => t.close())

  it('empties the cache of rendered pages when content changes', () => {
    t.pageCache.set('d /website/TenderCurrent', { statusCode: 200, contentType: 'text/html', body: '<p>old</p>', nonce: 'n' })
    expect(t.pageCache.get('d /website/TenderCurrent')).toBeDefined()
    t.services.events.emit('content-changed', 'tenders')
    expect(t.pageCache.get('d /website/TenderCurrent')).toBeUndefined()
  })
})
