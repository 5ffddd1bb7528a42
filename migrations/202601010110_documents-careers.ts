import { DOCUMENT_CATEGORIES } from '#shared/content/contract'
import type { Knex } from 'knex'

/** Documents of the 20 categories of spec §3, and careers with their documents.
 *
 * The one writer of each table (issue 26 §3, test/unit/tableOwners.test.ts):
 * Owner of documents: server/services/admin/content.ts
 * Owner of careers: server/services/admin/content.ts
 * Owner of career_documents: server/services/admin/content.ts
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('documents', (t) => {
    t.increments('id').primary()
    t.string('category', 32)
      .notNullable()
      .checkIn([...DOCUMENT_CATEGORIES], 'documents_category_check')
    t.string('sub_type', 64)
    t.string('name', 500).notNullable()
    t.string('name_as', 500)
    t.string('file_location', 500)
    t.string('date', 10)
    t.boolean('new_flag').notNullable().defaultTo(false)
    t.boolean('published').notNullable().defaultTo(true)
    t.timestamp('created_at').notNullable().defaultTo(knex.fn.now())
    t.index(['category', 'published', 'date'], 'documents_listing_idx')
    t.index(['category', 'sub_type', 'published', 'date'], 'documents_sub_type_idx')
  })

  await knex.schema.createTable('careers', (t) => {
    t.increments('id').primary()
    t.text('description').notNullable()
    t.text('description_as')
    t.string('adv', 500)
    t.string('adv_date', 10)
    t.string('apply_link', 500)
    t.boolean('new_flag').notNullable().defaultTo(false)
    t.boolean('published').notNullable().defaultTo(true)
    t.timestamp('created_at').notNullable().defaultTo(knex.fn.now())
    t.index(['published', 'adv_date'], 'careers_listing_idx')
  })

  await knex.schema.createTable('career_documents', (t) => {
    t.increments('id').primary()
    t.integer('career_id').unsigned().notNullable().references('id').inTable('careers').onDelete('CASCADE')
    t.integer('sort_order').notNullable().defaultTo(0)
    t.string('title', 500).notNullable()
    t.string('doc_type', 100).notNullable()
    t.string('date', 10)
    t.string('file_location', 500)
    t.boolean('new_flag').notNullable().defaultTo(false)
    t.index(['career_id', 'sort_order'], 'career_documents_career_idx')
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('career_documents')
  await knex.schema.dropTableIfExists('careers')
  await knex.schema.dropTableIfExists('documents')
}
