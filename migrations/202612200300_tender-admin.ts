import type { Knex } from 'knex'

/**
 * Tenders kept by the admin area (issue 11 §2 Tenders). A tender starts as a draft
 * (`published` false) and shows on /TenderCurrent and /api/tenderCurrent once published.
 * - `tender_documents.title_as`: the Assamese twin of each document title the public reads
 *   (the AS_ listings show it, falling back to the English title); `uploaded_by`,
 *   `uploaded_at` (epoch ms): who added the document and when (null for seeded rows).
 * - `tenders.created_by`, `updated_by`: the admin user ids; `published_at` (epoch ms): when it
 *   was last published (null for a draft that never was, and for seeded rows).
 * The draft list of the publish screen reads tenders by `published` and `updated_at`.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('tender_documents', (t) => {
    t.string('title_as', 500).nullable()
    t.string('uploaded_by', 32).nullable()
    t.bigInteger('uploaded_at').nullable()
  })
  await knex.schema.alterTable('tenders', (t) => {
    t.string('created_by', 32).nullable()
    t.string('updated_by', 32).nullable()
    t.bigInteger('published_at').nullable()
    t.index(['published', 'updated_at'], 'tenders_published_updated_idx')
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('tenders', (t) => {
    t.dropIndex(['published', 'updated_at'], 'tenders_published_updated_idx')
    t.dropColumn('created_by')
    t.dropColumn('updated_by')
    t.dropColumn('published_at')
  })
  await knex.schema.alterTable('tender_documents', (t) => {
    t.dropColumn('title_as')
    t.dropColumn('uploaded_by')
    t.dropColumn('uploaded_at')
  })
}
