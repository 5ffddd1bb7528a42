import { ConflictError, InvalidError } from '../errors'

/** Translates driver errors (unique and foreign-key violations) into application errors. */
export function translateDbError(err: unknown): unknown {
  const e = err as { code?: string; message?: string }
  if (!e || typeof e !== 'object') return err
  // PostgreSQL SQLSTATE codes; better-sqlite3 codes
  if (e.code === '23505' || e.code === 'SQLITE_CONSTRAINT_UNIQUE' || e.code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
    return new ConflictError('A record with the same key already exists')
  }
  if (e.code === '23503' || e.code === 'SQLITE_CONSTRAINT_FOREIGNKEY') {
    return new InvalidError('A referenced record does not exist')
  }
  return err
}
