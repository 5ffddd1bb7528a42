import { randomBytes } from 'node:crypto'
import type { Knex } from 'knex'
import type { FileStorage } from '../../adapters/storage'
import type { Db } from '../../db/knex'
import { fieldError, InvalidError } from '../../errors'
import { fileBody, type CheckedFile } from '../uploads'

/**
 * The files of the admin services (tenders, documents and content): a file checked by its bytes
 * (server/services/uploads.ts `checkUpload`) is stored under a new server-made public key before
 * the transaction (never `private/`: the public files route serves it), removed again if the
 * transaction fails; a replaced or deleted file is removed once the change is committed.
 */

/** What a file field takes: a PDF, or a JPEG or PNG picture. */
export type FileKind = 'pdf' | 'image'

/** The refusal of a checked file of another kind. */
export const FILE_KIND_MESSAGES: Record<FileKind, string> = {
  pdf: 'Attach a PDF file.',
  image: 'Attach a JPEG or PNG picture.',
}

export const isFileKind = (kind: FileKind, file: Pick<CheckedFile, 'contentType'>) =>
  kind === 'pdf' ? file.contentType === 'application/pdf' : file.contentType === 'image/jpeg' || file.contentType === 'image/png'

/** A key this storage holds (not a link, nor a path of the site). */
export const isStorageKey = (v: string | null): v is string => !!v && !/^(https?:)?\/\//i.test(v) && !v.startsWith('/')

export function adminFiles(deps: { db: Db; storage: FileStorage; now: () => number }) {
  const { db, storage, now } = deps
  return {
    /** Stores a checked file of `kind` under a new public key `<area>/<year>/<random>.<ext>` (400 for another kind). */
    async putFile(area: string, file: CheckedFile, kind: FileKind): Promise<string> {
      if (!isFileKind(kind, file)) throw new InvalidError(FILE_KIND_MESSAGES[kind], [fieldError(file.slot, FILE_KIND_MESSAGES[kind])])
      const key = `${area}/${new Date(now()).getUTCFullYear()}/${randomBytes(16).toString('hex')}.${file.ext}`
      await storage.put(key, fileBody(file), { contentType: file.contentType })
      return key
    },

    /**
     * Runs `write` in a transaction; removes the `stored` files if it fails (the error as
     * `failed` gives it), and the files `write` pushed to `dropped` once it commits.
     */
    async withFiles<T>(stored: string[], write: (trx: Knex.Transaction, dropped: string[]) => Promise<T>, failed: (err: unknown) => unknown = (err) => err): Promise<T> {
      const dropped: string[] = []
      let result: T
      try {
        result = await db.transaction((trx) => write(trx, dropped))
      } catch (err) {
        await Promise.allSettled(stored.map((k) => storage.delete(k)))
        throw failed(err)
      }
      await Promise.allSettled(dropped.filter(isStorageKey).map((k) => storage.delete(k)))
      return result
    },
  }
}
