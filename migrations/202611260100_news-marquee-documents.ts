import type { Knex } from 'knex'

/**
 * News and marquee: one source. The home page's News card read `news_items` while its
 * 'View All' page (/NewsNotification) read the `news` documents, and the marquee had its own
 * table too. Their rows become documents of the `news` and `marquee` categories (spec §3:
 * document categories), with the news type ('news' / 'notification') and the marquee's
 * sub-type as `sub_type`, and a new `link` column for an item that points to a page rather
 * than a file. HTML names (already sanitized on the way in) move as they are; on PostgreSQL
 * `name` and `name_as` become text, as the old HTML columns were.
 * Down recreates the two tables from the news and marquee documents (which stay documents:
 * the old /NewsNotification read them there) and drops `link`.
 */
const isPostgres = (knex: Knex) => ['pg', 'postgres', 'postgresql'].includes(String(knex.client.config.client))
const truthy = (v: unknown) => v === true || v === 1 || v === '1' || v === 't'
type Row = Record<string, unknown>

async function insertChunks(knex: Knex, table: string, rows: Row[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 50) await knex(table).insert(rows.slice(i, i + 50))
}

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('documents', (t) => {
    t.string('link', 500)
  })
  if (isPostgres(knex)) {
    await knex.schema.alterTable('documents', (t) => {
      t.text('name').notNullable().alter()
      t.text('name_as').alter()
    })
  }

  const marquee: Row[] = await knex('marquee_items').orderBy(['sort_order', 'id'])
  await insertChunks(
    knex,
    'documents',
    marquee.map((r) => ({
      category: 'marquee',
      sub_type: r.sub_type ?? null,
      name: r.title,
      name_as: r.title_as ?? null,
      file_location: null,
      link: r.link ?? null,
      date: r.date ?? null,
      new_flag: truthy(r.new_flag),
      published: truthy(r.published),
    })),
  )
  const news: Row[] = await knex('news_items').orderBy(['sort_order', 'id'])
  await insertChunks(
    knex,
    'documents',
    news.map((r) => ({
      category: 'news',
      sub_type: r.type ?? null,
      name: r.name,
      name_as: r.name_as ?? null,
      file_location: null,
      link: r.link ?? null,
      date: r.date ?? null,
      new_flag: false,
      published: truthy(r.published),
    })),
  )
  await knex.schema.dropTable('news_items')
  await knex.schema.dropTable('marquee_items')
}

/** A document's file as a site link (the download route of server/routes/files.ts). */
const fileLink = (file: unknown) => (typeof file === 'string' && file ? '/website/uploads/' + file.replace(/^\/+/, '') : null)

export async function down(knex: Knex): Promise<void> {
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

  // newest first, as the documents list them
  const newest = (category: string) => knex('documents').where({ category }).orderByRaw('(date is null) asc, date desc, id desc') as Promise<Row[]>
  await insertChunks(
    knex,
    'marquee_items',
    (await newest('marquee')).map((r, i) => ({
      title: r.name,
      title_as: r.name_as ?? null,
      link: r.link ?? fileLink(r.file_location),
      date: r.date ?? null,
      sub_type: r.sub_type ?? null,
      new_flag: truthy(r.new_flag),
      sort_order: i + 1,
      published: truthy(r.published),
    })),
  )
  await insertChunks(
    knex,
    'news_items',
    (await newest('news')).map((r, i) => ({
      type: r.sub_type === 'notification' ? 'notification' : 'news',
      name: r.name,
      name_as: r.name_as ?? null,
      date: r.date ?? null,
      link: r.link ?? fileLink(r.file_location),
      sort_order: i + 1,
      published: truthy(r.published),
    })),
  )

  await knex.schema.alterTable('documents', (t) => {
    t.dropColumn('link')
  })
  if (isPostgres(knex)) {
    await knex.raw('alter table documents alter column name type varchar(500) using left(name, 500)')
    await knex.raw('alter table documents alter column name_as type varchar(500) using left(name_as, 500)')
  }
}
