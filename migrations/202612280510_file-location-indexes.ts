import type { Knex } from 'knex'

/**
 * Downloads named by what they are (issue 24 §5): the download route asks which tender,
 * document or career a stored file belongs to (server/services/downloads), by its location.
 * These indexes make that one lookup per file rather than a scan of each content table.
 */
const INDEXES: Array<[table: string, column: string, name: string]> = [
  ['tenders', 'nit', 'tenders_nit_idx'],
  ['tender_documents', 'file_location', 'tender_documents_file_idx'],
  ['documents', 'file_location', 'documents_file_idx'],
  ['careers', 'adv', 'careers_adv_idx'],
  ['career_documents', 'file_location', 'career_documents_file_idx'],
]

export async function up(knex: Knex): Promise<void> {
  for (const [table, column, name] of INDEXES) {
    await knex.schema.alterTable(table, (t) => {
      t.index([column], name)
    })
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const [table, column, name] of INDEXES) {
    await knex.schema.alterTable(table, (t) => {
      t.dropIndex([column], name)
    })
  }
}
