import type { Knex } from 'knex'
import type { AdminRole } from '#shared/admin/roles'

/**
 * The demo admin users (issue 11 §1): one per role and one holding two roles. Demo mode only
 * (the seeds never run outside it); their passwords are in the README. The bcrypt hashes
 * (cost 12) are made once and written here, so seeding a demo database costs no hashing.
 * A production database gets its first admin from `npm run admin:create`.
 */
export const DEMO_ADMINS: ReadonlyArray<{ userId: string; password: string; name: string; roles: AdminRole[]; hash: string }> = [
  { userId: 'admin.super', password: 'Demo-Super-2026!', name: 'Super Admin (demo)', roles: ['super_admin'], hash: '$2b$12$3F02dT3AInwACDV24JjmweNS6JqQn9kzBBD1CXGMKX/pHvUDE9wTq' },
  { userId: 'admin.content', password: 'Demo-Content-2026!', name: 'Content Editor (demo)', roles: ['content_editor'], hash: '$2b$12$lGJpOvpIkLZVHfgA4N5g/uyZj4S7s8bO3N9icTTueCBRQKJ9ydTzW' },
  { userId: 'admin.tender', password: 'Demo-Tender-2026!', name: 'Tender Manager (demo)', roles: ['tender_manager'], hash: '$2b$12$BiRfAR7VqF9PNouh4YujyuprJOuXndhz8WpO7CDdqt16B9sWklaSu' },
  { userId: 'admin.desk', password: 'Demo-Desk-2026!', name: 'Complaint Officer (demo)', roles: ['complaint_officer'], hash: '$2b$12$rADL7QyMrvtdYxiGJ.anDukrVYqteDjYEwBMn37vA4jWdceZw41LW' },
  { userId: 'admin.dc', password: 'Demo-Prepaid-2026!', name: 'Prepaid DC Operator (demo)', roles: ['dc_operator'], hash: '$2b$12$kNX/0gtgMiy.Mqk0XGRzbOevSeJ0zakkQOPPlSSLaneuDEZKziN4W' },
  { userId: 'admin.outage', password: 'Demo-Outage-2026!', name: 'Outage Manager (demo)', roles: ['outage_manager'], hash: '$2b$12$1/Y712sGvhxq1IKDoNq/w.xZ1aemQJWGGifl7AF5AUAYI23rxyIvW' },
  {
    userId: 'admin.multi',
    password: 'Demo-Multi-2026!',
    name: 'Content and Tenders (demo)',
    roles: ['content_editor', 'tender_manager'],
    hash: '$2b$12$kxF.Atb8O/y7A7F7/fDUy.P9.ko4EMObE1fgOU4f30imZfruJZKUO',
  },
]

export async function seedAdminDemo(trx: Knex.Transaction, now: number): Promise<void> {
  for (const a of DEMO_ADMINS) {
    if (await trx('admin_users').first('id').where('user_id', a.userId)) continue
    const [row] = await trx('admin_users')
      .insert({ user_id: a.userId, name: a.name, password_hash: a.hash, active: true, failed_count: 0, password_changed_at: now, created_at: now, updated_at: now })
      .returning('id')
    const id = Number(typeof row === 'object' ? (row as { id: number }).id : row)
    await trx('admin_user_roles').insert(a.roles.map((role) => ({ admin_user_id: id, role })))
  }
}
