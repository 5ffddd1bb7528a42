// Types of the two knex modules server/db/sqliteClient.ts extends (knex ships no types for them).
declare module 'knex/lib/dialects/better-sqlite3/index.js' {
  import type { Knex } from 'knex'
  class BetterSqlite3Client extends Knex.Client {
    transaction(...args: unknown[]): unknown
    _query(connection: unknown, obj: unknown): Promise<unknown>
  }
  export default BetterSqlite3Client
}

declare module 'knex/lib/dialects/sqlite3/execution/sqlite-transaction.js' {
  class SqliteTransaction {
    constructor(client: unknown, ...args: unknown[])
    readOnly?: boolean
    begin(conn: unknown): Promise<unknown>
    query(conn: unknown, sql: string): Promise<unknown>
  }
  export default SqliteTransaction
}
