import type { Knex } from 'knex'

/**
 * Contacts in Assamese (issue 11 §2: every content field the admin edits that the public reads
 * has an Assamese twin). `contacts`: name_as, designation_as, office_as, area_as, address_as;
 * empty means the public Assamese page shows the English text (marked lang="en").
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('contacts', (t) => {
    t.string('name_as', 200)
    t.string('designation_as', 200)
    t.string('office_as', 300)
    t.string('area_as', 200)
    t.string('address_as', 500)
  })
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('contacts', (t) => {
    t.dropColumn('address_as')
    t.dropColumn('area_as')
    t.dropColumn('office_as')
    t.dropColumn('designation_as')
    t.dropColumn('name_as')
  })
}
