import type { Knex } from 'knex'
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

export function createSeedContext(db: Knex, uploadsPath: string, today: string, fyStart: number): SeedContext {
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
    writeFiles: () => writeUploads(uploadsPath, files),
  }
}
