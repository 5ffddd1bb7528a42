import type { Knex } from 'knex'
import type { FileStorage } from '../server/adapters/storage'
import { demoPdf, writeUploads } from './files'

export interface SeedContext {
  db: Knex
  uploadsPath: string
  /** today's date in India (ISO): demo dates are computed from it */
  today: string
  /** first calendar year of the current financial year */
  fyStart: number
  /** queues a demo file for uploads/<relative> and returns `relative` */
  file: (relative: string, content: string | Buffer) => string
  /** queues a demo PDF showing `title` at uploads/<relative> and returns `relative` */
  pdf: (relative: string, title: string, subtitle?: string) => string
  /** writes the queued files (after the rows are committed) */
  writeFiles: () => Promise<void>
}

export function createSeedContext(db: Knex, uploadsPath: string, today: string, fyStart: number, storage?: FileStorage): SeedContext {
  const files = new Map<string, string | Buffer>()
  const file = (relative: string, content: string | Buffer) => {
    files.set(relative, content)
    return relative
  }
  return {
    db,
    uploadsPath,
    today,
    fyStart,
    file,
    pdf: (relative, title, subtitle) => file(relative, demoPdf(title, subtitle)),
    writeFiles: () => (storage ? putFiles(storage, files) : writeUploads(uploadsPath, files)),
  }
}

/** Stores the queued files in `storage`, a few at a time. */
async function putFiles(storage: FileStorage, files: Map<string, string | Buffer>): Promise<void> {
  const entries = [...files]
  for (let i = 0; i < entries.length; i += 16) {
    await Promise.all(entries.slice(i, i + 16).map(([key, content]) => storage.put(key, content)))
  }
}
