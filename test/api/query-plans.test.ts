import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedIfEmpty } from '../../seeds'
import { seedBulk } from '../../seeds/bulk'
import { bulkWorkMobile, bulkWorkNo, seedBulkWork } from '../../seeds/bulkWork'
import { seedBulkOutages } from '../../seeds/bulkOutages'
import { createEodbReports } from '../../server/services/eodb'
import { bulkAttributes, bulkMobile, loadBulkContext } from '../../seeds/bulkModel'
import { loadConfig } from '../../server/config'
import { createServices } from '../../server/services'
import { createDashboardReads } from '../../server/services/billing/dashboard'
import { createBillingLookups } from '../../server/services/billing/lookup'
import { createPrepaidLookup } from '../../server/services/prepaid/lookup'
import { hashToken } from '../../server/services/consumerSessions'
import { createTestDb, TEST_DB, type TestDb } from '../helpers/db'

/**
 * Every query behind the login and the dashboards goes through an index: the real service
 * methods run against a few thousand bulk consumers (plus a day's worth of OTP challenges and
 * sessions), their SQL is captured from knex's 'query' event and EXPLAINed after ANALYZE.
 * PostgreSQL: no Seq Scan node on a checked table; SQLite: no `SCAN <table>` of one.
 */
const CHECKED = [
  'consumers',
  'bills',
  'payments',
  'recharges',
  'prepaid_meters',
  'smart_daily_readings',
  'consumer_sessions',
  'otp_challenges',
  'work_items',
  'work_events',
  'work_files',
  'outage_events',
  'meter_readings',
]
const CONSUMERS = 3000
const TODAY = '2026-11-22'

interface Captured {
  method: string
  sql: string
  bindings: unknown[]
}

describe(`query plans of the login and dashboard queries (${TEST_DB})`, () => {
  let t: TestDb
  const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'apdcl-plans-'))
  const captured: Captured[] = []

  beforeAll(async () => {
    t = await createTestDb()
    const db = t.db
    await seedIfEmpty(db, { uploadsPath: uploads, today: new Date(`${TODAY}T06:00:00Z`) })
    await seedBulk(db, { consumers: CONSUMERS, today: TODAY })
    const ctx = await loadBulkContext(db, TODAY)

    // a day of traffic: OTP challenges and sessions for a few thousand mobiles
    const now = Date.now()
    const challenges = Array.from({ length: 6000 }, (_, i) => ({
      mobile: bulkMobile(i % CONSUMERS),
      purpose: i % 5 === 0 ? 'desktop' : 'login',
      code_hash: hashToken(`c${i}`),
      created_at: now - 86_400_000 + i * 10_000,
      expires_at: now - 86_400_000 + i * 10_000 + 300_000,
      attempts: i % 3,
      consumed_at: i % 2 ? now - 86_400_000 + i * 10_000 + 30_000 : null,
      voided_at: null,
    }))
    const sessions = Array.from({ length: 3000 }, (_, i) => ({
      mobile: bulkMobile((i * 7) % CONSUMERS),
      token_hash: hashToken(`s${i}`),
      created_at: now - 3_600_000 + i * 1000,
      last_seen_at: now - 3_600_000 + i * 1000,
      expires_at: now + 40_000_000,
      revoked_at: i % 4 === 0 ? now - 1000 : null,
      user_agent: 'bench',
      ip: '127.0.0.1',
    }))
    for (let i = 0; i < challenges.length; i += 400) await db('otp_challenges').insert(challenges.slice(i, i + 400))
    for (let i = 0; i < sessions.length; i += 400) await db('consumer_sessions').insert(sessions.slice(i, i + 400))
    // applications and complaints (issue 10): the status lookup, the history, the escalation scan
    await seedBulkWork(db, 20_000)
    // outages (issue 13): six years of history of 400 feeders, as a utility's table holds; the
    // reports read at most 24 months of it (a range of the start index, never the whole table)
    await seedBulkOutages(db, { today: TODAY, feedersPerDivision: 2, scale: 2, months: 72 })
    // self meter readings (issue 14): two cycles of a reading for every bulk consumer
    const readers: Array<{ consumer_no: string }> = await db('consumers').select('consumer_no').limit(CONSUMERS)
    const readings = readers.flatMap((c, i) =>
      ['2026-10', '2026-11'].map((cycle) => ({
        cons_no: c.consumer_no,
        cycle,
        reading: 1000 + i,
        photo_key: `private/meter-readings/2026/${i}-${cycle}.jpg`,
        photo_type: 'image/jpeg',
        photo_bytes: 1000,
        confirmed_implausible: false,
        reason: null,
        mobile: '9000000001',
        created_at: now - i * 1000,
      })),
    )
    for (let i = 0; i < readings.length; i += 400) await db('meter_readings').insert(readings.slice(i, i + 400))
    if (t.dialect === 'postgres') await db.raw(`analyze ${CHECKED.join(', ')}, sms_outbox`)
    else await db.raw('analyze')

    const config = loadConfig({ NODE_ENV: 'test', DEMO_MODE: 'true', LOG_LEVEL: 'silent', UPLOADS_DIR: uploads, OTP_RESEND_WAIT_SECONDS: '1' })
    const services = createServices({ db, config, logger: pino({ level: 'silent' }) })
    const pick = (type: string) => {
      for (let k = 100; k < CONSUMERS; k++) if (bulkAttributes(k, ctx).connType === type) return bulkAttributes(k, ctx)
      throw new Error(`no ${type} consumer`)
    }
    const postpaid = pick('SMART POSTPAID')
    const prepaid = pick('SMART PREPAID')

    let method = ''
    const onQuery = (q: { sql: string; bindings?: unknown[] }) => {
      if (method && /^\s*(select|update|delete|insert|with)\b/i.test(q.sql)) captured.push({ method, sql: q.sql, bindings: q.bindings ?? [] })
    }
    db.on('query', onQuery)
    const call = async <T>(name: string, fn: () => Promise<T>): Promise<T> => {
      method = name
      try {
        return await fn()
      } finally {
        method = ''
      }
    }
    try {
      const b = services.billing
      await call('billing.consumersByMobile', () => b.consumersByMobile(postpaid.mobile))
      await call('billing.consumer', () => b.consumer(postpaid.consumerNo))
      await call('billing.bills', () => b.bills(postpaid.consumerNo))
      await call('billing.latestBill', () => b.latestBill(postpaid.consumerNo))
      await call('billing.payments', () => b.payments(postpaid.consumerNo))
      await call('billing.dailyReadings', () => b.dailyReadings(postpaid.consumerNo, 30))
      await call('billing.prepaidMeter', () => b.prepaidMeter(prepaid.consumerNo))
      await call('billing.recharges', () => b.recharges(prepaid.consumerNo))
      await call('billing.dailyReadings (prepaid)', () => b.dailyReadings(prepaid.consumerNo, 90))

      // the public bill and prepaid services and the dashboards, composed of the reads above and their own
      const postpaidConsumer = (await b.consumer(postpaid.consumerNo))!
      const prepaidConsumer = (await b.consumer(prepaid.consumerNo))!
      const lookups = createBillingLookups(db, b)
      if (postpaidConsumer.oldConsumerNo) await call('lookup.consumerByOldNo', () => lookups.consumerByOldNo(postpaidConsumer.oldConsumerNo!))
      await call('lookup.consumerByMeterNo', () => lookups.consumerByMeterNo(prepaidConsumer.meterNo ?? '00000000000'))
      const paid = (await b.payments(postpaid.consumerNo, 1))[0]
      if (paid) await call('lookup.receipt', () => lookups.receipt(postpaid.consumerNo, paid.receiptNo))
      const dashboards = createDashboardReads({ db, billing: b })
      await call('dashboard.postpaid', () => dashboards.postpaid(postpaidConsumer))
      await call('dashboard.prepaid', () => dashboards.prepaid(prepaidConsumer))
      await call('dashboard.bbpsFetch', () => dashboards.bbpsFetch(postpaid.consumerNo))
      // the self meter reading card (issue 14, ADR 025): the newest bills and the cycle's stored reading
      await call('meterReadings.status', () => services.meterReadings.status(postpaidConsumer))
      const prepaidLookup = createPrepaidLookup({ db, billing: b })
      await call('prepaid.account', () => prepaidLookup.account(prepaid.consumerNo))
      await call('prepaid.days', () => prepaidLookup.days(prepaid.consumerNo, 7))
      await call('payments.status', () => services.payments.status(prepaid.consumerNo, 'APD0000000000000000').catch(() => undefined))

      const mobile = prepaid.mobile
      await call('otp.issue', () => services.otp.issue(mobile, 'login'))
      const sms = await db('sms_outbox').where('mobile', mobile).orderBy('id', 'desc').first('text')
      const code = /\b(\d{6})\b/.exec(String(sms?.text))?.[1] ?? ''
      await call('otp.verify (wrong)', () => services.otp.verify(mobile, 'login', code === '000000' ? '111111' : '000000').catch(() => undefined))
      await call('otp.verify', () => services.otp.verify(mobile, 'login', code))
      await call('consumerSessions.hasActive', () => services.consumerSessions.hasActive(mobile))
      const token = await call('consumerSessions.create', () => services.consumerSessions.create(mobile, { userAgent: 'test', ip: '127.0.0.1' }))
      await call('consumerSessions.authenticate', () => services.consumerSessions.authenticate(token))
      await call('consumerSessions.revoke', () => services.consumerSessions.revoke(token))
      await call('consumerSessions.revokeAllFor', () => services.consumerSessions.revokeAllFor(mobile))

      const w = services.workflow
      await call('workflow.lookup', () => w.lookup(bulkWorkNo(1234), bulkWorkMobile(1234)))
      await call('workflow.lookup (wrong mobile)', () => w.lookup(bulkWorkNo(1234), bulkWorkMobile(1235)))
      await call('workflow.openFor', () => w.openFor(bulkWorkNo(77), { granted: [bulkWorkNo(77)] }))
      await call('workflow.listByMobile', () => w.listByMobile(bulkWorkMobile(4321)))
      await call('workflow.escalateOverdue', () => w.escalateOverdue(20))

      // the ease-of-doing-business reports (issue 13): the outage range scans of the reliability
      // report (state, circle, division), the open outages of the dashboard, the landing page
      const eodb = createEodbReports({ db, now: () => Date.parse(`${TODAY}T12:00:00+05:30`) })
      await call('eodb.reliability (state)', () => eodb.reliability({}))
      await call('eodb.reliability (circle)', () => eodb.reliability({ circle: 'GEC2' }))
      await call('eodb.reliability (division)', () => eodb.reliability({ division: '105', from: '2026-01', to: '2026-06' }))
      await call('eodb.outageDashboard', () => eodb.outageDashboard())
      await call('eodb.summary', () => eodb.summary())
    } finally {
      db.off('query', onQuery)
    }
  }, 240_000)

  afterAll(async () => {
    await t?.destroy()
    fs.rmSync(uploads, { recursive: true, force: true })
  })

  /** The plan as lines (`Node on table using index`), and the checked tables it scans sequentially. */
  async function explain(q: Captured): Promise<{ lines: string[]; seqScans: string[] }> {
    if (t.dialect === 'postgres') {
      const client = t.db.client as {
        acquireConnection(): Promise<{ query(sql: string, v: unknown[]): Promise<{ rows: Array<Record<string, unknown>> }> }>
        releaseConnection(c: unknown): Promise<void>
      }
      const conn = await client.acquireConnection()
      try {
        const r = await conn.query(`explain (format json) ${q.sql}`, q.bindings)
        const plan = (r.rows[0]['QUERY PLAN'] as Array<{ Plan: PgNode }>)[0].Plan
        const lines: string[] = []
        const seqScans: string[] = []
        const walk = (n: PgNode, depth: number) => {
          lines.push(`${'  '.repeat(depth)}${n['Node Type']}${n['Relation Name'] ? ` on ${n['Relation Name']}` : ''}${n['Index Name'] ? ` using ${n['Index Name']}` : ''}`)
          if (n['Node Type'] === 'Seq Scan' && CHECKED.includes(String(n['Relation Name']))) seqScans.push(String(n['Relation Name']))
          for (const c of n.Plans ?? []) walk(c, depth + 1)
        }
        walk(plan, 0)
        return { lines, seqScans }
      } finally {
        await client.releaseConnection(conn)
      }
    }
    // SQLite names tables by their alias in the plan: map aliases back to tables
    const alias = new Map<string, string>()
    for (const m of q.sql.matchAll(/(?:from|join|update|into)\s+[`"]?(\w+)[`"]?(?:\s+as\s+[`"]?(\w+)[`"]?)?/gi)) {
      alias.set(m[2] ?? m[1], m[1])
      alias.set(m[1], m[1])
    }
    const rows: Array<{ detail: string }> = await t.db.raw(`explain query plan ${q.sql}`, q.bindings as never)
    const lines = rows.map((r) => r.detail)
    const seqScans = lines
      .map((d) => /^SCAN (\w+)/.exec(d)?.[1])
      .filter((a): a is string => Boolean(a) && CHECKED.includes(alias.get(a!) ?? a!))
      .map((a) => alias.get(a) ?? a)
    return { lines, seqScans }
  }

  it('captured the SQL of every service method', () => {
    const methods = new Set(captured.map((c) => c.method))
    for (const m of [
      'billing.consumersByMobile',
      'billing.consumer',
      'billing.bills',
      'billing.latestBill',
      'billing.payments',
      'billing.dailyReadings',
      'billing.prepaidMeter',
      'billing.recharges',
      'otp.issue',
      'otp.verify',
      'consumerSessions.hasActive',
      'consumerSessions.create',
      'consumerSessions.authenticate',
      'consumerSessions.revoke',
      'consumerSessions.revokeAllFor',
      'eodb.reliability (state)',
      'eodb.reliability (circle)',
      'eodb.reliability (division)',
      'eodb.outageDashboard',
      'eodb.summary',
    ]) {
      expect(methods, m).toContain(m)
    }
  })

  it('would notice an unindexed query (the check itself works)', async () => {
    const unindexed = t.db('bills as b').join('consumers as c', 'c.id', 'b.consumer_id').where('b.units', 123).select('c.consumer_no').toSQL().toNative()
    const { seqScans } = await explain({ method: 'control', sql: unindexed.sql, bindings: [...unindexed.bindings] })
    expect(seqScans).toContain('bills')
    const byCause = t.db('outage_events as e').where('e.cause', 'Storm').count({ n: '*' }).toSQL().toNative()
    expect((await explain({ method: 'control', sql: byCause.sql, bindings: [...byCause.bindings] })).seqScans).toContain('outage_events')
  })

  it('uses an index for every statement on the consumer, ledger, OTP, session, work and outage tables', async () => {
    const report: string[] = []
    const offenders: string[] = []
    const seen = new Set<string>()
    for (const q of captured) {
      if (seen.has(q.sql)) continue
      seen.add(q.sql)
      const { lines, seqScans } = await explain(q)
      report.push(`${q.method}: ${q.sql}\n    ${lines.join('\n    ')}`)
      if (seqScans.length) offenders.push(`${q.method}: sequential scan of ${seqScans.join(', ')}\n  ${q.sql}\n    ${lines.join('\n    ')}`)
    }
    // the statements checked, with their plans (vitest shows this output with --reporter=verbose or on failure)
    console.info(`query plans checked (${TEST_DB}, ${seen.size} statements):\n${report.join('\n')}`)
    expect(seen.size).toBeGreaterThanOrEqual(25)
    expect(offenders).toEqual([])
  })
})

interface PgNode {
  'Node Type': string
  'Relation Name'?: string
  'Index Name'?: string
  Plans?: PgNode[]
}
