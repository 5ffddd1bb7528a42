/**
 * Wire types of applications and complaints (issue 10): what the status pages, the
 * acknowledgements and the officers' calls get. Times are ISO 8601 strings.
 */
import type { ActorType, AreaClass, OfficerLevel, WorkKind, WorkState } from './rules'

export interface WorkEvent {
  state: WorkState
  /** created, state, assigned, note, escalated, paid, rated, reopened */
  action: string
  actorType: ActorType
  actorId: string | null
  /**
   * free text of an officer or the citizen (note, state, reopened, rated); for the system's
   * rows a value the page words: escalated → the officer level, paid → the receipt number,
   * assigned → the officer's id
   */
  note: string | null
  at: string
}

export interface WorkFileInfo {
  id: number
  slot: string
  contentType: string
  bytes: number
}

/** Who the item waits for now: the applicant (to pay, to rate), an officer of a level, or nobody (final). */
export type WorkPending = { from: 'applicant'; what: 'payment' | 'rating' } | { from: 'officer'; level: OfficerLevel } | { from: null }

export interface WorkItem {
  workNo: string
  kind: WorkKind
  state: WorkState
  applicantName: string
  /** the applicant's mobile, masked (98XXXXXX21) */
  mobileMasked: string
  consumerNo: string | null
  locale: 'en' | 'as'
  /** the form's fields as submitted */
  data: Record<string, unknown>
  areaClass: AreaClass | null
  district: string | null
  feePaise: number
  feeReceiptNo: string | null
  feePaidAt: string | null
  category: string | null
  subcategory: string | null
  urgent: boolean
  rating: number | null
  reopenCount: number
  resolvedAt: string | null
  /** the current state's deadline, null when it has none */
  deadlineAt: string | null
  overdue: boolean
  level: OfficerLevel
  assignedTo: string | null
  createdAt: string
  updatedAt: string
  pending: WorkPending
  events: WorkEvent[]
  files: WorkFileInfo[]
}
