/**
 * Uploads, done once for the whole product (issue 10 §2). The route's multer (memory storage,
 * limits, server/http/uploads.ts) hands over buffers; this service decides each file's type by
 * its bytes (file-type), refuses anything but a plain PDF, JPEG or PNG of at most 2 MB, and
 * stores accepted files under a server-made key in the private part of the file storage
 * (`private/…`, which the public files route never serves). Nothing is written before every
 * file of a request has passed, and `discard` removes what was stored when the database write
 * that was to record them fails, so a refused or broken request leaves no orphan file.
 */
import { createHash, randomBytes } from 'node:crypto'
import { fileTypeFromBuffer } from 'file-type'
import type { FileStorage } from '../adapters/storage'

/** At most 2 MB per file. */
export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024
/** Documents the admins publish (tender documents, the 20 categories, careers): bid documents run to many pages. */
export const ADMIN_PDF_MAX_BYTES = 20 * 1024 * 1024

/** The storage prefix of private uploads; server/routes/files.ts refuses it. */
export const PRIVATE_PREFIX = 'private'

export const UPLOAD_TYPES = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
} as const
export type UploadType = keyof typeof UPLOAD_TYPES

/** Why a file was refused: the forms' problem keys (forms:problems.*). */
export type UploadProblem = 'fileEmpty' | 'fileTooLarge' | 'fileType' | 'fileUnsafe'

/** One file as multer's memory storage gives it. */
export interface IncomingFile {
  fieldname: string
  buffer: Buffer
  size: number
}

export interface CheckedFile {
  slot: string
  buffer: Buffer
  contentType: UploadType
  ext: string
  sha256: string
}

export interface StoredUpload {
  slot: string
  storageKey: string
  contentType: UploadType
  bytes: number
  sha256: string
}

/** Markup or script that a browser could run if the file were ever shown as HTML (a polyglot). */
const ACTIVE_CONTENT = /<\s*(script|html|body|iframe|svg|object|embed|meta|\?php)\b|javascript:/i

/**
 * What the bytes are, and whether they are only that: the magic number decides the type
 * (not the name, not the browser's header); a PDF must also end like one (%%EOF) and an image
 * must end with its end marker (JPEG FFD9, PNG IEND), and none may carry HTML or script
 * anywhere in its bytes (a "PDF" that is an HTML page, a JPEG with a script appended).
 */
export async function checkUpload(slot: string, file: Pick<IncomingFile, 'buffer' | 'size'>, maxBytes = UPLOAD_MAX_BYTES): Promise<{ ok: true; file: CheckedFile } | { ok: false; problem: UploadProblem }> {
  const buf = file.buffer
  if (!buf || buf.length === 0) return { ok: false, problem: 'fileEmpty' }
  if (buf.length > maxBytes) return { ok: false, problem: 'fileTooLarge' }
  const detected = await fileTypeFromBuffer(buf)
  const mime = detected?.mime as string | undefined
  if (!mime || !(mime in UPLOAD_TYPES)) return { ok: false, problem: 'fileType' }
  const type = mime as UploadType
  const tail = buf.subarray(Math.max(0, buf.length - 1024)).toString('latin1')
  const wellEnded =
    type === 'application/pdf'
      ? tail.includes('%%EOF')
      : type === 'image/jpeg'
        ? buf[buf.length - 2] === 0xff && buf[buf.length - 1] === 0xd9
        : buf.subarray(buf.length - 12, buf.length - 4).toString('latin1') === '\0\0\0\0IEND'
  if (!wellEnded || ACTIVE_CONTENT.test(buf.toString('latin1'))) return { ok: false, problem: 'fileUnsafe' }
  return {
    ok: true,
    file: { slot, buffer: buf, contentType: type, ext: UPLOAD_TYPES[type], sha256: createHash('sha256').update(buf).digest('hex') },
  }
}

export interface UploadService {
  /** Stores checked files under server-made keys (private/<area>/<yyyy>/<random>.<ext>). */
  store(area: string, files: readonly CheckedFile[], now: number): Promise<StoredUpload[]>
  /** Removes stored files (after a failed database write). */
  discard(files: readonly Pick<StoredUpload, 'storageKey'>[]): Promise<void>
  /** The bytes of a private file, or null. */
  open(storageKey: string): ReturnType<FileStorage['get']>
}

export function createUploadService(storage: FileStorage): UploadService {
  return {
    async store(area, files, now) {
      const year = new Date(now).getUTCFullYear()
      const stored: StoredUpload[] = []
      try {
        for (const f of files) {
          const storageKey = `${PRIVATE_PREFIX}/${area}/${year}/${randomBytes(16).toString('hex')}.${f.ext}`
          await storage.put(storageKey, f.buffer, { contentType: f.contentType })
          stored.push({ slot: f.slot, storageKey, contentType: f.contentType, bytes: f.buffer.length, sha256: f.sha256 })
        }
      } catch (err) {
        await Promise.allSettled(stored.map((s) => storage.delete(s.storageKey)))
        throw err
      }
      return stored
    },
    async discard(files) {
      await Promise.allSettled(files.map((f) => storage.delete(f.storageKey)))
    },
    open: (storageKey) => storage.get(storageKey),
  }
}
