import type { Consumer } from '#shared/billing/contract'
import type { Locale } from '#shared/locale'
import { isPostpaid } from '#shared/constants'
import { formatFinancialYear } from '#shared/format'
import { indiaMoment } from '#shared/time'
import { dateLabel, dateOf, monthLabel, numberLabel, rupees } from './format'
import { codeLabel, label } from './labels'
import { COLOR, callout, footnotes, header, pairs, sectionTitle, strip, table, type Box, type Column, type TableRow } from './layout'
import { MARGIN, createPdf, type Doc } from './pdf'
import type { Typesetter } from './typeset'
import type { StatementData } from './statementData'

export interface StatementPdfInput {
  consumer: Consumer
  data: StatementData
  lang: Locale
  /** the helpline printed on every page (1912) */
  phone: string
  compress?: boolean
}

/** '2025-26' (Assamese digits in Assamese): the financial year that begins in April of `year`. */
export const financialYearLabel = formatFinancialYear

const TABLE_SIZE = 8.5
/** room kept at the foot of every page for the small print */
const FOOT = 44

/** The date in India of an ISO timestamp, as the documents write dates. */
const indiaDate = (iso: string, lang: Locale) => dateLabel(indiaMoment(iso)?.day ?? iso.slice(0, 10), lang)

/**
 * A table that continues on the next page when the rows do not fit: the section title (with
 * "continued") and the column headers repeat on each page. Answers the y below it.
 */
function pagedTable(ts: Typesetter, page: Box, opts: { title: string; continued: string; columns: Column[]; rows: TableRow[]; empty: string; phone: string; notes: string[] }, y: number): number {
  const { doc } = ts
  const bottom = doc.page.height - MARGIN - FOOT
  const total = opts.columns.reduce((s, c) => s + c.weight, 0)
  const headLines = Math.max(...opts.columns.map((c) => ts.wrap(c.header, (page.width * c.weight) / total - 10, { size: TABLE_SIZE - 0.5, bold: true }).length))
  const headH = headLines * ts.lineHeight({ size: TABLE_SIZE - 0.5 }) + 6
  const rowH = ts.lineHeight({ size: TABLE_SIZE }) + 4
  const titleH = ts.lineHeight({ size: 9.5 }) + 5
  const nextPage = () => {
    footnotes(ts, opts.notes, page, doc.page.height - MARGIN)
    doc.addPage()
    return MARGIN
  }
  // the title, the headers and at least one row together
  if (y + titleH + headH + rowH > bottom) y = nextPage()
  y = sectionTitle(ts, opts.title, page, y)
  if (opts.rows.length === 0) return y + ts.paragraph(opts.empty, page.x, y, page.width, { size: 8.5, color: COLOR.muted }) + 10
  let i = 0
  while (i < opts.rows.length) {
    const fit = Math.max(1, Math.floor((bottom - y - headH) / rowH))
    y = table(ts, opts.columns, opts.rows.slice(i, i + fit), page, y, TABLE_SIZE)
    i += fit
    if (i < opts.rows.length) y = sectionTitle(ts, `${opts.title} (${opts.continued})`, page, nextPage())
  }
  return y
}

/**
 * The annual statement of one consumer for one financial year (A4, as many pages as it
 * takes): the consumer, then the bills (postpaid) with the year's units and charges, the
 * payments, or the recharges (prepaid), each with its total, and the year's totals at the end.
 */
export function renderStatementPdf({ consumer, data, lang, phone, compress }: StatementPdfInput): Doc {
  const t = (key: string, vars?: Record<string, string>) => label(lang, key, vars)
  const money = (paise: number) => rupees(paise, lang)
  const fy = financialYearLabel(data.year, lang)
  const latest = [...data.bills.map((b) => b.billDate), ...data.payments.map((p) => p.paidAt), ...data.recharges.map((r) => r.rechargedAt)].sort().pop()
  const { doc, ts } = createPdf({
    size: 'A4',
    lang,
    compress,
    title: `${label('en', 'statementTitle')} ${financialYearLabel(data.year, 'en')}`,
    subject: `Consumer ${consumer.consumerNo}, financial year ${financialYearLabel(data.year, 'en')}`,
    // from the data, never "now": the same statement gives the same bytes
    createdAt: dateOf(latest ?? `${data.year}-04-01`),
  })
  const page: Box = { x: MARGIN, width: doc.page.width - MARGIN * 2 }
  const postpaid = isPostpaid(consumer.connType)
  const notes = [t(postpaid ? 'statementNote' : 'statementNotePrepaid'), t('helpline', { phone }), t('computerGenerated')]

  let y = header(ts, lang, t('statementTitle'), page, MARGIN, phone)
  y = strip(
    ts,
    [
      [t('financialYear'), fy],
      [t('statementPeriod'), t('statementPeriodValue', { from: dateLabel(`${data.year}-04-01`, lang), to: dateLabel(`${data.year + 1}-03-31`, lang) })],
    ],
    page,
    y,
  )
  y = sectionTitle(ts, t('consumerDetails'), page, y)
  y = pairs(
    ts,
    [
      [t('consumerNo'), consumer.consumerNo],
      [t('name'), consumer.name],
      [t('connType'), codeLabel(lang, 'connType', consumer.connType)],
      [t('meterNo'), consumer.meterNo ?? ''],
      [t('address'), consumer.address],
      [t('tariffCategory'), codeLabel(lang, 'tariff', consumer.tariffCategory)],
    ],
    page,
    y,
  )

  const common = { continued: t('continued'), phone, notes }
  /** a paged table with the bold, tinted total row under its rows (none when there are no rows) */
  const drawTable = (title: string, empty: string, columns: Column[], rows: TableRow[], total: string[]) => {
    y = pagedTable(ts, page, { ...common, title, empty, columns, rows: rows.length ? [...rows, { cells: total, bold: true, tint: true }] : rows }, y)
  }
  /** payments or recharges: date, receipt, the bill or meter, channel and amount; answers their total */
  const receipts = (title: string, empty: string, third: string, amount: string, entries: Array<{ at: string; receiptNo: string; ref: string; channel: string; amountPaise: number }>) => {
    const sum = entries.reduce((s, e) => s + e.amountPaise, 0)
    const columns: Column[] = [
      { header: t('date'), weight: 1.1 },
      { header: t('receiptNo'), weight: 1.8 },
      { header: third, weight: 1.6 },
      { header: t('channel'), weight: 1.1 },
      { header: amount, weight: 1.1, align: 'right' },
    ]
    const rows = entries.map((e) => ({ cells: [indiaDate(e.at, lang), e.receiptNo, e.ref, codeLabel(lang, 'channel', e.channel), money(e.amountPaise)] }))
    drawTable(title, empty, columns, rows, [t('total'), '', '', '', money(sum)])
    return sum
  }
  const totals: Array<[string, string]> = []
  if (postpaid) {
    const units = data.bills.reduce((s, b) => s + b.units, 0)
    const charges = data.bills.reduce((s, b) => s + b.chargesPaise, 0)
    drawTable(
      t('statementBills'),
      t('statementNoBills'),
      [
        { header: t('billMonth'), weight: 1.1 },
        { header: t('billNo'), weight: 1.7 },
        { header: t('billDate'), weight: 1.1 },
        { header: t('unitsShort'), weight: 0.8, align: 'right' },
        { header: t('monthCharges'), weight: 1.1, align: 'right' },
        { header: t('payableByDue'), weight: 1.2, align: 'right' },
      ],
      data.bills.map((b) => ({
        cells: [monthLabel(b.period, lang), b.billNo, dateLabel(b.billDate, lang), numberLabel(b.units, lang), money(b.chargesPaise), money(b.amountBeforeDuePaise)],
      })),
      [t('total'), '', '', numberLabel(units, lang), money(charges), ''],
    )
    const payments = data.payments.map((p) => ({ at: p.paidAt, receiptNo: p.receiptNo, ref: p.billNo ?? '—', channel: p.channel, amountPaise: p.amountPaise }))
    const paid = receipts(t('statementPayments'), t('statementNoPayments'), t('billNo'), t('amount'), payments)
    totals.push([t('totalUnits'), t('kwh', { value: numberLabel(units, lang) })], [t('totalCharges'), money(charges)], [t('totalPaid'), money(paid)])
  } else {
    const recharges = data.recharges.map((r) => ({ at: r.rechargedAt, receiptNo: r.receiptNo, ref: r.meterNo, channel: r.channel, amountPaise: r.amountPaise }))
    const recharged = receipts(t('statementRecharges'), t('statementNoRecharges'), t('meterNo'), t('rechargeAmount'), recharges)
    totals.push([t('totalRecharged'), money(recharged)])
  }

  // the year's totals in one box
  const lines = [{ text: t('yearTotals', { year: fy }), size: 9, color: COLOR.muted }, ...totals.map(([k, v]) => ({ text: `${k}: ${v}`, size: 11, bold: true, color: COLOR.brand }))]
  const boxH = lines.reduce((s, l) => s + ts.lineHeight(l), 0) + 26
  if (y + boxH > doc.page.height - MARGIN - FOOT) {
    footnotes(ts, notes, page, doc.page.height - MARGIN)
    doc.addPage()
    y = MARGIN
  }
  callout(ts, lines, page, y)
  footnotes(ts, notes, page, doc.page.height - MARGIN)
  doc.end()
  return doc
}
