/**
 * One owner per table (issue 26 §3). The migration that creates a table names, in its header,
 * the one service that writes it ("Owner of <table>: <path>", a file or a folder). Here every
 * table of a migrated database has exactly one owner, and every write to a table in server code
 * (an insert, update, delete or upsert chained on `db('<table>')`, or an INSERT INTO / UPDATE /
 * DELETE FROM in raw SQL) sits under its owner's path. Other features call the owner.
 *
 * What this cannot see: a query built in one statement and written in another through a
 * variable (`const q = db('t'); … q.update()`); keep such code inside the owner. Seeds and
 * scripts load data and are not features: they are not checked.
 *
 * KNOWN_WRITERS lists what still writes outside its owner, each with the way out. It may only
 * shrink: a new writer outside an owner fails here.
 */
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createDb, type Db } from '../../server/db/knex'
import { migrateLatest } from '../../server/db/migrate'
import { REPO_ROOT } from '../helpers/server'
import { sourceFiles } from './assameseTexts'

/** table → the files that write it outside its owner today (and why it is still so) */
const KNOWN_WRITERS: Record<string, string[]> = {
  // none left: content's loaders (the seeds' and tests' path) live in their owners,
  // admin/tenders.ts and admin/content.ts, beside the admin screens' writes
}

const WRITE_METHOD = /\.(insert|update|del|delete|increment|decrement|truncate|onConflict|merge|upsert)\(/
const RAW_WRITE = /\b(?:insert\s+into|update|delete\s+from)\s+"?([a-z_]+)"?/gi

/** The owners the migrations' headers name: table → path. */
function declaredOwners(): Map<string, string[]> {
  const owners = new Map<string, string[]>()
  for (const f of fs.readdirSync(path.join(REPO_ROOT, 'migrations')).filter((n) => /^\d+_.+\.ts$/.test(n))) {
    const src = fs.readFileSync(path.join(REPO_ROOT, 'migrations', f), 'utf8')
    for (const m of src.matchAll(/^ \* Owner of ([a-z_]+): (\S+)$/gm)) owners.set(m[1], [...(owners.get(m[1]) ?? []), m[2]])
  }
  return owners
}

/**
 * Where each table is written in `files`: a call `x('<table>')` (or `'<table> as t'`) whose
 * chain (the rest of its line and the lines that go on with `.`) holds a write method, and raw
 * SQL that writes it.
 */
export function writersIn(files: Array<{ file: string; source: string }>, tables: Set<string>): Map<string, Set<string>> {
  const writers = new Map<string, Set<string>>()
  const add = (table: string, file: string) => {
    if (!tables.has(table)) return
    if (!writers.has(table)) writers.set(table, new Set())
    writers.get(table)!.add(file)
  }
  for (const { file, source } of files) {
    const lines = source.split('\n')
    lines.forEach((line, i) => {
      for (const m of line.matchAll(/[\w)\]]\(\s*['"`]([a-z_]+)(?:\s+as\s+\w+)?['"`]\s*\)/g)) {
        let chain = line.slice((m.index ?? 0) + m[0].length)
        for (let j = i + 1; j < lines.length && /^\s*\./.test(lines[j]); j++) chain += lines[j]
        if (WRITE_METHOD.test(chain)) add(m[1], file)
      }
      if (/\.raw\(|sql`|\bexec\(/.test(line)) for (const m of line.matchAll(RAW_WRITE)) add(m[1].toLowerCase(), file)
    })
  }
  return writers
}

describe('one owner per table', () => {
  let db: Db
  let tables: Set<string>
  beforeAll(async () => {
    db = createDb({ sqlitePath: ':memory:', DATABASE_URL: undefined, DB_POOL_MAX: 1 })
    await migrateLatest(db)
    const rows = (await db.raw("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'knex_%' and name not like '%_fts%'")) as Array<{ name: string }>
    tables = new Set(rows.map((r) => r.name))
  })
  afterAll(async () => {
    await db?.destroy()
  })

  it('every table has exactly one owner, named in its migration, that exists', () => {
    const owners = declaredOwners()
    const problems: string[] = []
    for (const t of tables) {
      const named = owners.get(t) ?? []
      if (named.length !== 1) problems.push(`${t}: ${named.length} owners named (${named.join(', ') || 'none'}); say "Owner of ${t}: <path>" in the header of the migration that creates it`)
      else if (!fs.existsSync(path.join(REPO_ROOT, named[0]))) problems.push(`${t}: its owner ${named[0]} does not exist`)
    }
    for (const t of owners.keys()) if (!tables.has(t)) problems.push(`${t}: an owner is named, but the migrated database has no such table`)
    expect(problems).toEqual([])
  })

  it('only its owner writes a table (and the known writers, which may only go)', () => {
    const owners = declaredOwners()
    const files = sourceFiles('server').map((file) => ({ file, source: fs.readFileSync(path.join(REPO_ROOT, file), 'utf8') }))
    const writers = writersIn(files, tables)
    const outside: string[] = []
    const stale: string[] = []
    for (const [table, at] of writers) {
      const owner = owners.get(table)?.[0] ?? '(none)'
      for (const file of at) {
        const own = file === owner || file.startsWith(owner.endsWith('.ts') ? owner : `${owner}/`)
        if (!own && !KNOWN_WRITERS[table]?.includes(file)) outside.push(`${file} writes ${table}, whose owner is ${owner}: call the owner instead`)
      }
    }
    for (const [table, files] of Object.entries(KNOWN_WRITERS)) for (const file of files) if (!writers.get(table)?.has(file)) stale.push(`${file} no longer writes ${table}: take it off KNOWN_WRITERS`)
    expect(outside).toEqual([])
    expect(stale).toEqual([])
  })

  it('a consumer is looked up through its owner (billing/consumerRecord.ts), not by a query of its own', () => {
    // a report may join `consumers as c` to show a consumer number beside its own rows; a read of
    // the bare table (a lookup by number or id) belongs to the owner
    const owner = declaredOwners().get('consumers')?.[0] ?? ''
    const lookups = sourceFiles('server')
      .filter((file) => !file.startsWith(owner.replace(/[^/]+\.ts$/, '')))
      .filter((file) => /[\w)\]]\(\s*['"`]consumers['"`]\s*\)/.test(fs.readFileSync(path.join(REPO_ROOT, file), 'utf8')))
    expect(owner).toMatch(/^server\/services\/billing/)
    expect(lookups).toEqual([])
  })

  it('sees a write through a chain, a multi-line chain and raw SQL, and not a read', () => {
    const tables = new Set(['consumers', 'bills'])
    const found = writersIn(
      [
        { file: 'a.ts', source: "await trx('consumers').where('id', 1).update({ mobile })" },
        { file: 'b.ts', source: "await db('bills as b')\n  .where('b.id', 1)\n  .delete()" },
        { file: 'c.ts', source: "await db.raw('update consumers set mobile = ? where id = ?', [m, id])" },
        { file: 'd.ts', source: "const rows = await db('consumers').where('mobile', m).select('id')\nawait x.update()" },
      ],
      tables,
    )
    expect(Object.fromEntries([...found].map(([t, f]) => [t, [...f].sort()]))).toEqual({ consumers: ['a.ts', 'c.ts'], bills: ['b.ts'] })
  })
})
