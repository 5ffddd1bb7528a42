import type { Knex } from 'knex'

/** Contacts, about (board, responsibilities), banners, marquee, news and the gallery.
 *
 * The one writer of each table (issue 26 §3, test/unit/tableOwners.test.ts):
 * Owner of contacts: server/services/admin/contacts.ts
 * Owner of board_directors: server/services/content
 * Owner of job_responsibilities: server/services/content
 * Owner of banners: server/services/admin/content.ts
 * Owner of gallery_albums: server/services/admin/content.ts
 * Owner of gallery_photos: server/services/admin/content.ts
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('contacts', (t) => {
    t.increments('id').primary()
    t.integer('type_code').notNullable().checkBetween([1, 8], 'contacts_type_code_check')
    t.string('name', 200).notNullable()
    t.string('designation', 200).notNullable()
    t.string('office', 300).notNullable()
    t.string('area', 200)
    t.string('phone', 50)
    t.string('mobile', 20)
    t.string('email', 200)
    t.string('address', 500)
    t.integer('sort_order').notNullable().defaultTo(0)
    t.index(['type_code', 'sort_order'], 'contacts_type_idx')
  })

  await knex.schema.createTable('board_directors', (t) => {
    t.increments('id').primary()
    t.string('name', 200).notNullable()
    t.string('name_as', 200)
    t.string('designation', 200).notNullable()
    t.string('designation_as', 200)
    t.string('photo', 500)
    t.integer('sort_order').notNullable().defaultTo(0)
    t.index(['sort_order'], 'board_directors_sort_idx')
  })

  await knex.schema.createTable('job_responsibilities', (t) => {
    t.increments('id').primary()
    t.string('designation', 200).notNullable()
    t.string('designation_as', 200)
    t.text('responsibility').notNullable()
    t.text('responsibility_as')
    t.integer('sort_order').notNullable().defaultTo(0)
    t.index(['sort_order'], 'job_responsibilities_sort_idx')
  })

  await knex.schema.createTable('banners', (t) => {
    t.increments('id').primary()
    t.string('image', 500).notNullable()
    t.string('link', 500)
    t.string('alt', 300).notNullable()
    t.string('alt_as', 300)
    t.integer('sort_order').notNullable().defaultTo(0)
    t.boolean('published').notNullable().defaultTo(true)
    t.index(['published', 'sort_order'], 'banners_sort_idx')
  })

  await knex.schema.createTable('marquee_items', (t) => {
    t.increments('id').primary()
    t.text('title').notNullable()
    t.text('title_as')
    t.string('link', 500)
    t.string('date', 10)
    t.string('sub_type', 64)
    t.boolean('new_flag').notNullable().defaultTo(false)
    t.integer('sort_order').notNullable().defaultTo(0)
    t.boolean('published').notNullable().defaultTo(true)
    t.index(['published', 'sort_order'], 'marquee_items_sort_idx')
  })

  await knex.schema.createTable('news_items', (t) => {
    t.increments('id').primary()
    t.string('type', 64).notNullable()
    t.text('name').notNullable()
    t.text('name_as')
    t.string('date', 10)
    t.string('link', 500)
    t.integer('sort_order').notNullable().defaultTo(0)
    t.boolean('published').notNullable().defaultTo(true)
    t.index(['published', 'sort_order'], 'news_items_sort_idx')
  })

  await knex.schema.createTable('gallery_albums', (t) => {
    t.increments('id').primary()
    t.string('title', 300).notNullable()
    t.string('title_as', 300)
    t.string('date', 10)
    t.integer('sort_order').notNullable().defaultTo(0)
    t.index(['sort_order'], 'gallery_albums_sort_idx')
  })

  await knex.schema.createTable('gallery_photos', (t) => {
    t.increments('id').primary()
    t.integer('album_id').unsigned().notNullable().references('id').inTable('gallery_albums').onDelete('CASCADE')
    t.string('image', 500).notNullable()
    t.string('caption', 300).notNullable()
    t.string('caption_as', 300)
    t.integer('sort_order').notNullable().defaultTo(0)
    t.index(['album_id', 'sort_order'], 'gallery_photos_album_idx')
  })
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['gallery_photos', 'gallery_albums', 'news_items', 'marquee_items', 'banners', 'job_responsibilities', 'board_directors', 'contacts']) {
    await knex.schema.dropTableIfExists(table)
  }
}
