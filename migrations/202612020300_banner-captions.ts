import type { Knex } from 'knex'

/**
 * Banner captions (issue 9 §1): the words of a banner are text shown over its picture, in the
 * page's language, never baked into the image (the Assamese home showed English). `caption`
 * and `caption_as` hold them; `alt`/`alt_as` keep describing the picture itself.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('banners', (t) => {
    t.string('caption', 300).nullable()
    t.string('caption_as', 300).nullable()
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('banners', (t) => {
    t.dropColumn('caption')
    t.dropColumn('caption_as')
  })
}
