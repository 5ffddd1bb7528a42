import { randomUUID } from 'node:crypto'
import os from 'node:os'
import type { Db } from '../db/knex'

export interface JobLeases {
  /** who this process is in job_leases.holder: host, pid and a random part (a restarted pid is someone else) */
  readonly holder: string
  /**
   * Takes the lease `name` for `ttlMs`, or renews it when this holder has it already; true
   * when this holder has it afterwards. A lease held by someone else is taken over only once
   * it has expired (its holder stopped renewing: the process died or lost the database).
   */
  acquire(name: string, ttlMs: number): Promise<boolean>
  /** Gives the lease up at once (a graceful stop), if this holder has it. */
  release(name: string): Promise<void>
  /** The current holder of `name` and when its lease expires (diagnostics and tests). */
  current(name: string): Promise<{ holder: string; expiresAt: number } | null>
}

const MAX_NAME = 100

export function defaultHolder(): string {
  return `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`.slice(0, 200)
}

/**
 * Leases of scheduled jobs in job_leases, so a job runs in one process at a time across
 * every worker and server on the database (issue 8 §4). Acquire-or-renew is one atomic
 * upsert: the insert wins when nobody has the lease, the update only when the row is this
 * holder's or has expired, and the row that comes back says who won. The same statement
 * runs on PostgreSQL and SQLite. Times come from `now` (the servers' clocks: keep them in NTP
 * sync; a lease is minutes long, clock skew seconds).
 */
export function createJobLeases(deps: { db: Db; holder?: string; now?: () => number }): JobLeases {
  const { db } = deps
  const now = deps.now ?? Date.now
  const holder = deps.holder ?? defaultHolder()
  const checkName = (name: string) => {
    if (!name || name.length > MAX_NAME) throw new Error(`job lease name must be 1..${MAX_NAME} characters`)
  }
  return {
    holder,
    async acquire(name, ttlMs) {
      checkName(name)
      if (!Number.isInteger(ttlMs) || ttlMs < 1) throw new Error('job lease needs a whole ttl of at least 1 ms')
      const t = now()
      const rows: Array<{ holder: string }> = await db('job_leases')
        .insert({ name, holder, acquired_at: t, expires_at: t + ttlMs })
        .onConflict('name')
        .merge({
          holder,
          // a renewal keeps the time the lease was first taken
          acquired_at: db.raw('case when ?? = ? then ?? else ? end', ['job_leases.holder', holder, 'job_leases.acquired_at', t]),
          expires_at: t + ttlMs,
        })
        .where((q) => q.where('job_leases.holder', holder).orWhere('job_leases.expires_at', '<=', t))
        .returning('holder')
      return rows.length === 1 && rows[0].holder === holder
    },
    async release(name) {
      checkName(name)
      await db('job_leases').where({ name, holder }).delete()
    },
    async current(name) {
      checkName(name)
      const row: { holder: string; expires_at: number | string } | undefined = await db('job_leases').where({ name }).first('holder', 'expires_at')
      return row ? { holder: row.holder, expiresAt: Number(row.expires_at) } : null
    },
  }
}
