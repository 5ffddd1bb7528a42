import type { Consumer } from '#shared/billing/contract'
import type { Locale } from '#shared/locale'
import { divisionIn, subDivisionIn } from '#shared/billing/officeNames'
import type { BillDocumentData } from './data'
import { dateLabel, dateOf, monthLabel, numberLabel, rupees } from './format'
import { codeLabel, label } from './labels'
import { COLOR, callout, footnotes, header, pairs, qrCode, sectionTitle, strip, table, type Box, type QrModules } from './layout'
import { MARGIN, createPdf, pdfBuffer } from './pdf'

export interface BillPdfInput {
  consumer: Consumer
  data: BillDocumentData
  lang: Locale
  /** the 24x7 helpline printed on the bill (1912) */
  phone: string
  /** what a UPI app pays for this bill today, and the QR code of that link (none: nothing to pay) */
  upi?: { amountPaise: number; payee: { vpa: string; name: string }; qr: QrModules } | null
  compress?: boolean
}

/** The monthly bill as a one-page A4 PDF, laid out like a printed APDCL bill. */
export async function renderBillPdf({ consumer, data, lang, phone, upi, compress }: BillPdfInput): Promise<Buffer> {
  const { bill, history, divisionName } = data
  const t = (key: string, vars?: Record<string, string>) => label(lang, key, vars)
  const { doc, ts } = createPdf({
    size: 'A4',
    lang,
    compress,
    title: `${label('en', 'billTitle')} ${bill.billNo}`,
    subject: `Consumer ${consumer.consumerNo}, ${bill.period}`,
    createdAt: dateOf(bill.billDate),
  })
  const page: Box = { x: MARGIN, width: doc.page.width - MARGIN * 2 }
  const money = (paise: number) => rupees(paise, lang)

  let y = header(ts, lang, t('billTitle'), page, MARGIN, phone)
  y = strip(
    ts,
    [
      [t('billNo'), bill.billNo],
      [t('billMonth'), monthLabel(bill.period, lang)],
      [t('billDate'), dateLabel(bill.billDate, lang)],
      [t('dueDate'), dateLabel(bill.dueDate, lang)],
    ],
    page,
    y,
  )

  y = sectionTitle(ts, t('consumerDetails'), page, y)
  y = pairs(
    ts,
    [
      [t('consumerNo'), consumer.consumerNo],
      [t('oldConsumerNo'), consumer.oldConsumerNo ?? ''],
      [t('name'), consumer.name],
      [t('connType'), codeLabel(lang, 'connType', consumer.connType)],
      [t('address'), consumer.address],
      [t('tariffCategory'), codeLabel(lang, 'tariff', bill.tariffCategory)],
      // the office areas in the bill's language (the records name them in English only)
      [t('division'), divisionIn(lang, consumer.divisionCode, divisionName)?.text ?? consumer.divisionCode],
      [t('subDivision'), subDivisionIn(lang, consumer.subDivision)?.text ?? ''],
      [t('connectedLoad'), t('kw', { value: numberLabel(consumer.connectedLoadKw, lang, consumer.connectedLoadKw % 1 ? 2 : 0) })],
      [t('phase'), t(consumer.phase === 3 ? 'phase3' : 'phase1')],
      [t('connectionStatus'), codeLabel(lang, 'status', consumer.status)],
    ],
    page,
    y,
  )

  y = sectionTitle(ts, t('meterDetails'), page, y)
  const meterOk = bill.currentReading >= bill.previousReading && bill.units === (bill.currentReading - bill.previousReading) * bill.multiplyingFactor
  y = table(
    ts,
    [
      { header: t('meterNo'), weight: 1.3 },
      { header: t('meterStatus'), weight: 1.2 },
      { header: t('previousReading'), weight: 1, align: 'right' },
      { header: t('currentReading'), weight: 1, align: 'right' },
      { header: t('multiplyingFactor'), weight: 0.8, align: 'right' },
      { header: t('units'), weight: 1.1, align: 'right' },
    ],
    [
      {
        cells: [
          consumer.meterNo ?? '',
          t(meterOk ? 'meterOk' : 'meterCheck'),
          numberLabel(bill.previousReading, lang),
          numberLabel(bill.currentReading, lang),
          numberLabel(bill.multiplyingFactor, lang),
          numberLabel(bill.units, lang),
        ],
        bold: true,
      },
    ],
    page,
    y,
  )

  // charges on the left, the six months of history on the right
  const gap = 14
  const left: Box = { x: page.x, width: page.width * 0.55 - gap / 2 }
  const right: Box = { x: page.x + page.width * 0.55 + gap / 2, width: page.width * 0.45 - gap / 2 }
  const currentDemand = bill.energyCharge + bill.fixedCharge + bill.fppaCharge + bill.electricityDuty + bill.meterRent
  const top = y
  let ly = sectionTitle(ts, t('charges'), left, top)
  ly = table(
    ts,
    [
      { header: '', weight: 2.2 },
      { header: '', weight: 1, align: 'right' },
    ],
    [
      { cells: [t('energyCharge'), money(bill.energyCharge)] },
      { cells: [t('fixedCharge'), money(bill.fixedCharge)] },
      { cells: [t('fppaCharge'), money(bill.fppaCharge)] },
      { cells: [t('electricityDuty'), money(bill.electricityDuty)] },
      { cells: [t('meterRent'), money(bill.meterRent)] },
      { cells: [t('currentDemand'), money(currentDemand)], bold: true, tint: true },
      { cells: [t('arrears'), money(bill.arrears)] },
      { cells: [t('rebate'), `− ${money(bill.rebate)}`] },
      { cells: [t('surcharge'), `+ ${money(bill.surcharge)}`] },
    ],
    left,
    ly,
  )
  let ry = sectionTitle(ts, t('history'), right, top)
  ry =
    history.length === 0
      ? ry + ts.paragraph(t('noHistory'), right.x, ry, right.width, { size: 8.5, color: COLOR.muted }) + 8
      : table(
          ts,
          [
            { header: t('month'), weight: 1.25 },
            { header: t('unitsShort'), weight: 0.9, align: 'right' },
            { header: t('amountBilled'), weight: 1.15, align: 'right' },
            { header: t('amountPaid'), weight: 1.15, align: 'right' },
          ],
          history.map((h) => ({
            cells: [monthLabel(h.period, lang), numberLabel(h.units, lang), money(h.amountBilled), h.amountPaid > 0 ? money(h.amountPaid) : t('notPaid')],
          })),
          right,
          ry,
          7.5,
        )
  y = Math.max(ly, ry)

  const half = (page.width - gap) / 2
  const due = dateLabel(bill.dueDate, lang)
  callout(
    ts,
    [
      { text: t('payableBeforeDue', { date: due }), size: 8.5, color: COLOR.muted },
      { text: money(bill.amountBeforeDue), size: 15, bold: true, color: COLOR.brand },
    ],
    { x: page.x, width: half },
    y,
  )
  y = callout(
    ts,
    [
      { text: t('payableAfterDue', { date: due }), size: 8.5, color: COLOR.muted },
      { text: money(bill.amountAfterDue), size: 15, bold: true, color: COLOR.strong },
    ],
    { x: page.x + half + gap, width: half },
    y,
  )

  // the tear-off payment slip above the small print
  // at the foot of the page; on a page of its own when a long name or address pushed it off
  // a UPI QR code takes the slip's right; its pairs then go in one column, so the slip is taller
  const SLIP_HEIGHT = upi ? 172 : 150
  let slipTop = doc.page.height - MARGIN - SLIP_HEIGHT
  if (y + 6 > slipTop) {
    doc.addPage()
    slipTop = MARGIN
  }
  doc
    .save()
    .moveTo(page.x, slipTop)
    .lineTo(page.x + page.width, slipTop)
    .dash(4, { space: 3 })
    .lineWidth(0.7)
    .strokeColor(COLOR.muted)
    .stroke()
    .undash()
    .restore()
  const sy = sectionTitle(ts, t('paymentSlip'), page, slipTop + 8)
  // the UPI QR code at the slip's right, its words to its left (the pairs give it room)
  const QR_SIDE = 84
  const QR_BLOCK = upi ? QR_SIDE + 126 : 0
  if (upi) {
    const qx = page.x + page.width - QR_SIDE
    qrCode(ts, upi.qr, qx, sy + 2, QR_SIDE)
    const words = { x: qx - 120, width: 110 }
    const style = { size: 7.5, color: COLOR.text }
    let wy = sy + 2
    wy += ts.paragraph(t('upiScan'), words.x, wy, words.width, { ...style, bold: true, align: 'right' }) + 2
    ts.paragraph(t('upiPayTo', { amount: money(upi.amountPaise), name: upi.payee.name, vpa: upi.payee.vpa, billNo: bill.billNo }), words.x, wy, words.width, { ...style, align: 'right' })
  }
  pairs(
    ts,
    [
      [t('consumerNo'), consumer.consumerNo],
      [t('billNo'), bill.billNo],
      [t('name'), consumer.name],
      [t('billMonth'), monthLabel(bill.period, lang)],
      [t('payableBeforeDue', { date: due }), money(bill.amountBeforeDue)],
      [t('payableAfterDue', { date: due }), money(bill.amountAfterDue)],
    ],
    { x: page.x, width: page.width - QR_BLOCK },
    sy,
    upi ? { columns: 1 } : {},
  )

  footnotes(ts, [t('payOnline'), t('helpline', { phone }), t('computerGenerated')], page, doc.page.height - MARGIN)
  return pdfBuffer(doc)
}
