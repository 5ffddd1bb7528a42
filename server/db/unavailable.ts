/**
 * Database errors that mean "busy or unavailable right now", not a bug: a locked or read-only
 * SQLite, a PostgreSQL lock or statement time-out, no pool connection in time. The error
 * handler answers them with a 503 and Retry-After; /readyz reports the reason.
 */
export type UnavailableReason = 'busy' | 'read-only' | 'lock timeout' | 'statement timeout' | 'pool exhausted' | 'timeout'

export function unavailableReason(err: unknown): UnavailableReason | undefined {
  const e = err as { code?: unknown; name?: unknown } | null
  const code = typeof e?.code === 'string' ? e.code : ''
  if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) return 'busy'
  if (code.startsWith('SQLITE_READONLY')) return 'read-only'
  // PostgreSQL SQLSTATEs: lock_not_available, query_canceled (statement_timeout), read_only_sql_transaction
  if (code === '55P03') return 'lock timeout'
  if (code === '57014') return 'statement timeout'
  if (code === '25006') return 'read-only'
  if (e?.name === 'KnexTimeoutError') return 'pool exhausted'
  return undefined
}
