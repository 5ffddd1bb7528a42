import type { Knex } from 'knex'

export interface Migration {
  up: (knex: Knex) => Promise<void>
  down: (knex: Knex) => Promise<void>
}

/**
 * Every migration, in order. File names follow YYYYMMDDHHMM_kebab.ts; add new ones here.
 */
export const migrations: Record<string, Migration> = {}
