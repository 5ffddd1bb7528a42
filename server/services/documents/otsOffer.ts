/**
 * The one-time settlement offer as a PDF (A4, /PrintSOSS and GET /api/ots/:applNo/pdf): the
 * settlement's number and date, the consumer, the arrears (principal, surcharge, the waiver),
 * the amount payable and the instalments with their due dates, as registered (ADR 009: the
 * same fonts, shaping and layout blocks as the bill). Identifiers in Latin digits, amounts and
 * dates in the document's language.
 */
import type { WorkItem } from '#shared/workflow/contract'
import type { OtsOffer } from '#shared/workflow/forms/ots'
import type { Locale } from '#shared/locale'
import { dateLabel, dateTimeLabel, dateOf, monthLabel, numberLabel, rupees } from './format'
import { label } from './labels'
import { COLOR, callout, footnotes, header, pairs, sectionTitle, table, title, type Box } from './layout'
import { MARGIN, createPdf, pdfBuffer } from './pdf'

export interface OtsOfferPdfInput {
  item: Pick<WorkItem, 'workNo' | 'state' | 'applicantName' | 'consumerNo' | 'createdAt' | 'mobileMasked'>
  offer: OtsOffer
  lang: Locale
  phone: string
  compress?: boolean
}

export async function renderOtsOfferPdf({ item, offer, lang, phone, compress }: OtsOfferPdfInput): Promise<Buffer> {
  const t = (key: string, vars?: Record<string, string>) => label(lang, key, vars)
  const { doc, ts } = createPdf({
    size: 'A4',
    lang,
    compress,
    title: `${label('en', 'otsTitle')} ${item.workNo}`,
    subject: `Consumer ${item.consumerNo ?? ''}`,
    createdAt: dateOf(item.createdAt),
  })
  const box: Box = { x: MARGIN, width: doc.page.width - MARGIN * 2 }
  let y = header(ts, lang, t('otsTitle'), box, MARGIN, phone)
  y = title(ts, t('otsTitle'), box, y)
  y = pairs(
    ts,
    [
      [t('otsNo'), item.workNo],
      [t('otsDate'), dateTimeLabel(item.createdAt, lang, t('ist'))],
      [t('consumerNo'), item.consumerNo ?? ''],
      [t('name'), item.applicantName],
      [t('otsScheme'), offer.scheme],
      [t('otsState'), t(`otsState_${item.state}`)],
    ],
    box,
    y,
  )
  y = sectionTitle(ts, t('otsArrears'), box, y)
  y = table(
    ts,
    [
      { header: '', weight: 3 },
      { header: '', weight: 1.4, align: 'right' },
    ],
    [
      { cells: [t('otsPeriod', { from: monthLabel(offer.since, lang), to: monthLabel(offer.asOf, lang) }), numberLabel(offer.ageMonths, lang)] },
      { cells: [t('otsPrincipal'), rupees(offer.principalPaise, lang)] },
      { cells: [t('otsSurcharge'), rupees(offer.surchargePaise, lang)] },
      { cells: [t('otsWaiver', { pct: numberLabel(offer.waiverPct, lang) }), `− ${rupees(offer.waiverPaise, lang)}`] },
      { cells: [t('otsPayable'), rupees(offer.payablePaise, lang)], bold: true, tint: true },
    ],
    box,
    y,
    9.5,
  )
  y = sectionTitle(ts, t('otsInstalments'), box, y)
  y = table(
    ts,
    [
      { header: t('otsInstalmentNo'), weight: 1, align: 'center' },
      { header: t('otsDueDate'), weight: 2 },
      { header: t('otsAmount'), weight: 2, align: 'right' },
    ],
    offer.instalments.map((i) => ({ cells: [numberLabel(i.no, lang), dateLabel(i.dueDate, lang), rupees(i.paise, lang)] })),
    box,
    y,
    9.5,
  )
  y = callout(
    ts,
    [
      { text: t('otsPayable'), size: 9, color: COLOR.muted },
      { text: rupees(offer.payablePaise, lang), size: 16, bold: true, color: COLOR.brand },
    ],
    box,
    y,
  )
  ts.draw(t('otsTerms'), box.x, y + 4, { size: 9, width: box.width, color: COLOR.text })
  footnotes(ts, [t('helpline', { phone }), t('computerGenerated')], box, doc.page.height - MARGIN)
  return pdfBuffer(doc)
}
