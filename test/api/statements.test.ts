import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatDate, formatNumber, formatPaise } from '../../shared/format'
import { MESSAGES } from '../../shared/messages'
import { indiaMoment } from '../../shared/time'
import { embeddedFonts, pageCount, pdfText } from '../helpers/pdfInspect'
import { seedBilling } from '../../seeds/billing'
import { createTestApp, type TestApp } from '../helpers/app'
import { TEST_DB } from '../helpers/db'

/** supertest keeps binary bodies as a Buffer with this parser */
function binary(res: request.Response, cb: (err: Error | null, body: Buffer) => void) {
  const stream = res as unknown as NodeJS.ReadableStream
  const chunks: Buffer[] = []
  stream.on('data', (c: Buffer) => chunks.push(Buffer.from(c)))
  stream.on('end', () => cb(null, Buffer.concat(chunks)))
}

const TODAY = '2026-11-21'
const url = (consNo: string, year: string | number, lang = 'en') => `/api/consumer/statement?consNo=${consNo}&year=${year}&lang=${lang}`

describe(`annual statement PDF: GET /api/consumer/statement (${TEST_DB})`, () => {
  let t: TestApp
  const clock = { t: Date.parse(`${TODAY}T06:30:00.000Z`) }
  const cookie: Record<string, string> = {}

  beforeAll(async () => {
    t = await createTestApp({ now: () => clock.t })
    await seedBilling(t.testDb.db, TODAY)
    for (const mobile of ['9000000001', '9000000003', '9000000004', '9000000005']) cookie[mobile] = `apdcl.sid=${await t.services.consumerSessions.create(mobile)}`
  })
  afterAll(async () => t.close())

  const get = (path: string, mobile?: string) => {
    const r = request(t.app).get(path)
    return (mobile ? r.set('Cookie', cookie[mobile]) : r).buffer(true).parse(binary)
  }
  const json = (res: request.Response) => JSON.parse((res.body as Buffer).toString('utf8'))
  /** what the billing system holds of one financial year, read independently of the statement */
  const yearOf = async (consumerNo: string, year: number) => {
    const bills = (await t.services.billing.bills(consumerNo, 120)).filter((b) => b.period >= `${year}-04` && b.period <= `${year + 1}-03`)
    const inYear = (iso: string) => {
      const day = indiaMoment(iso)!.day
      return day >= `${year}-04-01` && day <= `${year + 1}-03-31`
    }
    const payments = (await t.services.billing.payments(consumerNo, 120)).filter((p) => inYear(p.paidAt))
    const recharges = (await t.services.billing.recharges(consumerNo, 120)).filter((r) => inYear(r.rechargedAt))
    return { bills, payments, recharges }
  }

  it('lists the financial years with data, newest first', async () => {
    expect(await t.services.statements.years('101000000001')).toEqual([2026, 2025, 2024])
    expect(await t.services.statements.years('104000000004')).toEqual([2026])
  })

  it("postpaid, English: the year's bills and payments with their totals, streamed as a PDF download", async () => {
    const res = await get(url('101000000001', 2025), '9000000001')
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    expect(res.headers['content-disposition']).toBe('attachment; filename="APDCL-statement-101000000001-2025-26-en.pdf"')
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.headers['transfer-encoding']).toBe('chunked') // streamed, no Content-Length
    const pdf: Buffer = res.body
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    const { text } = pdfText(pdf)
    const { bills, payments } = await yearOf('101000000001', 2025)
    expect(bills).toHaveLength(12)
    expect(payments.length).toBeGreaterThanOrEqual(11)
    for (const s of ['Annual Statement', 'Financial year', '2025-26', '01 Apr 2025 to 31 Mar 2026', '101000000001', 'Ranjit Kumar Das', 'Bills', 'Payments', 'Totals of the financial year 2025-26']) {
      expect(text).toContain(s)
    }
    for (const b of bills) {
      expect(text).toContain(b.billNo)
      expect(text).toContain(formatPaise(b.amountBeforeDue, 'en'))
    }
    for (const p of payments) expect(text).toContain(p.receiptNo)
    const units = bills.reduce((s, b) => s + b.units, 0)
    const charges = bills.reduce((s, b) => s + b.energyCharge + b.fixedCharge + b.fppaCharge + b.electricityDuty + b.meterRent, 0)
    const paid = payments.reduce((s, p) => s + p.amount, 0)
    expect(text).toContain(`Units consumed: ${formatNumber(units, 'en')} kWh`)
    expect(text).toContain(`Charges billed: ${formatPaise(charges, 'en')}`)
    expect(text).toContain(`Paid: ${formatPaise(paid, 'en')}`)
    // no bill of the year before or after (the March bill paid in April is a payment of this year)
    const outside = (await t.services.billing.bills('101000000001', 120)).filter((b) => b.period < '2025-04' || b.period > '2026-03')
    expect(outside.length).toBeGreaterThan(0)
    for (const b of outside) if (!payments.some((p) => p.billNo === b.billNo)) expect(text).not.toContain(b.billNo)
    const earlier = (await t.services.billing.payments('101000000001', 120)).filter((p) => !payments.some((q) => q.receiptNo === p.receiptNo))
    expect(earlier.length).toBeGreaterThan(0)
    for (const p of earlier) expect(text).not.toContain(p.receiptNo)
  })

  it('Assamese: shaped Assamese labels, amounts and dates in Assamese digits, identifiers in Latin digits', async () => {
    const res = await get(url('101000000001', 2025, 'as'), '9000000001')
    expect(res.status).toBe(200)
    expect(res.headers['content-disposition']).toBe('attachment; filename="APDCL-statement-101000000001-2025-26-as.pdf"')
    const pdf: Buffer = res.body
    expect(embeddedFonts(pdf)).toEqual(expect.arrayContaining(['NotoSansBengali-Regular', 'NotoSansBengali-Bold']))
    const { text } = pdfText(pdf)
    const { bills, payments } = await yearOf('101000000001', 2025)
    // labels without pre-base vowel signs (a PDF stores those in visual order)
    for (const label of ['গ্ৰাহক নম্বৰ', 'নাম', 'মাহৰ মাচুল', 'মুঠ', '২০২৫-২৬']) expect(text).toContain(label)
    expect(text).toContain(formatPaise(bills[0].amountBeforeDue, 'as'))
    expect(text).toContain(formatPaise(payments[0].amount, 'as'))
    expect(text).toContain(formatDate(bills[0].billDate, 'as').slice(0, 2)) // the day in Assamese digits
    expect(text).toContain(bills[0].billNo)
    expect(text).toContain(payments[0].receiptNo)
    expect(text).toContain('1912')
    expect(text).not.toContain(formatPaise(bills[0].amountBeforeDue, 'en'))
    expect(text).not.toContain('Annual Statement')
  })

  it('prepaid: the recharges of the year and their total', async () => {
    const res = await get(url('104000000004', 2026), '9000000004')
    expect(res.status).toBe(200)
    const { text } = pdfText(res.body)
    const { recharges } = await yearOf('104000000004', 2026)
    expect(recharges.length).toBeGreaterThanOrEqual(3)
    for (const r of recharges) expect(text).toContain(r.receiptNo)
    expect(text).toContain('Recharges')
    expect(text).toContain(
      `Recharged: ${formatPaise(
        recharges.reduce((s, r) => s + r.amount, 0),
        'en',
      )}`,
    )
    expect(text).not.toContain('Bills')
  })

  it('a year with many entries continues on further pages, every entry and the total on them', async () => {
    const db = t.testDb.db
    const consumer = await db('consumers').first('id').where('consumer_no', '103000000003')
    const meter = await db('prepaid_meters').first('id').where('consumer_id', consumer.id)
    const rows = Array.from({ length: 70 }, (_, i) => ({
      receipt_no: `PTESTMANY${String(i).padStart(3, '0')}`,
      consumer_id: consumer.id,
      meter_id: meter.id,
      amount: 10_000,
      token: null,
      recharged_at: new Date(Date.UTC(2024, 3, 2) + i * 4 * 86_400_000).toISOString(),
      channel: 'UPI',
      txn_id: `TXNTESTMANY${i}`,
    }))
    await db('recharges').insert(rows)
    const res = await get(url('103000000003', 2024), '9000000003')
    expect(res.status).toBe(200)
    expect(pageCount(res.body)).toBeGreaterThanOrEqual(2)
    const { text } = pdfText(res.body)
    for (const r of rows) expect(text).toContain(r.receipt_no)
    expect(text).toContain('Recharges (continued)')
    expect(text).toContain(`Recharged: ${formatPaise(70 * 10_000, 'en')}`)
  })

  it("only the signed-in consumer's own numbers: another mobile's is 404 Consumer Not Found, no session is 401", async () => {
    const other = await get(url('105000000005', 2025), '9000000001')
    expect(other.status).toBe(404)
    expect(json(other)).toMatchObject({ status: 'error', code: 'CONSUMER_NOT_FOUND', message: MESSAGES.consumerNotFound })
    expect((await get(url('101999999999', 2025), '9000000001')).status).toBe(404)
    const none = await get(url('101000000001', 2025))
    expect(none.status).toBe(401)
    expect(json(none)).toMatchObject({ code: 'SESSION_INVALID', message: MESSAGES.sessionExpired })
    // a mobile with two consumer numbers gets each of its own
    expect((await get(url('105000000006', 2026), '9000000005')).status).toBe(200)
    expect((await get(url('105000000005', 2026), '9000000005')).status).toBe(200)
  })

  it('400 for a malformed year or one outside 2000-01 … the current financial year', async () => {
    for (const [year, message] of [
      ['abc', 'The financial year must be given by its first year, four digits (2025 for 2025-26)'],
      ['2025-26', 'The financial year must be given by its first year, four digits (2025 for 2025-26)'],
      ['', 'The financial year must be given by its first year, four digits (2025 for 2025-26)'],
      ['1999', 'The financial year must be from 2000-01 to 2026-27'],
      ['2027', 'The financial year must be from 2000-01 to 2026-27'],
    ]) {
      const res = await get(url('101000000001', year), '9000000001')
      expect(res.status, year).toBe(400)
      expect(json(res)).toMatchObject({ status: 'error', code: 'INVALID', message, errors: [{ path: 'year', message }] })
    }
    const noYear = await get('/api/consumer/statement?consNo=101000000001', '9000000001')
    expect(noYear.status).toBe(400)
    expect((await get(url('101000000001', 2025, 'fr'), '9000000001')).status).toBe(400)
    expect((await get(url('1010', 2025), '9000000001')).status).toBe(400)
  })

  it('404 for a year without bills, payments or recharges', async () => {
    const res = await get(url('101000000001', 2010), '9000000001')
    expect(res.status).toBe(404)
    expect(json(res)).toMatchObject({ status: 'error', code: 'NOT_FOUND', message: 'No bills, payments or recharges in the financial year 2010-11' })
  })
})
