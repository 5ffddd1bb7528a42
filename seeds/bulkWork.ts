import type { Knex } from 'knex'
import { APPLICATION_KINDS, AREA_CLASSES, COMPLAINT_CATEGORIES, type WorkKind, type WorkState } from '../shared/workflow/rules'

/** The mobile of bulk work item `i` (a 10-digit number starting 7, apart from the demo mobiles). */
export const bulkWorkMobile = (i: number) => String(7_000_000_000 + (i % 400_000))
/** The number of bulk work item `i`: AP or CM and 10 digits. */
export const bulkWorkNo = (i: number) => `${i % 5 === 0 ? 'CM' : 'AP'}${String(9_000_000_000 - i).padStart(10, '0')}`

const APP_STATES: WorkState[] = ['awaiting_payment', 'submitted', 'under_review', 'field_inspection', 'approved', 'completed', 'rejected']
const COMPLAINT_STATES: WorkState[] = ['registered', 'assigned', 'in_progress', 'resolved', 'closed']

/**
 * `count` applications and complaints with a history row each, for the status lookup's bench
 * and the query-plan test (issue 10 §5): numbers, mobiles, states and deadlines spread over
 * the last year, one in five a complaint, most in a final state.
 */
export async function seedBulkWork(db: Knex, count: number, now: number = Date.now()): Promise<void> {
  const chunk = 500
  for (let start = 0; start < count; start += chunk) {
    const items: Array<{ work_no: string; kind: WorkKind; state: WorkState; created_at: number } & Record<string, unknown>> = []
    for (let i = start; i < Math.min(count, start + chunk); i++) {
      const complaint = i % 5 === 0
      const kind: WorkKind = complaint ? 'complaint' : APPLICATION_KINDS[i % APPLICATION_KINDS.length]
      const state = complaint ? COMPLAINT_STATES[i % COMPLAINT_STATES.length] : APP_STATES[i % APP_STATES.length]
      const created = now - (i % 365) * 86_400_000 - (i % 1000) * 1000
      const open = !['completed', 'rejected', 'closed', 'awaiting_payment', 'resolved'].includes(state)
      const due = open ? created + ((i % 30) + 1) * 86_400_000 : null
      items.push({
        work_no: bulkWorkNo(i),
        kind,
        state,
        mobile: bulkWorkMobile(i),
        consumer_no: null,
        applicant_name: `Applicant ${i}`,
        locale: i % 3 === 0 ? 'as' : 'en',
        data: '{}',
        area_class: kind === 'new_connection' ? AREA_CLASSES[i % AREA_CLASSES.length] : null,
        district: null,
        fee_paise: 0,
        category: complaint ? COMPLAINT_CATEGORIES[i % COMPLAINT_CATEGORIES.length] : null,
        urgent: false,
        due_at: due,
        escalate_at: due,
        level: 0,
        created_at: created,
        updated_at: created,
      })
    }
    const ids = ((await db('work_items').insert(items).returning('id')) as Array<{ id: number } | number>).map((r) => (typeof r === 'object' ? r.id : r))
    await db('work_events').insert(ids.map((id, k) => ({ item_id: id, state: items[k].state, actor_type: 'consumer', action: 'created', at: items[k].created_at })))
    // two documents on every application of a kind that takes them (the rows only: no bytes stored)
    const files = ids.flatMap((id, k) =>
      items[k].kind === 'new_connection' || items[k].kind === 'solar_land'
        ? ['identity', 'occupancy'].map((slot) => ({
            item_id: id,
            slot,
            storage_key: `private/bulk/${items[k].work_no}-${slot}.pdf`,
            content_type: 'application/pdf',
            bytes: 1000,
            sha256: '0'.repeat(64),
            created_at: items[k].created_at,
          }))
        : [],
    )
    if (files.length) await db('work_files').insert(files)
  }
}
