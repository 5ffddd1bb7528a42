import { randomBytes } from 'node:crypto'
import knexFactory, { type Knex } from 'knex'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createApp, type App } from '../../server/app'
import { loadConfig } from '../../server/config'
import { createServices } from '../../server/services'
import { createContentBus } from '../../server/services/contentBus'
import { Events } from '../../server/services/events'
import { createTestDb, TEST_DB, type TestDb } from '../helpers/db'

const logger = pino({ level: 'silent' })
const config = loadConfig({ NODE_ENV: 'test', DEMO_MODE: 'true', LOG_LEVEL: 'silent', PAGE_CACHE_TTL_MS: '600000' })
/**
 * Has `app`'s page cache been emptied since `since`? Its generation changes on every clear
 * (server/services/ttlCache.ts), whatever the cached pages look like.
 */
const clearedSince = (app: App, since: number) => app.pageCache.generation !== since

/** One "worker": its own pool on the shared database, its own services, caches and bus. */
async function worker(db: Knex, channel: string): Promise<App & { close: () => Promise<void> }> {
  const events = new Events()
  const contentBus = createContentBus({ db, events, logger, channel, reconnectDelayMs: 50 })
  const services = createServices({ db, config, logger, events, contentBus })
  const app = await createApp({ config, db, logger, pages: false, services })
  await contentBus.listen()
  return { ...app, close: () => contentBus.close() }
}

// LISTEN/NOTIFY is PostgreSQL's; on SQLite there is one process and the bus is the in-process event
describe.runIf(TEST_DB === 'postgres')('content changes reach every worker (PostgreSQL LISTEN/NOTIFY)', () => {
  let t: TestDb
  let secondPool: Knex
  let a: Awaited<ReturnType<typeof worker>>
  let b: Awaited<ReturnType<typeof worker>>
  // a channel of this test file's own: other test files share the database
  const channel = 'test_content_' + randomBytes(4).toString('hex')
  beforeAll(async () => {
    t = await createTestDb()
    secondPool = knexFactory({ ...t.db.client.config, pool: { min: 0, max: 3 } })
    a = await worker(t.db, channel)
    b = await worker(secondPool, channel)
  })
  afterAll(async () => {
    await a?.close()
    await b?.close()
    await secondPool?.destroy()
    await t?.destroy()
  })

  it('a change in one worker clears the cached page in the other (and its own at once)', async () => {
    const [ga, gb] = [a.pageCache.generation, b.pageCache.generation]
    await a.services.contentBus.changed('tenders')
    expect(clearedSince(a, ga)).toBe(true) // the writer's own cache: at once
    await vi.waitFor(() => expect(clearedSince(b, gb)).toBe(true), { timeout: 3000, interval: 10 })
  })

  it('inside a transaction: the notice goes out at commit, never after a rollback', async () => {
    const [ga, gb] = [a.pageCache.generation, b.pageCache.generation]
    const trx = await t.db.transaction()
    await a.services.contentBus.changed('tenders', trx)
    await new Promise((r) => setTimeout(r, 200))
    expect(clearedSince(b, gb)).toBe(false) // not committed yet
    expect(clearedSince(a, ga)).toBe(false)
    await trx.rollback()
    await new Promise((r) => setTimeout(r, 200))
    expect(clearedSince(b, gb)).toBe(false)
    expect(clearedSince(a, ga)).toBe(false)

    await secondPool.transaction(async (trx2) => {
      await b.services.contentBus.changed('documents', trx2)
      await new Promise((r) => setTimeout(r, 100))
      expect(clearedSince(a, ga)).toBe(false)
    })
    await vi.waitFor(() => expect(clearedSince(a, ga)).toBe(true), { timeout: 3000, interval: 10 })
    await vi.waitFor(() => expect(clearedSince(b, gb)).toBe(true), { timeout: 3000, interval: 10 })
  })

  it("the content answers are cleared too: a worker sees another worker's write at once", async () => {
    const before = await b.services.content.contacts()
    await t.db('contacts').insert({ type_code: 1, name: 'Bus test office', designation: 'Test', office: 'Test', sort_order: 999 })
    expect(await b.services.content.contacts()).toEqual(before) // still the cached answer
    await a.services.contentBus.changed('contacts')
    await vi.waitFor(async () => expect(JSON.stringify(await b.services.content.contacts())).toContain('Bus test office'), { timeout: 3000, interval: 20 })
  })

  it('a dropped LISTEN connection is reopened, and the caches are cleared then (notices may have been missed)', async () => {
    const gb = b.pageCache.generation
    const [{ count }] = (await t.db.raw(`select count(*)::int as count from (select pg_terminate_backend(pid) from pg_stat_activity where query = ?) x`, [`LISTEN "${channel}"`])).rows as Array<{
      count: number
    }>
    expect(count).toBe(2) // both workers' listeners
    await vi.waitFor(() => expect(b.services.contentBus.listening).toBe(false), { timeout: 3000, interval: 10 })
    await vi.waitFor(() => expect(b.services.contentBus.listening).toBe(true), { timeout: 5000, interval: 20 })
    expect(clearedSince(b, gb)).toBe(true)
    await vi.waitFor(() => expect(a.services.contentBus.listening).toBe(true), { timeout: 5000, interval: 20 })
    // and it hears changes again
    const again = b.pageCache.generation
    await a.services.contentBus.changed('tenders')
    await vi.waitFor(() => expect(clearedSince(b, again)).toBe(true), { timeout: 3000, interval: 10 })
  })
})

describe.runIf(TEST_DB === 'sqlite')('content changes on SQLite (one process)', () => {
  let t: TestDb
  beforeAll(async () => {
    t = await createTestDb()
  })
  afterAll(async () => t.destroy())

  it('the bus is the in-process event, after commit and never after a rollback', async () => {
    const events = new Events()
    const bus = createContentBus({ db: t.db, events, logger })
    expect(bus.kind).toBe('local')
    const seen: string[] = []
    events.on('content-changed', (what) => seen.push(what))
    await bus.changed('now')
    expect(seen).toEqual(['now'])
    await t.db.transaction(async (trx) => {
      await bus.changed('committed', trx)
      expect(seen).toEqual(['now'])
    })
    await Promise.resolve()
    expect(seen).toEqual(['now', 'committed'])
    const trx = await t.db.transaction()
    await bus.changed('rolled back', trx)
    await trx.rollback()
    await new Promise((r) => setTimeout(r, 10))
    expect(seen).toEqual(['now', 'committed'])
  })
})
