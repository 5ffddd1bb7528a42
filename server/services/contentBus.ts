import { randomUUID } from 'node:crypto'
import type { Knex } from 'knex'
import pg from 'pg'
import type { Logger } from 'pino'
import { z } from 'zod'
import { dialectOf, type Db } from '../db/knex'
import type { Events } from './events'

/**
 * "Published content changed", for every process on the database (issue 8 §4). Each process
 * keeps caches of content (the page cache, the content answers and API bodies), emptied on
 * the in-process `content-changed` event; the bus raises that event in this process and, on
 * PostgreSQL, in every other worker and server through LISTEN/NOTIFY.
 */
export interface ContentBus {
  readonly kind: 'local' | 'postgres'
  /**
   * Tells every process that published content changed (`what`: a short label for logs).
   * Given the transaction that wrote the change, the notice goes out when it commits (and
   * never if it rolls back); this process clears its caches at the same moment.
   */
  changed(what: string, trx?: Knex.Transaction): Promise<void>
  /** Starts hearing other processes' changes (PostgreSQL; a no-op on SQLite). */
  listen(): Promise<void>
  /** True while the LISTEN connection is up (always true for the local bus). */
  readonly listening: boolean
  /** Stops listening (graceful shutdown). */
  close(): Promise<void>
}

/** The PostgreSQL notification channel of content changes (one database, one site). */
export const CONTENT_CHANNEL = 'apdcl_content_changed'

const payloadSchema = z.object({ origin: z.string().max(100), what: z.string().max(200) })

export interface ContentBusDeps {
  db: Db
  events: Events
  logger: Logger
  /** another channel (tests on a shared PostgreSQL database) */
  channel?: string
  /** first reconnect delay; doubles up to 30 s (tests shorten it) */
  reconnectDelayMs?: number
  /** how often the LISTEN connection is probed with `select 1` */
  probeIntervalMs?: number
}

/** SQLite (one process): the in-process event, after the commit when given a transaction. */
function localBus(events: Events): ContentBus {
  return {
    kind: 'local',
    listening: true,
    async changed(what, trx) {
      afterCommit(trx, () => events.emit('content-changed', what))
    },
    async listen() {},
    async close() {},
  }
}

/**
 * Runs `fn` once `trx` has ended, unless it rolled back (nothing changed, nothing to clear).
 * knex resolves a transaction's promise on a plain rollback too, so the rollback is seen by
 * its statement. A savepoint released inside a transaction that later rolls back still runs
 * `fn`: clearing a cache once too often is harmless, once too few is not.
 */
function afterCommit(trx: Knex.Transaction | undefined, fn: () => void): void {
  if (!trx) return fn()
  let rolledBack = false
  const onQuery = (q: { sql?: string }) => {
    if (/^\s*ROLLBACK\b/i.test(q.sql ?? '')) rolledBack = true
  }
  trx.on('query', onQuery)
  const done = () => trx.off('query', onQuery)
  trx.executionPromise.then(() => {
    done()
    if (!rolledBack) fn()
  }, done)
}

export function createContentBus(deps: ContentBusDeps): ContentBus {
  if (dialectOf(deps.db) !== 'postgres') return localBus(deps.events)
  return postgresBus(deps)
}

/**
 * PostgreSQL: `pg_notify` on the writer's connection (inside its transaction, so PostgreSQL
 * delivers it at commit) and one dedicated connection per process that LISTENs. A dropped
 * LISTEN connection is reopened with backoff; notices sent while it was down are lost, so
 * every reconnect clears this process's caches as if content had changed.
 */
function postgresBus(deps: ContentBusDeps): ContentBus {
  const { db, events, logger } = deps
  const channel = deps.channel ?? CONTENT_CHANNEL
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`content bus channel must be a plain identifier: ${channel}`)
  const origin = randomUUID()
  const firstDelay = deps.reconnectDelayMs ?? 500
  const probeIntervalMs = deps.probeIntervalMs ?? 30_000
  let client: pg.Client | null = null
  let connecting: Promise<void> | null = null
  let everConnected = false
  let closed = false
  let attempt = 0
  let retry: NodeJS.Timeout | undefined
  let probe: NodeJS.Timeout | undefined

  const connectionConfig = (): pg.ClientConfig => {
    const c = db.client.config.connection as string | pg.ClientConfig
    // keepAlive: a connection a firewall silently dropped is noticed by the OS too
    // knex keeps the password out of a spread copy of its settings: name it, or a password login fails
    return typeof c === 'string' ? { connectionString: c, keepAlive: true } : { ...c, password: c.password, keepAlive: true }
  }

  const onNotification = (msg: pg.Notification) => {
    if (msg.channel !== channel || !msg.payload) return
    let parsed: z.infer<typeof payloadSchema>
    try {
      parsed = payloadSchema.parse(JSON.parse(msg.payload))
    } catch {
      logger.warn({ channel }, 'content bus: notice with a payload of the wrong shape ignored')
      return
    }
    // our own notices: this process cleared its caches when it sent them
    if (parsed.origin !== origin) events.emit('content-changed', parsed.what)
  }

  const scheduleReconnect = () => {
    if (closed || retry) return
    const delay = Math.min(30_000, firstDelay * 2 ** attempt++)
    retry = setTimeout(() => {
      retry = undefined
      void connect()
    }, delay)
    retry.unref()
  }

  const drop = (c: pg.Client, err?: Error) => {
    if (client !== c) return
    client = null
    clearInterval(probe)
    if (!closed) logger.warn({ err, channel }, 'content bus: LISTEN connection lost, reconnecting')
    c.removeAllListeners('notification')
    c.end().catch(() => undefined)
    scheduleReconnect()
  }

  /** one attempt at a time: a reconnect timer and listen() never open two connections */
  const connect = (): Promise<void> => {
    connecting ??= attemptConnect().finally(() => {
      connecting = null
    })
    return connecting
  }

  const attemptConnect = async (): Promise<void> => {
    if (closed || client) return
    const c = new pg.Client(connectionConfig())
    // errors of a connection we already dropped (or never finished opening) must not crash the process
    c.on('error', (err) => drop(c, err))
    c.on('end', () => drop(c))
    c.on('notification', onNotification)
    try {
      await c.connect()
      await c.query(`LISTEN ${c.escapeIdentifier(channel)}`)
    } catch (err) {
      logger.error({ err, channel }, 'content bus: could not LISTEN; retrying')
      c.end().catch(() => undefined)
      scheduleReconnect()
      return
    }
    if (closed) {
      await c.end().catch(() => undefined)
      return
    }
    client = c
    attempt = 0
    probe = setInterval(() => {
      c.query('select 1').catch((err: Error) => drop(c, err))
    }, probeIntervalMs)
    probe.unref()
    if (everConnected) {
      logger.info({ channel }, 'content bus: listening again; caches cleared (notices may have been missed)')
      events.emit('content-changed', 'content bus reconnected')
    }
    everConnected = true
  }

  return {
    kind: 'postgres',
    get listening() {
      return client !== null
    },
    async changed(what, trx) {
      const payload = JSON.stringify({ origin, what: what.slice(0, 200) })
      await (trx ?? db).raw('select pg_notify(?, ?)', [channel, payload])
      afterCommit(trx, () => events.emit('content-changed', what))
    },
    async listen() {
      closed = false
      await connect()
    },
    async close() {
      closed = true
      clearTimeout(retry)
      retry = undefined
      clearInterval(probe)
      const c = client
      client = null
      if (c) {
        c.removeAllListeners('notification')
        await c.end().catch(() => undefined)
      }
    },
  }
}
