import type { Knex } from 'knex'

/**
 * Site-wide search (issue 14, ADR 024). One table of entries, one per searchable thing
 * (a tender, a document, a career advertisement, an editorial page), each with its English
 * and Assamese title and text as plain text; the full-text index over it is PostgreSQL's
 * (a stored tsvector column with a GIN index) or SQLite's (an FTS5 table kept in step by
 * triggers). The entries are written by the search service (server/services/search), which
 * turns the content's HTML into text; the content tables only note what changed: triggers
 * on tenders, tender_documents, documents and careers add a row to `search_queue` on every
 * insert, update and delete, whoever writes (the admin screens, the seeds, an import, psql),
 * and the service works the queue off before it answers a search. This migration queues
 * every existing row, so an existing database is indexed on its first search.
 */
const isPostgres = (knex: Knex) => ['pg', 'postgres', 'postgresql'].includes(String(knex.client.config.client))

/** table → [kind, the column that names the entry] (tender documents belong to their tender) */
const SOURCES: Array<[table: string, kind: string, column: string]> = [
  ['tenders', 'tender', 'id'],
  ['tender_documents', 'tender', 'tender_id'],
  ['documents', 'document', 'id'],
  ['careers', 'career', 'id'],
]

/**
 * The one writer of each table (issue 26 §3, test/unit/tableOwners.test.ts):
 * Owner of search_entries: server/services/search
 * Owner of search_queue: server/services/search
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('search_entries', (t) => {
    t.increments('id').primary()
    t.string('kind', 16).notNullable().checkIn(['tender', 'document', 'career', 'page'], 'search_entries_kind_check')
    /** the row id (tenders, documents, careers) or the route (pages) */
    t.string('ref', 100).notNullable()
    /** document category, tender category, or null */
    t.string('category', 32)
    t.text('title').notNullable()
    t.text('title_as')
    t.text('body').notNullable().defaultTo('')
    t.text('body_as')
    /** the content's own date (YYYY-MM-DD) and its year, for the year filter and the order of equal ranks */
    t.string('date', 10)
    t.integer('year')
    /** where the entry leads: a route of the site (with its query) and, for a document, its file */
    t.string('route', 300).notNullable()
    t.string('file_location', 500)
    t.unique(['kind', 'ref'], { indexName: 'search_entries_kind_ref_unique' })
    t.index(['kind', 'year'], 'search_entries_kind_year_idx')
  })

  await knex.schema.createTable('search_queue', (t) => {
    t.increments('id').primary()
    t.string('kind', 16).notNullable()
    t.string('ref', 100).notNullable()
  })

  if (isPostgres(knex)) {
    // English words stemmed, Assamese words as they are (PostgreSQL has no Assamese dictionary);
    // titles weigh more than text
    await knex.raw(`
      alter table search_entries add column tsv tsvector generated always as (
        setweight(to_tsvector('english', title), 'A') ||
        setweight(to_tsvector('simple', coalesce(title_as, '')), 'A') ||
        setweight(to_tsvector('english', body), 'B') ||
        setweight(to_tsvector('simple', coalesce(body_as, '')), 'B')
      ) stored`)
    await knex.raw('create index search_entries_tsv_idx on search_entries using gin (tsv)')
    await knex.raw(`
      create or replace function search_enqueue() returns trigger language plpgsql as $$
      begin
        insert into search_queue (kind, ref)
        values (tg_argv[0], coalesce(to_jsonb(new) ->> tg_argv[1], to_jsonb(old) ->> tg_argv[1]));
        return null;
      end $$`)
    for (const [table, kind, column] of SOURCES) {
      await knex.raw(`create trigger ${table}_search after insert or update or delete on ${table} for each row execute function search_enqueue('${kind}', '${column}')`)
    }
  } else {
    // porter stems English words; unicode61 keeps the Bengali script's vowel signs inside words
    await knex.raw(`
      create virtual table search_fts using fts5(
        title, title_as, body, body_as,
        content='search_entries', content_rowid='id',
        tokenize = 'porter unicode61 remove_diacritics 2'
      )`)
    await knex.raw(`create trigger search_entries_ai after insert on search_entries begin
      insert into search_fts (rowid, title, title_as, body, body_as) values (new.id, new.title, new.title_as, new.body, new.body_as);
    end`)
    await knex.raw(`create trigger search_entries_ad after delete on search_entries begin
      insert into search_fts (search_fts, rowid, title, title_as, body, body_as) values ('delete', old.id, old.title, old.title_as, old.body, old.body_as);
    end`)
    await knex.raw(`create trigger search_entries_au after update on search_entries begin
      insert into search_fts (search_fts, rowid, title, title_as, body, body_as) values ('delete', old.id, old.title, old.title_as, old.body, old.body_as);
      insert into search_fts (rowid, title, title_as, body, body_as) values (new.id, new.title, new.title_as, new.body, new.body_as);
    end`)
    for (const [table, kind, column] of SOURCES) {
      for (const [event, row] of [
        ['insert', 'new'],
        ['update', 'new'],
        ['delete', 'old'],
      ] as const) {
        await knex.raw(`create trigger ${table}_search_${event} after ${event} on ${table} begin
          insert into search_queue (kind, ref) values ('${kind}', cast(${row}.${column} as text));
        end`)
      }
    }
  }

  // everything there is now: indexed on the first search (or when the server starts)
  for (const [table, kind, column] of SOURCES) {
    if (column !== 'id') continue
    await knex.raw(`insert into search_queue (kind, ref) select '${kind}', cast(id as text) from ${table}`)
  }
}

export async function down(knex: Knex): Promise<void> {
  if (isPostgres(knex)) {
    for (const [table] of SOURCES) await knex.raw(`drop trigger if exists ${table}_search on ${table}`)
    await knex.raw('drop function if exists search_enqueue()')
  } else {
    for (const [table] of SOURCES) {
      for (const event of ['insert', 'update', 'delete']) await knex.raw(`drop trigger if exists ${table}_search_${event}`)
    }
    await knex.raw('drop table if exists search_fts')
  }
  await knex.schema.dropTableIfExists('search_queue')
  await knex.schema.dropTableIfExists('search_entries')
}
