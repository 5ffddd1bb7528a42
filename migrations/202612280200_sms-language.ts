import type { Knex } from 'knex'

/**
 * The language of the SMS to each mobile (issue 23 §4; server/services/smsLanguage.ts): the
 * one in which its consumer last signed in, applied, complained, gave feedback or opened the
 * dashboard. No row: English. `updated_at` (epoch milliseconds) is when it last changed.
 *
 * Before this table the workflow's SMS followed each item's own locale and the shutdown alerts
 * the latest application's: the latest application, complaint or feedback of each mobile seeds
 * it, so nobody who chose Assamese gets English after the upgrade.
 *
 * The one writer of each table (issue 26 §3, test/unit/tableOwners.test.ts):
 * Owner of sms_language: server/services/smsLanguage.ts
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('sms_language', (t) => {
    t.string('mobile', 10).primary()
    t.string('locale', 2).notNullable().checkIn(['en', 'as'], 'sms_language_locale_check')
    t.bigInteger('updated_at').notNullable()
  })
  // window functions: SQLite 3.25+ and PostgreSQL; the later row wins, an application over a feedback at the same instant
  await knex.raw(`
    insert into sms_language (mobile, locale, updated_at)
    select mobile, locale, created_at from (
      select mobile, locale, created_at, row_number() over (partition by mobile order by created_at desc, src desc) as n
      from (
        select mobile, locale, created_at, 1 as src from work_items where locale in ('en', 'as') and length(mobile) = 10
        union all
        select mobile, locale, created_at, 0 as src from feedback where mobile is not null and locale in ('en', 'as') and length(mobile) = 10
      ) latest
    ) ranked
    where n = 1`)
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('sms_language')
}
