import type { Knex } from 'knex'

/**
 * Documents and content kept by the content editor (issue 11 §2 /AdminUploadDocuments).
 * - `documents.created_by`, `updated_by`: the admin user ids (null for seeded rows);
 *   `updated_at`: the last change (null until an admin changes the row). `created_at` already
 *   tells when a document was uploaded (the dashboard's recent uploads).
 * - `career_documents.title_as`: the Assamese twin of a career document's title (the AS_Career
 *   page shows it, falling back to the English title), like `tender_documents.title_as`.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('documents', (t) => {
    t.string('created_by', 32).nullable()
    t.string('updated_by', 32).nullable()
    t.timestamp('updated_at').nullable()
  })
  await knex.schema.alterTable('career_documents', (t) => {
    t.string('title_as', 500).nullable()
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('career_documents', (t) => {
    t.dropColumn('title_as')
  })
  await knex.schema.alterTable('documents', (t) => {
    t.dropColumn('created_by')
    t.dropColumn('updated_by')
    t.dropColumn('updated_at')
  })
}
