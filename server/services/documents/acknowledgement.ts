import type { WorkItem } from '#shared/workflow/contract'
import type { Locale } from '#shared/locale'
import { fillTemplate, formatDmy } from '#shared/format'
import en from '#shared/locales/en/applications.json'
import as from '#shared/locales/as/applications.json'
import { dateOf, dateTimeLabel, rupees } from './format'
import { label } from './labels'
import { COLOR, callout, footnotes, header, pairs, sectionTitle, title, type Box } from './layout'
import { MARGIN, createPdf, pdfBuffer } from './pdf'
import { safeFilename, type PdfDocument } from '.'

/**
 * The acknowledgement of an application or complaint as a PDF (issue 10 §3, ADR 018): what
 * /PrintAck shows — the number, the kind, when it was received, the applicant, the state, the
 * deadline, the fee and its receipt, the documents received — in English or Assamese, shaped
 * like the receipts (ADR 009). The words are the page's (shared/locales/{en,as}/applications.json),
 * the company band and small print the documents' own. Identifiers (the application number,
 * the receipt number, the masked mobile) stay in Latin digits; dates and amounts follow the
 * language. Deterministic: the PDF's date is the item's last change, never the clock.
 */

type Texts = typeof en
const TEXTS: Record<Locale, Texts> = { en, as: as as Texts }

/** `a.b.c` of the applications texts in `lang`, with {{name}} filled from `vars`. */
function text(lang: Locale, path: string, vars: Record<string, string> = {}): string {
  const find = (root: unknown) => path.split('.').reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), root)
  const found = find(TEXTS[lang]) ?? find(TEXTS.en)
  const s = typeof found === 'string' ? found : path
  return fillTemplate(s, vars)
}

export interface AckPdfInput {
  item: WorkItem
  lang: Locale
  /** the helpline printed on the document (1912) */
  phone: string
  compress?: boolean
}

export async function renderAckPdf({ item, lang, phone, compress }: AckPdfInput): Promise<Buffer> {
  const t = (path: string, vars?: Record<string, string>) => text(lang, path, vars)
  const ist = label(lang, 'ist')
  const { doc, ts } = createPdf({
    size: 'A5',
    lang,
    compress,
    title: `${text('en', 'ack.title')} ${item.workNo}`,
    subject: text('en', `kinds.${item.kind}`),
    createdAt: dateOf(item.updatedAt),
  })
  const box: Box = { x: MARGIN, width: doc.page.width - MARGIN * 2 }
  let y = header(ts, lang, '', box, MARGIN, phone, true)
  y = title(ts, t('ack.title'), box, y)
  y = callout(
    ts,
    [
      { text: t(item.kind === 'complaint' ? 'ack.ticketNumber' : 'ack.number'), size: 9, color: COLOR.muted },
      { text: item.workNo, size: 16, bold: true, color: COLOR.brand },
      { text: t(`kinds.${item.kind}`), size: 9.5, bold: true },
    ],
    box,
    y,
  )
  const paid = item.feePaidAt && item.feeReceiptNo
  const rows: Array<[string, string]> = [
    [t('ack.kind'), t(`kinds.${item.kind}`)],
    [t('ack.date'), dateTimeLabel(item.createdAt, lang, ist)],
    [t('ack.applicant'), item.applicantName],
    [t('ack.mobile'), item.mobileMasked],
    [t('ack.state'), t(`states.${item.state}`)],
    [t('ack.deadline'), item.deadlineAt ? formatDmy(item.deadlineAt, lang) : t('ack.deadlineNone')],
  ]
  if (item.feePaise > 0) {
    const state = paid ? t('ack.feePaid', { date: dateTimeLabel(item.feePaidAt as string, lang, ist), receipt: item.feeReceiptNo as string }) : t('ack.feeDue')
    rows.push([t('ack.fee'), `${rupees(item.feePaise, lang)} — ${state}`])
  }
  y = pairs(ts, rows, box, y, { columns: 1, labelWidth: box.width * 0.36, size: 9 })
  if (item.files.length) {
    y = sectionTitle(ts, t('ack.documents'), box, y + 2)
    for (const f of item.files) {
      y += ts.paragraph(`•  ${t(`slots.${f.slot}`)}`, box.x, y, box.width, { size: 9, color: COLOR.text })
    }
    y += 4
  }
  if (item.state === 'awaiting_payment') {
    ts.paragraph(t('ack.payLater'), box.x, y + 4, box.width, { size: 8.5, bold: true, color: COLOR.strong })
  }
  footnotes(ts, [t('ack.lead'), label(lang, 'helpline', { phone }), label(lang, 'computerGenerated')], box, doc.page.height - MARGIN)
  return pdfBuffer(doc)
}

/** The acknowledgement PDFs; the caller has checked that the asker may open the item. */
export function createAckDocuments(deps: { supportPhone: string; compress?: boolean }) {
  return {
    async pdf(item: WorkItem, lang: Locale): Promise<PdfDocument> {
      const bytes = await renderAckPdf({ item, lang, phone: deps.supportPhone, compress: deps.compress })
      return { filename: safeFilename('APDCL-acknowledgement', item.workNo, lang), bytes }
    },
  }
}

export type AckDocuments = ReturnType<typeof createAckDocuments>
