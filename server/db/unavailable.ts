/**
 * Database errors that mean "busy or unavailable right now", not a bug: a locked, read-only,
 * full or failing SQLite file, a PostgreSQL lock or statement time-out, a PostgreSQL that is
 * read-only, out of disk, shutting down or unreachable, no pool connection in time. The error
 * handler answers them with a 503 and Retry-After (never a 500); /readyz reports the reason.
 */
export type UnavailableReason = 'busy' | 'read-only' | 'io error' | 'disk full' | 'cannot open' | 'lock timeout' | 'statement timeout' | 'shutting down' | 'connection' | 'pool exhausted' | 'timeout'

/** node's socket errors when the database server cannot be reached (ECONNRESET and EPIPE are left out: they are also a visitor going away, server/http/errors.ts). */
const CONNECTION_ERRNOS = new Set(['ECONNREFUSED', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EHOSTDOWN', 'EAI_AGAIN', 'ENOTFOUND'])

export function unavailableReason(err: unknown): UnavailableReason | undefined {
  const e = err as { code?: unknown; name?: unknown; message?: unknown } | null
  const code = typeof e?.code === 'string' ? e.code : ''
  // SQLite extended result codes (better-sqlite3's err.code), e.g. SQLITE_BUSY_SNAPSHOT, SQLITE_IOERR_WRITE
  if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) return 'busy'
  if (code.startsWith('SQLITE_READONLY')) return 'read-only'
  if (code.startsWith('SQLITE_IOERR')) return 'io error'
  if (code === 'SQLITE_FULL') return 'disk full'
  if (code.startsWith('SQLITE_CANTOPEN')) return 'cannot open'
  // PostgreSQL SQLSTATEs: lock_not_available, query_canceled (statement_timeout), read_only_sql_transaction,
  // disk_full, admin/crash shutdown and cannot_connect_now (57P01-57P05), connection_exception (class 08)
  if (code === '55P03') return 'lock timeout'
  if (code === '57014') return 'statement timeout'
  if (code === '25006') return 'read-only'
  if (code === '53100') return 'disk full'
  if (/^57P0\d$/.test(code)) return 'shutting down'
  if (/^08[0-9A-Z]{3}$/.test(code) || CONNECTION_ERRNOS.has(code)) return 'connection'
  if (e?.name === 'KnexTimeoutError') return 'pool exhausted'
  // node-postgres: the server closed the connection (a restart, a failover) or it could not be made in
  // time (knex puts the SQL in front of the message)
  if (typeof e?.message === 'string' && /\bConnection terminated (unexpectedly|due to connection timeout)/.test(e.message)) return 'connection'
  return undefined
}
