// npm run admin:create -- --user <id> --name "<name>" [--roles super_admin,content_editor]
// Makes an admin user in the configured database (issue 11 §1: there is no default admin;
// the first one comes from here). The password is read from the first line of standard input
// (`printf '%s\n' "$PASSWORD" | npm run admin:create -- …`) or, typed, from the terminal.
// Default role: super_admin. Refuses a taken user id, a password under 12 characters or over 72 bytes.
import fs from 'node:fs'
import readline from 'node:readline'
import { parseArgs } from 'node:util'
import { ADMIN_ROLES } from '../shared/admin/roles'
import { loadConfig } from '../server/config'
import { createDb } from '../server/db/knex'
import { migrateLatest } from '../server/db/migrate'
import { createAdminAccounts } from '../server/services/admin/accounts'

if (fs.existsSync('.env')) process.loadEnvFile('.env')
const { values } = parseArgs({ options: { user: { type: 'string' }, name: { type: 'string' }, roles: { type: 'string', default: 'super_admin' } } })
if (!values.user || !values.name) {
  console.error(`usage: npm run admin:create -- --user <id> --name "<name>" [--roles ${ADMIN_ROLES.join(',')}]`)
  process.exit(2)
}

async function readPassword(): Promise<string> {
  const rl = readline.createInterface({ input: process.stdin, terminal: false })
  if (process.stdin.isTTY) process.stdout.write('Password (at least 12 characters): ')
  for await (const line of rl) {
    rl.close()
    return line
  }
  return ''
}

const config = loadConfig()
const db = createDb(config)
try {
  await migrateLatest(db)
  const user = await createAdminAccounts({ db }).create({
    userId: values.user,
    name: values.name,
    password: await readPassword(),
    roles: values.roles
      .split(',')
      .map((r) => r.trim())
      .filter(Boolean),
  })
  console.log(`admin user ${user.userId} (${user.name}) made with roles ${user.roles.join(', ') || 'none'}`)
} catch (err) {
  console.error(`not made: ${(err as Error).message}`)
  process.exitCode = 1
} finally {
  await db.destroy()
}
