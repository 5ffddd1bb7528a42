import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

/**
 * Loads Vike's production build from BUILD_DIR explicitly, so a server can run against a
 * build of its own folder (tests and benchmarks build into their own folders).
 */
export async function loadPageBuild(buildPath: string): Promise<void> {
  const candidates = ['server/entry.mjs', 'server/entry.js', 'server/index.mjs'].map((f) => path.join(buildPath, f))
  const entry = candidates.find((f) => fs.existsSync(f))
  if (!entry) throw new Error(`No page build in ${buildPath}: run "npm run build" first`)
  await import(pathToFileURL(entry).href)
}
