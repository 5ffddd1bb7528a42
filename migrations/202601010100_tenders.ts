import type { Knex } from 'knex'

/**
 * Tenders and their documents. Dates are ISO strings (YYYY-MM-DD): they sort and compare
 * the same way on SQLite and PostgreSQL and never shift with the server's time zone.
 *
 * The one writer of each table (issue 26 §3, test/unit/tableOwners.test.ts):
 * Owner of tenders: server/services/admin/tenders.ts
 * Owner of tender_documents: server/services/admin/tenders.ts
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('tenders', (t) => {
    t.increments('id').primary()
    t.string('category', 16).notNullable().defaultTo('tender').checkIn(['tender', 'rdss'], 'tenders_category_check')
    t.string('tender_no', 200).notNullable()
    t.text('description').notNullable()
    t.text('description_as')
    t.string('tender_date', 10).notNullable()
    t.string('prebid_date', 10)
    t.string('bid_start_date', 10)
    t.string('bid_end_date', 10)
    t.string('bid_opening_date', 10)
    t.string('nit', 500)
    t.boolean('new_flag').notNullable().defaultTo(false)
    t.boolean('published').notNullable().defaultTo(true)
    t.timestamp('created_at').notNullable().defaultTo(knex.fn.now())
    t.timestamp('updated_at').notNullable().defaultTo(knex.fn.now())
    t.unique(['category', 'tender_no'], { indexName: 'tenders_category_tender_no_unique' })
    // listing: category + financial-year range on tender_date, newest first
    t.index(['category', 'published', 'tender_date'], 'tenders_listing_idx')
  })

  await knex.schema.createTable('tender_documents', (t) => {
    t.increments('id').primary()
    t.integer('tender_id').unsigned().notNullable().references('id').inTable('tenders').onDelete('CASCADE')
    t.integer('sort_order').notNullable().defaultTo(0)
    t.string('title', 500).notNullable()
    t.string('type', 100).notNullable()
    t.string('date', 10)
    t.string('file_location', 500)
    t.boolean('new_flag').notNullable().defaultTo(false)
    t.index(['tender_id', 'sort_order'], 'tender_documents_tender_idx')
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('tender_documents')
  await knex.schema.dropTableIfExists('tenders')
}
