import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { keySegments, StorageKeyError, type FileStorage, type StoredFileInfo } from './types'

/**
 * Files in a folder (UPLOADS_DIR): one server, or several sharing a network folder. A key
 * resolves to a regular file whose real path (symlinks resolved) stays inside the folder;
 * anything else is "no such file". Writes go to a temporary name first and are renamed into
 * place, so a reader never sees half a file.
 */
export function createLocalStorage(root: string): FileStorage {
  /** the real path of a regular file inside root, or null */
  const resolveInside = async (key: string): Promise<{ real: string; stat: fs.Stats } | null> => {
    const segments = keySegments(key)
    try {
      const realRoot = await fs.promises.realpath(root)
      const real = await fs.promises.realpath(path.join(realRoot, ...segments))
      if (!real.startsWith(realRoot + path.sep)) return null
      const stat = await fs.promises.stat(real)
      return stat.isFile() ? { real, stat } : null
    } catch {
      return null
    }
  }

  return {
    kind: 'local',
    async put(key, body) {
      const segments = keySegments(key)
      await fs.promises.mkdir(root, { recursive: true })
      const realRoot = await fs.promises.realpath(root)
      const dir = path.join(realRoot, ...segments.slice(0, -1))
      await fs.promises.mkdir(dir, { recursive: true })
      // a folder on the way may be a symlink out of the uploads folder: refuse to write there
      const realDir = await fs.promises.realpath(dir)
      if (realDir !== realRoot && !realDir.startsWith(realRoot + path.sep)) throw new StorageKeyError(key)
      const target = path.join(realDir, segments[segments.length - 1])
      const tmp = path.join(realDir, `.${segments[segments.length - 1]}.${randomBytes(6).toString('hex')}.tmp`)
      try {
        if (body instanceof Readable) await pipeline(body, fs.createWriteStream(tmp, { flags: 'wx' }))
        else await fs.promises.writeFile(tmp, body, { flag: 'wx' })
        await fs.promises.rename(tmp, target)
      } catch (err) {
        await fs.promises.rm(tmp, { force: true })
        throw err
      }
    },
    async stat(key): Promise<StoredFileInfo | null> {
      const found = await resolveInside(key)
      if (!found) return null
      const { size, mtime } = found.stat
      // the validator `send` (res.sendFile) used, so caches keep their entries
      return { size, lastModified: mtime, etag: `W/"${size.toString(16)}-${mtime.getTime().toString(16)}"` }
    },
    async get(key, range) {
      const found = await resolveInside(key)
      if (!found) return null
      return fs.createReadStream(found.real, range ? { start: range.start, end: range.end } : {})
    },
    async exists(key) {
      return (await resolveInside(key)) !== null
    },
    async delete(key) {
      const segments = keySegments(key)
      try {
        const realRoot = await fs.promises.realpath(root)
        const realDir = await fs.promises.realpath(path.join(realRoot, ...segments.slice(0, -1)))
        if (realDir !== realRoot && !realDir.startsWith(realRoot + path.sep)) return
        // the entry itself (a symlink goes, not what it points at); never a folder
        const target = path.join(realDir, segments[segments.length - 1])
        if ((await fs.promises.lstat(target)).isDirectory()) return
        await fs.promises.unlink(target)
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err
      }
    },
    async *list(prefix) {
      const segments = prefix.split('/').filter(Boolean)
      keySegments(segments.join('/') || 'x')
      let realRoot: string
      try {
        realRoot = await fs.promises.realpath(root)
      } catch {
        return
      }
      // regular files only, never through a symlink, never a dot-file (a write in progress)
      async function* walk(dir: string, keyPrefix: string): AsyncGenerator<{ key: string; lastModified: Date }> {
        let entries: fs.Dirent[]
        try {
          entries = await fs.promises.readdir(dir, { withFileTypes: true })
        } catch {
          return
        }
        for (const e of entries) {
          if (e.name.startsWith('.')) continue
          const full = path.join(dir, e.name)
          if (e.isDirectory()) yield* walk(full, `${keyPrefix}${e.name}/`)
          else if (e.isFile()) {
            const st = await fs.promises.lstat(full).catch(() => null)
            if (st) yield { key: `${keyPrefix}${e.name}`, lastModified: st.mtime }
          }
        }
      }
      yield* walk(path.join(realRoot, ...segments), segments.length ? `${segments.join('/')}/` : '')
    },
  }
}
