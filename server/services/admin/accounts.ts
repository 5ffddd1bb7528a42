/**
 * Admin accounts (issue 11 §1): bcrypt passwords (cost 12; at least 12 characters, at most 72
 * bytes, since bcrypt reads no further), roles, and failed logins counted in the database.
 *
 * Login: one answer for everything that is not a success ('Invalid Username or Password !',
 * spec §4): an unknown user, a wrong password, an inactive account, a user without roles. An
 * unknown user costs the same bcrypt comparison (against a fixed dummy hash), so the timing
 * does not tell.
 *
 * The lockout (issue 27 §5; docs/security.md "Admin accounts"). Every try for an existing
 * account is counted in `failed_count` in one transaction (the row locked on PostgreSQL; SQLite
 * has one writer) BEFORE any password is compared, so parallel tries are all counted. The same
 * transaction decides whether this try may compare: not while the account is locked, not while
 * it waits (from the 3rd failure in a row 2^(n−3) seconds: 1 s, 2 s, 4 s …), and not while
 * another check of the account is in flight (`checking_until`, set here, in the database, so it
 * holds across processes); a refused try is counted all the same. The try that brings the count
 * to LOCKOUT_AFTER locks the account (if refused, at once; if compared, when its password was
 * wrong), so at most LOCKOUT_AFTER passwords are compared before the first lock. A lock expires: 15 minutes, doubled at each further lock
 * (`lock_count`) up to a day; after it a try is compared again and a wrong one locks again at
 * once. A good login clears the count and the locks; so does a super admin's `unlock`. Every
 * failed try is in the audit log (`session.login_failed`, with the address and why), every
 * lock too (`session.locked`), and a lock is a pino warning with `alert: 'admin-locked'`; the
 * super admins' dashboard lists locked accounts.
 */
import bcrypt from 'bcrypt'
import type { Knex } from 'knex'
import type { Logger } from 'pino'
import { ADMIN_PASSWORD, ADMIN_ROLES, ADMIN_USER_ID, type AdminRole } from '#shared/admin/roles'
import type { AdminUserFilter, AdminUserPage } from '#shared/admin/contract'
import { dialectOf, type Db } from '../../db/knex'
import { ConflictError, InvalidError, NotFoundError, UnauthorizedError } from '../../errors'
import { insertedId, likeWords, num, pageOf, type Row } from '../../db/rows'
import { createAuditLog, type AuditLog } from './audit'

export const BCRYPT_COST = 12
/** The try (counted since the last good login) that locks the account. */
export const LOCKOUT_AFTER = 10
/** The first failure that makes the next try wait, and the longest wait. */
export const DELAY_FROM = 3
export const MAX_DELAY_MS = 15 * 60_000
/** The first lock lasts this long; each further lock twice as long as the one before, at most LOCK_MAX_MS. */
export const LOCK_FIRST_MS = 15 * 60_000
export const LOCK_MAX_MS = 24 * 3_600_000
/** How long a password check may hold the account (a process that dies mid-check frees it after this). */
export const CHECK_HOLD_MS = 30_000

/** The spec's answer to every failed admin login (spec §4, §5). */
export const INVALID_LOGIN = 'Invalid Username or Password !'

export interface AdminUser {
  id: number
  userId: string
  name: string
  active: boolean
  roles: AdminRole[]
  failedCount: number
  locked: boolean
}

/** Who makes an admin write, for the audit log (a script: 'system'). */
export interface AdminActor {
  actor: string
  ip: string | null
}

/** What the audit log keeps of an account before and after a change (never the password hash). */
export type AdminUserSnapshot = Pick<AdminUser, 'userId' | 'name' | 'active' | 'roles' | 'failedCount' | 'locked'> & { passwordChangedAt: number; sessionsAfter: number }

/** The message of the 409 that keeps one active super admin. */
export const LAST_SUPER_ADMIN = 'This is the last active super admin: make another user a super admin first.'

export type PasswordProblem = 'passwordShort' | 'passwordLong'

/** Why a new password is refused, or null. */
export function passwordProblem(password: string): PasswordProblem | null {
  if ([...password].length < ADMIN_PASSWORD.minLength) return 'passwordShort'
  if (Buffer.byteLength(password, 'utf8') > ADMIN_PASSWORD.maxBytes) return 'passwordLong'
  return null
}

const PASSWORD_WORDS: Record<PasswordProblem, string> = {
  passwordShort: `The password must have at least ${ADMIN_PASSWORD.minLength} characters.`,
  passwordLong: `The password must be at most ${ADMIN_PASSWORD.maxBytes} bytes long.`,
}

/** The wait before the next try after `failed` failures in a row (0: none). */
export function delayAfter(failed: number): number {
  if (failed < DELAY_FROM) return 0
  return Math.min(MAX_DELAY_MS, 1000 * 2 ** (failed - DELAY_FROM))
}

/** How long the `locks`-th lock since the last good login lasts: 15 min, 30 min, 1 h … at most a day. */
export function lockWait(locks: number): number {
  return Math.min(LOCK_MAX_MS, LOCK_FIRST_MS * 2 ** Math.max(0, Math.min(locks, 32) - 1))
}

export const isLocked = (r: Row, t: number) => r.locked_until != null && num(r.locked_until) > t

/** Why a login try failed, in its audit row. */
export type LoginFailure = 'password' | 'locked' | 'waiting' | 'checking' | 'inactive'

/** Where a login try comes from, for the audit log and the alert. */
export interface LoginMeta {
  ip?: string | null
}

/**
 * Each write (create, roles, password, activate/deactivate, end sessions, unlock) runs with its
 * audit row (`by`: the admin and the address; 'system' without it) in one transaction; the row
 * keeps the account's snapshot before and after, never the password hash.
 */
export function createAdminAccounts(deps: { db: Db; now?: () => number; cost?: number; audit?: AuditLog; logger?: Pick<Logger, 'warn'> }) {
  const { db } = deps
  const now = deps.now ?? Date.now
  const cost = deps.cost ?? BCRYPT_COST
  const audit = deps.audit ?? createAuditLog({ db, now: deps.now })
  // compared against when the user does not exist, so an unknown user takes as long as a wrong
  // password; made once, at the first login that needs it (not at start-up, not synchronously)
  let dummy: Promise<string> | undefined
  const dummyHash = () => (dummy ??= bcrypt.hash('not a password of anyone', cost))

  async function rolesOf(id: number): Promise<AdminRole[]> {
    const rows: Row[] = await db('admin_user_roles').select('role').where('admin_user_id', id).orderBy('role')
    return rows.map((r) => r.role as AdminRole)
  }

  async function toUser(r: Row): Promise<AdminUser> {
    const lockedUntil = r.locked_until == null ? 0 : num(r.locked_until)
    return {
      id: num(r.id),
      userId: String(r.user_id),
      name: String(r.name),
      active: Boolean(r.active),
      roles: await rolesOf(num(r.id)),
      failedCount: num(r.failed_count),
      locked: lockedUntil > now(),
    }
  }

  async function snapshot(trx: Knex.Transaction, id: number): Promise<AdminUserSnapshot> {
    const r: Row = await trx('admin_users').first().where('id', id)
    const roles: Row[] = await trx('admin_user_roles').select('role').where('admin_user_id', id).orderBy('role')
    return {
      userId: String(r.user_id),
      name: String(r.name),
      active: Boolean(r.active),
      roles: roles.map((x) => x.role as AdminRole),
      failedCount: num(r.failed_count),
      locked: isLocked(r, now()),
      passwordChangedAt: num(r.password_changed_at),
      sessionsAfter: num(r.sessions_after ?? 0),
    }
  }

  /** The active super admins (locked on PostgreSQL, so two super admins cannot switch each other off at once). */
  async function activeSuperAdmins(trx: Knex.Transaction): Promise<number> {
    const q = trx('admin_users')
      .select('admin_users.id')
      .join('admin_user_roles', 'admin_user_roles.admin_user_id', 'admin_users.id')
      .where('admin_user_roles.role', 'super_admin')
      .where('admin_users.active', true)
    const rows = await (dialectOf(db) === 'postgres' ? q.forUpdate() : q)
    return rows.length
  }

  /**
   * One audited change of an existing account: `change` runs in a transaction with the account's
   * snapshots before and after and its audit row. A change that leaves no active super admin is
   * refused (409) and rolled back.
   */
  async function write(userId: string, by: AdminActor | undefined, action: string, change: (trx: Knex.Transaction, id: number) => Promise<void>): Promise<AdminUser> {
    await db.transaction(async (trx) => {
      const r: Row | undefined = await trx('admin_users').first('id').where('user_id', userId)
      if (!r) throw new NotFoundError('No such admin user')
      const id = num(r.id)
      const before = await snapshot(trx, id)
      await change(trx, id)
      const after = await snapshot(trx, id)
      const wasSuper = before.active && before.roles.includes('super_admin')
      const isSuper = after.active && after.roles.includes('super_admin')
      if (wasSuper && !isSuper && (await activeSuperAdmins(trx)) === 0) throw new ConflictError(LAST_SUPER_ADMIN)
      await audit.record({ actor: by?.actor ?? 'system', action, entity: 'admin_user', entityId: userId, before, after, ip: by?.ip ?? null }, trx)
    })
    return (await byUserId(userId)) as AdminUser
  }

  function checkRoles(roles: readonly string[]): AdminRole[] {
    const bad = roles.filter((r) => !(ADMIN_ROLES as readonly string[]).includes(r))
    if (bad.length) throw new InvalidError(`Unknown role: ${bad.join(', ')}`)
    return [...new Set(roles)] as AdminRole[]
  }

  function checkPassword(password: string) {
    const problem = passwordProblem(password)
    if (problem) throw new InvalidError(PASSWORD_WORDS[problem])
  }

  async function byUserId(userId: string): Promise<AdminUser | null> {
    const r = await db('admin_users').first().where('user_id', userId)
    return r ? toUser(r) : null
  }

  return {
    /** A new admin user (no default admin exists anywhere: the first comes from `npm run admin:create`). */
    async create(input: { userId: string; name: string; password: string; roles: readonly string[] }, by?: AdminActor): Promise<AdminUser> {
      if (!ADMIN_USER_ID.test(input.userId)) throw new InvalidError('A user id has 3 to 32 letters, digits, dots, dashes or underscores.')
      const name = input.name.trim()
      if (name.length < 2 || name.length > 100) throw new InvalidError('The name must have 2 to 100 characters.')
      checkPassword(input.password)
      const roles = checkRoles(input.roles)
      const hash = await bcrypt.hash(input.password, cost)
      const t = now()
      const id = await db.transaction(async (trx) => {
        if (await trx('admin_users').first('id').where('user_id', input.userId)) throw new ConflictError('This user id is taken.')
        const newId = insertedId(
          await trx('admin_users').insert({ user_id: input.userId, name, password_hash: hash, active: true, failed_count: 0, password_changed_at: t, created_at: t, updated_at: t }).returning('id'),
        )
        if (roles.length) await trx('admin_user_roles').insert(roles.map((role) => ({ admin_user_id: newId, role })))
        await audit.record(
          { actor: by?.actor ?? 'system', action: 'user.create', entity: 'admin_user', entityId: input.userId, before: null, after: await snapshot(trx, newId), ip: by?.ip ?? null },
          trx,
        )
        return newId
      })
      return toUser(await db('admin_users').first().where('id', id))
    },

    byUserId,

    /**
     * The user when the id and password are right, the account active, not waiting and with at
     * least one role; otherwise an UnauthorizedError with the spec's one answer.
     */
    async login(userId: string, password: string, meta: LoginMeta = {}): Promise<AdminUser> {
      const refuse = () => new UnauthorizedError(INVALID_LOGIN)
      const ip = meta.ip ?? null
      // an over-long password is never compared (bcrypt would read 72 bytes of it)
      const tooLong = Buffer.byteLength(password, 'utf8') > ADMIN_PASSWORD.maxBytes
      const found: Row | undefined = ADMIN_USER_ID.test(userId) ? await db('admin_users').first('id').where('user_id', userId) : undefined
      if (!found) {
        await bcrypt.compare(tooLong ? '' : password, await dummyHash())
        throw refuse()
      }
      const id = num(found.id)
      const failure = (trx: Knex.Transaction, reason: LoginFailure, failedCount: number) =>
        audit.record({ actor: 'anonymous', action: 'session.login_failed', entity: 'admin_user', entityId: userId, after: { reason, failedCount }, ip }, trx)
      const lock = async (trx: Knex.Transaction, t: number, failedCount: number, locks: number) => {
        const lockedUntil = t + lockWait(locks)
        await trx('admin_users').where('id', id).update({ locked_until: lockedUntil, lock_count: locks, updated_at: t })
        await audit.record({ actor: 'anonymous', action: 'session.locked', entity: 'admin_user', entityId: userId, after: { failedCount, lockCount: locks, lockedUntil }, ip }, trx)
        deps.logger?.warn({ alert: 'admin-locked', userId, ip, failedCount, lockCount: locks, lockedUntil: new Date(lockedUntil).toISOString() }, 'admin account locked after failed logins')
      }

      // 1. the try is counted, and may compare only when nothing holds the account (one transaction)
      const hold = await db.transaction(async (trx) => {
        const t = now()
        const q = trx('admin_users').first('password_hash', 'failed_count', 'last_failed_at', 'locked_until', 'checking_until', 'lock_count').where('id', id)
        const r: Row = await (dialectOf(db) === 'postgres' ? q.forUpdate() : q)
        const before = num(r.failed_count)
        const failed = before + 1
        let refused: LoginFailure | null = null
        if (isLocked(r, t)) refused = 'locked'
        else if (before < LOCKOUT_AFTER && r.last_failed_at != null && num(r.last_failed_at) + delayAfter(before) > t) refused = 'waiting'
        else if (r.checking_until != null && num(r.checking_until) > t) refused = 'checking'
        // a refused try that brings the count to LOCKOUT_AFTER locks the account (a compared one
        // locks when its password was wrong, below)
        const locks = refused && refused !== 'locked' && failed === LOCKOUT_AFTER ? num(r.lock_count) + 1 : 0
        const compares = !refused
        await trx('admin_users')
          .where('id', id)
          .update({ failed_count: failed, last_failed_at: t, ...(compares ? { checking_until: t + CHECK_HOLD_MS } : {}), updated_at: t })
        if (locks) await lock(trx, t, failed, locks)
        if (refused) await failure(trx, refused, failed)
        return compares ? { hash: String(r.password_hash) } : null
      })
      if (!hold) {
        await bcrypt.compare('', await dummyHash())
        throw refuse()
      }

      // 2. the one check of this account now in flight
      let ok = false
      try {
        ok = !tooLong && (await bcrypt.compare(password, hold.hash))
      } finally {
        // 3. its outcome: a good login clears the count and the locks; a wrong one after a lock locks again
        await db.transaction(async (trx) => {
          const t = now()
          const q = trx('admin_users').first().where('id', id)
          const r: Row = await (dialectOf(db) === 'postgres' ? q.forUpdate() : q)
          if (ok) {
            await trx('admin_users').where('id', id).update({ failed_count: 0, last_failed_at: null, locked_until: null, lock_count: 0, checking_until: null, updated_at: t })
            return
          }
          await trx('admin_users').where('id', id).update({ checking_until: null, updated_at: t })
          await failure(trx, 'password', num(r.failed_count))
          if (num(r.failed_count) >= LOCKOUT_AFTER && !isLocked(r, t)) await lock(trx, t, num(r.failed_count), num(r.lock_count) + 1)
        })
      }
      if (!ok) throw refuse()
      const user = await toUser(await db('admin_users').first().where('id', id))
      if (!user.active || !user.roles.length) {
        await db.transaction((trx) => failure(trx, 'inactive', 0))
        throw refuse()
      }
      return user
    },

    /** A super admin lifts a lockout (and the count of failures and locks). */
    async unlock(userId: string, by?: AdminActor): Promise<AdminUser> {
      return write(userId, by, 'user.unlock', async (trx, id) => {
        await trx('admin_users').where('id', id).update({ failed_count: 0, last_failed_at: null, locked_until: null, lock_count: 0, updated_at: now() })
      })
    },

    /** Replaces the roles of `userId` (none allowed: such a user cannot log in). 409 when no active super admin would be left. */
    async setRoles(userId: string, roles: readonly string[], by?: AdminActor): Promise<AdminUser> {
      const checked = checkRoles(roles)
      return write(userId, by, 'user.roles', async (trx, id) => {
        await trx('admin_user_roles').where('admin_user_id', id).delete()
        if (checked.length) await trx('admin_user_roles').insert(checked.map((role) => ({ admin_user_id: id, role })))
        await trx('admin_users').where('id', id).update({ updated_at: now() })
      })
    },

    /** A new password (the old one stops working); every session of the user ends and a lockout is lifted. */
    async setPassword(userId: string, password: string, by?: AdminActor): Promise<AdminUser> {
      checkPassword(password)
      const hash = await bcrypt.hash(password, cost)
      return write(userId, by, 'user.password', async (trx, id) => {
        const t = now()
        await trx('admin_users')
          .where('id', id)
          .update({ password_hash: hash, password_changed_at: t, failed_count: 0, last_failed_at: null, locked_until: null, lock_count: 0, sessions_after: t, updated_at: t })
      })
    },

    /**
     * What decides whether an admin session still counts, read at every admin request: the
     * account's current roles and whether it is active; a session that began before
     * `sessionsAfter` was ended by a super admin (or by a password reset).
     */
    async sessionState(userId: string): Promise<{ active: boolean; roles: AdminRole[]; sessionsAfter: number; name: string } | null> {
      const r = await db('admin_users').first('id', 'active', 'sessions_after', 'name').where('user_id', userId)
      if (!r) return null
      return { active: Boolean(r.active), roles: await rolesOf(num(r.id)), sessionsAfter: num(r.sessions_after ?? 0), name: String(r.name) }
    },

    /** Ends every session of `userId` that began before now. */
    async endSessions(userId: string, by?: AdminActor): Promise<AdminUser> {
      return write(userId, by, 'user.end_sessions', async (trx, id) => {
        await trx('admin_users').where('id', id).update({ sessions_after: now(), updated_at: now() })
      })
    },

    /** Turns the account on or off (the plain switch; `deactivate` also ends its sessions). */
    async setActive(userId: string, active: boolean, by?: AdminActor): Promise<AdminUser> {
      return write(userId, by, active ? 'user.activate' : 'user.deactivate', async (trx, id) => {
        await trx('admin_users').where('id', id).update({ active, updated_at: now() })
      })
    },

    /** A super admin turns an account off: it cannot log in and its sessions end (also after a later activation). */
    async deactivate(userId: string, by?: AdminActor): Promise<AdminUser> {
      return write(userId, by, 'user.deactivate', async (trx, id) => {
        const t = now()
        await trx('admin_users').where('id', id).update({ active: false, sessions_after: t, updated_at: t })
      })
    },

    /** The users for the super admin's list, with their roles, newest first; filtered by text, role and state. */
    async list(filter: AdminUserFilter = {}): Promise<AdminUserPage> {
      const { page, pageSize, offset } = pageOf(filter, 25)
      const t = now()
      const where = (q: Knex.QueryBuilder) => {
        const text = filter.q?.trim().toLowerCase()
        if (text) {
          const like = likeWords(text)
          q.where((w) => w.whereRaw('lower(user_id) like ? escape ?', [like, '\\']).orWhereRaw('lower(name) like ? escape ?', [like, '\\']))
        }
        if (filter.role) q.whereIn('id', db('admin_user_roles').select('admin_user_id').where('role', filter.role))
        if (filter.state === 'active') q.where('active', true)
        if (filter.state === 'inactive') q.where('active', false)
        if (filter.state === 'locked') q.where('locked_until', '>', t)
        return q
      }
      const [{ n }] = await where(db('admin_users').count({ n: '*' }))
      const rows: Row[] = await where(db('admin_users').select('id', 'user_id', 'name', 'active', 'failed_count', 'last_failed_at', 'locked_until', 'password_changed_at', 'created_at'))
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(pageSize)
        .offset(offset)
      const ids = rows.map((r) => num(r.id))
      const roleRows: Row[] = ids.length ? await db('admin_user_roles').select('admin_user_id', 'role').whereIn('admin_user_id', ids).orderBy('role') : []
      const rolesById = new Map<number, AdminRole[]>()
      for (const r of roleRows) rolesById.set(num(r.admin_user_id), [...(rolesById.get(num(r.admin_user_id)) ?? []), r.role as AdminRole])
      return {
        total: num(n),
        page,
        pageSize,
        users: rows.map((r) => ({
          userId: String(r.user_id),
          name: String(r.name),
          active: Boolean(r.active),
          roles: rolesById.get(num(r.id)) ?? [],
          failedCount: num(r.failed_count),
          locked: isLocked(r, t),
          lastFailedAt: r.last_failed_at == null ? null : num(r.last_failed_at),
          passwordChangedAt: num(r.password_changed_at),
          createdAt: num(r.created_at),
        })),
      }
    },
  }
}

export type AdminAccounts = ReturnType<typeof createAdminAccounts>
