/**
 * Admin accounts (issue 11 §1): bcrypt passwords (cost 12; at least 12 characters, at most 72
 * bytes, since bcrypt reads no further), roles, and failed logins counted in the database.
 *
 * Login: one answer for everything that is not a success ('Invalid Username or Password !',
 * spec §4): an unknown user, a wrong password, an inactive account, a user without roles. An
 * unknown user costs the same bcrypt comparison (against a fixed dummy hash), so the timing
 * does not tell. Failures: from the 3rd one in a row the account waits 2^(n−3) seconds before
 * the next try is even checked (1 s, 2 s, 4 s … capped at 15 minutes); at LOCKOUT_AFTER the
 * account is locked until a super admin lifts it (`unlock`). A good login clears the count. A
 * try while the account waits is refused with the same answer and is not counted.
 */
import bcrypt from 'bcrypt'
import type { Knex } from 'knex'
import { ADMIN_PASSWORD, ADMIN_ROLES, ADMIN_USER_ID, type AdminRole } from '#shared/adminRoles'
import type { AdminUserFilter, AdminUserPage } from '#shared/contract/admin'
import { dialectOf, type Db } from '../../db/knex'
import { ConflictError, InvalidError, NotFoundError, UnauthorizedError } from '../../errors'
import { num, type Row, insertedId } from '../billing/rows'
import { createAuditLog, type AuditLog } from './audit'

export const BCRYPT_COST = 12
/** Failures in a row after which the account is locked until a super admin lifts it. */
export const LOCKOUT_AFTER = 10
/** The first failure that makes the next try wait, and the longest wait. */
export const DELAY_FROM = 3
export const MAX_DELAY_MS = 15 * 60_000
/** Locked accounts wait this long (in practice: until unlocked). */
const LOCKED_MS = 100 * 365 * 24 * 3_600_000

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

const isLocked = (r: Row, t: number) => num(r.failed_count) >= LOCKOUT_AFTER && r.locked_until != null && num(r.locked_until) > t

/**
 * Each write (create, roles, password, activate/deactivate, end sessions, unlock) runs with its
 * audit row (`by`: the admin and the address; 'system' without it) in one transaction; the row
 * keeps the account's snapshot before and after, never the password hash.
 */
export function createAdminAccounts(deps: { db: Db; now?: () => number; cost?: number; audit?: AuditLog }) {
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
      locked: num(r.failed_count) >= LOCKOUT_AFTER && lockedUntil > now(),
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
    const q = trx('admin_users').select('admin_users.id').join('admin_user_roles', 'admin_user_roles.admin_user_id', 'admin_users.id').where('admin_user_roles.role', 'super_admin').where('admin_users.active', true)
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
          await trx('admin_users')
            .insert({ user_id: input.userId, name, password_hash: hash, active: true, failed_count: 0, password_changed_at: t, created_at: t, updated_at: t })
            .returning('id'),
        )
        if (roles.length) await trx('admin_user_roles').insert(roles.map((role) => ({ admin_user_id: newId, role })))
        await audit.record({ actor: by?.actor ?? 'system', action: 'user.create', entity: 'admin_user', entityId: input.userId, before: null, after: await snapshot(trx, newId), ip: by?.ip ?? null }, trx)
        return newId
      })
      return toUser(await db('admin_users').first().where('id', id))
    },

    byUserId,

    /**
     * The user when the id and password are right, the account active, not waiting and with at
     * least one role; otherwise an UnauthorizedError with the spec's one answer.
     */
    async login(userId: string, password: string): Promise<AdminUser> {
      const t = now()
      const refuse = () => new UnauthorizedError(INVALID_LOGIN)
      // an over-long password is never compared (bcrypt would read 72 bytes of it)
      const tooLong = Buffer.byteLength(password, 'utf8') > ADMIN_PASSWORD.maxBytes
      const r: Row | undefined = ADMIN_USER_ID.test(userId) ? await db('admin_users').first().where('user_id', userId) : undefined
      if (!r) {
        await bcrypt.compare(tooLong ? '' : password, await dummyHash())
        throw refuse()
      }
      const waitUntil = Math.max(
        r.locked_until == null ? 0 : num(r.locked_until),
        r.last_failed_at == null ? 0 : num(r.last_failed_at) + delayAfter(num(r.failed_count)),
      )
      if (waitUntil > t) {
        await bcrypt.compare('', await dummyHash())
        throw refuse()
      }
      const ok = !tooLong && (await bcrypt.compare(password, String(r.password_hash)))
      if (!ok) {
        const failed = num(r.failed_count) + 1
        await db('admin_users')
          .where('id', num(r.id))
          .update({ failed_count: failed, last_failed_at: t, locked_until: failed >= LOCKOUT_AFTER ? t + LOCKED_MS : null, updated_at: t })
        throw refuse()
      }
      await db('admin_users').where('id', num(r.id)).update({ failed_count: 0, last_failed_at: null, locked_until: null, updated_at: t })
      const user = await toUser({ ...r, failed_count: 0, locked_until: null })
      if (!user.active || !user.roles.length) throw refuse()
      return user
    },

    /** A super admin lifts a lockout (and the count of failures). */
    async unlock(userId: string, by?: AdminActor): Promise<AdminUser> {
      return write(userId, by, 'user.unlock', async (trx, id) => {
        await trx('admin_users').where('id', id).update({ failed_count: 0, last_failed_at: null, locked_until: null, updated_at: now() })
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
          .update({ password_hash: hash, password_changed_at: t, failed_count: 0, last_failed_at: null, locked_until: null, sessions_after: t, updated_at: t })
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
      const pageSize = Math.min(Math.max(filter.pageSize ?? 25, 1), 100)
      const page = Math.max(filter.page ?? 1, 1)
      const t = now()
      const where = (q: Knex.QueryBuilder) => {
        const text = filter.q?.trim().toLowerCase()
        if (text) {
          const like = '%' + text.replace(/[\\%_]/g, (c) => '\\' + c) + '%'
          q.where((w) => w.whereRaw('lower(user_id) like ? escape ?', [like, '\\']).orWhereRaw('lower(name) like ? escape ?', [like, '\\']))
        }
        if (filter.role) q.whereIn('id', db('admin_user_roles').select('admin_user_id').where('role', filter.role))
        if (filter.state === 'active') q.where('active', true)
        if (filter.state === 'inactive') q.where('active', false)
        if (filter.state === 'locked') q.where('failed_count', '>=', LOCKOUT_AFTER).where('locked_until', '>', t)
        return q
      }
      const [{ n }] = await where(db('admin_users').count({ n: '*' }))
      const rows: Row[] = await where(db('admin_users').select('id', 'user_id', 'name', 'active', 'failed_count', 'last_failed_at', 'locked_until', 'password_changed_at', 'created_at'))
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
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
