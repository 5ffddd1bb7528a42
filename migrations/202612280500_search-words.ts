import type { Knex } from 'knex'

/**
 * Site-wide search (issue 24 §5): the words people search a page by, beside its title and text.
 * The service and information pages of the site (server/services/search/sitePages.ts) are found
 * by what people type ("pay bill", "no power", "বিল পৰিশোধ", "বিদ্যুৎ নাই"), which is rarely in
 * their title. `search_entries.words` holds those words in both languages: searched and weighed
 * like the title, never shown (a result shows its title and text). PostgreSQL reads them both
 * as English (stemmed) and as they are ('simple': "no" is an English stop word, and Assamese has
 * no dictionary); SQLite's FTS5 table gets a fifth column. The index is rebuilt from the entries.
 */
const isPostgres = (knex: Knex) => ['pg', 'postgres', 'postgresql'].includes(String(knex.client.config.client))

const TSV_BEFORE = `
  setweight(to_tsvector('english', title), 'A') ||
  setweight(to_tsvector('simple', coalesce(title_as, '')), 'A') ||
  setweight(to_tsvector('english', body), 'B') ||
  setweight(to_tsvector('simple', coalesce(body_as, '')), 'B')`

const TSV_WITH_WORDS = `${TSV_BEFORE} ||
  setweight(to_tsvector('english', coalesce(words, '')), 'A') ||
  setweight(to_tsvector('simple', coalesce(words, '')), 'A')`

async function postgresTsv(knex: Knex, expression: string): Promise<void> {
  // a generated column's expression cannot be altered: dropped (its index with it) and added again
  await knex.raw('alter table search_entries drop column tsv')
  await knex.raw(`alter table search_entries add column tsv tsvector generated always as (${expression}) stored`)
  await knex.raw('create index search_entries_tsv_idx on search_entries using gin (tsv)')
}

/** SQLite: the FTS5 table over `columns` of search_entries, its triggers, filled from the entries. */
async function sqliteFts(knex: Knex, columns: string[]): Promise<void> {
  for (const trigger of ['search_entries_ai', 'search_entries_ad', 'search_entries_au']) await knex.raw(`drop trigger if exists ${trigger}`)
  await knex.raw('drop table if exists search_fts')
  const list = columns.join(', ')
  const values = (row: 'new' | 'old') => columns.map((c) => `${row}.${c}`).join(', ')
  // porter stems English words; unicode61 keeps the Bengali script's vowel signs inside words
  await knex.raw(`
    create virtual table search_fts using fts5(
      ${list},
      content='search_entries', content_rowid='id',
      tokenize = 'porter unicode61 remove_diacritics 2'
    )`)
  await knex.raw(`create trigger search_entries_ai after insert on search_entries begin
    insert into search_fts (rowid, ${list}) values (new.id, ${values('new')});
  end`)
  await knex.raw(`create trigger search_entries_ad after delete on search_entries begin
    insert into search_fts (search_fts, rowid, ${list}) values ('delete', old.id, ${values('old')});
  end`)
  await knex.raw(`create trigger search_entries_au after update on search_entries begin
    insert into search_fts (search_fts, rowid, ${list}) values ('delete', old.id, ${values('old')});
    insert into search_fts (rowid, ${list}) values (new.id, ${values('new')});
  end`)
  await knex.raw("insert into search_fts (search_fts) values ('rebuild')")
}

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('search_entries', (t) => {
    t.text('words')
  })
  if (isPostgres(knex)) await postgresTsv(knex, TSV_WITH_WORDS)
  else await sqliteFts(knex, ['title', 'title_as', 'body', 'body_as', 'words'])
}

export async function down(knex: Knex): Promise<void> {
  if (isPostgres(knex)) await postgresTsv(knex, TSV_BEFORE)
  else {
    for (const trigger of ['search_entries_ai', 'search_entries_ad', 'search_entries_au']) await knex.raw(`drop trigger if exists ${trigger}`)
    await knex.raw('drop table if exists search_fts')
  }
  await knex.schema.alterTable('search_entries', (t) => {
    t.dropColumn('words')
  })
  if (!isPostgres(knex)) await sqliteFts(knex, ['title', 'title_as', 'body', 'body_as'])
}
