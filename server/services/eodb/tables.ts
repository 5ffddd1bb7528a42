import type { ColumnType } from '../../db/jsonInsert'

/** The columns (and their types) the seeds and the CSV imports write, a table at a time (server/db/jsonInsert.ts). */
export const EODB_COLUMNS = {
  outage_events: {
    feeder_code: 'text',
    planned: 'boolean',
    started_at: 'bigint',
    ended_at: 'bigint',
    restore_eta: 'bigint',
    customers_affected: 'integer',
    cause: 'text',
    cause_as: 'text',
    shutdown_id: 'integer',
    source: 'text',
    recorded_by: 'text',
    created_at: 'bigint',
    updated_at: 'bigint',
  },
  service_connections: {
    work_no: 'text',
    consumer_no: 'text',
    category: 'text',
    area_class: 'text',
    division_code: 'text',
    applied_at: 'bigint',
    released_at: 'bigint',
    source: 'text',
  },
  ownership_changes: { work_no: 'text', consumer_no: 'text', division_code: 'text', applied_at: 'bigint', completed_at: 'bigint', source: 'text' },
  land_mutations: { mutation_ref: 'text', consumer_no: 'text', division_code: 'text', received_at: 'bigint', completed_at: 'bigint', source: 'text' },
} as const satisfies Record<string, Record<string, ColumnType>>
