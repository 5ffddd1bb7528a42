import type { CAREER_DOC_TYPES } from '#shared/admin/content'
import type { TenderDocType } from '#shared/admin/tenders'
import { useListing } from './useListing'

type CareerDocType = (typeof CAREER_DOC_TYPES)[number]

/**
 * The types of a tender's and a career opening's documents are a fixed vocabulary (the admin
 * screens offer only these, the API refuses others): the public listings word them from the
 * locales (`listing:doc.types.*`), so an Assamese page shows the Assamese word, not the stored
 * English one (issue 23 §3).
 */
const TYPE_KEYS: Readonly<Record<TenderDocType | CareerDocType, string>> = {
  'Bid Document': 'bidDocument',
  Corrigendum: 'corrigendum',
  Addendum: 'addendum',
  'Pre-bid Minutes': 'preBidMinutes',
  'Bid Opening Summary': 'bidOpeningSummary',
  Cancellation: 'cancellation',
  Advertisement: 'advertisement',
  Notice: 'notice',
  Result: 'result',
  Syllabus: 'syllabus',
  Other: 'other',
}

/** The locale key (under `listing:doc.types`) of a stored document type; undefined outside the vocabulary. */
export function docTypeKey(type: string): string | undefined {
  return Object.hasOwn(TYPE_KEYS, type) ? TYPE_KEYS[type as keyof typeof TYPE_KEYS] : undefined
}

/** A document's type in the page's language; a stored type outside the vocabulary (an old row) as it is, marked English. */
export function DocType({ type }: { type: string }) {
  const { t } = useListing()
  const key = docTypeKey(type)
  return key ? <>{t(`doc.types.${key}`)}</> : <span lang="en">{type}</span>
}
