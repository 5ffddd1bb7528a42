/**
 * Uploads, done once for the whole product (issue 10 §2, issue 27 §6 and §9). The route's multer
 * (server/http/uploads.ts) streams each file to a temporary file under `private/tmp/` of the
 * uploads folder (never into memory) and removes it when the answer is sent; this service
 * decides each file's type by its bytes (file-type), refuses anything but a plain PDF, JPEG or
 * PNG of at most 2 MB, and stores accepted files under a server-made key in the private part of
 * the file storage (`private/…`, which the public files route never serves). The checks read the
 * file in chunks with a turn of the event loop between them, so a burst of uploads cannot hold
 * the loop. Nothing is written before every file of a request has passed, and `discard` removes
 * what was stored when the database write that was to record them fails; what a killed process
 * left behind is removed by the sweep (`sweep`, run as a job).
 */
import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { setImmediate as nextTurn } from 'node:timers/promises'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type'
import type { Logger } from 'pino'
import type { FileStorage } from '../adapters/storage'
import type { Db } from '../db/knex'
import type { RateLimitService } from './rateLimit'
import { InputRefusedError } from '../validation/parse'

/** At most 2 MB per file. */
export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024
/** Documents the admins publish (tender documents, the 20 categories, careers): bid documents run to many pages. */
export const ADMIN_PDF_MAX_BYTES = 20 * 1024 * 1024

/** The storage prefix of private uploads; server/routes/files.ts refuses it. */
export const PRIVATE_PREFIX = 'private'
/** Where multer writes the files of a request in progress, under the uploads folder (removed after the answer). */
export const UPLOAD_TMP_SEGMENTS = [PRIVATE_PREFIX, 'tmp'] as const

export const UPLOAD_TYPES = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
} as const
export type UploadType = keyof typeof UPLOAD_TYPES

/** Why a file was refused: the forms' problem keys (forms:problems.*). */
export type UploadProblem = 'fileEmpty' | 'fileTooLarge' | 'fileType' | 'fileUnsafe'

/** One file as multer gives it: on disk (`path`, the routes' disk storage) or in memory (`buffer`, tests). */
export interface IncomingFile {
  fieldname: string
  size: number
  path?: string
  buffer?: Buffer
}

export interface CheckedFile {
  slot: string
  /** the checked bytes: the temporary file (removed after the answer) or a buffer */
  path?: string
  buffer?: Buffer
  bytes: number
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

/** The bytes of a checked file, to store: its temporary file as a stream, or its buffer. */
export function fileBody(file: Pick<CheckedFile, 'path' | 'buffer'>): Buffer | Readable {
  if (file.buffer) return file.buffer
  if (!file.path) throw new Error('a checked file without bytes')
  return fs.createReadStream(file.path)
}

/**
 * Markup or script that a browser could run if the file were ever shown as HTML (a polyglot):
 * the usual elements, a doctype, `<img onerror>` and any tag with an event handler,
 * `javascript:`. Tested on each chunk as Latin-1, and again with the NUL bytes taken out (so
 * UTF-16 text, `<\0s\0c\0r\0i\0p\0t\0>`, is seen too).
 */
const ACTIVE_CONTENT =
  /<\s*(script|html|head|body|iframe|frame|frameset|svg|math|object|embed|applet|meta|link|base|form|img|image|video|audio|style|template|\?php)\b|<\s*!\s*doctype\b|<[a-z][\w:-]*\s[^<>]{0,400}?\bon[a-z]{3,30}\s*=|javascript\s*:/i
/**
 * The actions of a PDF that run something when it is opened or touched: JavaScript (`/JS`,
 * `/JavaScript`), a program (`/Launch`), the additional-actions of a page or field (`/AA`), and
 * an open action given as an action dictionary (`/OpenAction <<…>>`; the usual `/OpenAction [page
 * /Fit]` view passes). Looked for in the PDF's objects (outside stream data, inside object
 * streams once inflated), with `#xx` escapes of names decoded (`/J#53` is `/JS`); inside other
 * stream data only the long names (STREAM_ACTION), which compressed bytes never spell.
 */
const PDF_ACTION = /\/(JS|JavaScript|Launch|AA)(?![A-Za-z0-9_.-])|\/OpenAction\s*<</
/** What is searched inside stream data too (data that may be a disguised object): names too long to occur by chance. */
const STREAM_ACTION = /\/(JavaScript|Launch)(?![A-Za-z0-9_.-])/
/** Bytes read at a time by the checks (a turn of the event loop between two). */
const CHUNK_BYTES = 64 * 1024
/** Characters kept from one chunk for the next, so a pattern cut by a chunk's end is still seen. */
const OVERLAP = 512
/** The most an object stream of a PDF may inflate to. */
const OBJSTM_MAX_BYTES = 8 * 1024 * 1024
const inflate = promisify(zlib.inflate)

const decodeNames = (text: string) => text.replace(/#([0-9A-Fa-f]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)))
const hasMarkup = (text: string) => ACTIVE_CONTENT.test(text) || (text.includes('\0') && ACTIVE_CONTENT.test(text.replace(/\0/g, '')))

/**
 * Reads a PDF's bytes chunk by chunk: the text outside `stream … endstream` is searched for
 * actions; the data of an object stream (`/Type /ObjStm`, where objects hide compressed) is
 * kept and inflated at the end to be searched too. Any other stream's data (pictures, page
 * contents) is skipped: compressed bytes would match by chance.
 */
class PdfActionScan {
  private carry = ''
  private inStream = false
  private objStm: string[] | null = null
  private objStmBytes = 0
  private readonly objectStreams: string[] = []
  /** the end of the stream data searched last, so a name cut there is still seen */
  private dataTail = ''
  found = false

  /** Stream data is searched only for the long names, which compressed bytes never spell by chance. */
  private searchData(data: string): void {
    const text = this.dataTail + data
    if (STREAM_ACTION.test(decodeNames(text))) this.found = true
    this.dataTail = text.slice(-48)
  }

  feed(chunk: string, last: boolean): void {
    let s = this.carry + chunk
    this.carry = ''
    let pos = 0
    while (!this.found) {
      if (this.inStream) {
        const end = s.indexOf('endstream', pos)
        const upTo = end < 0 ? (last ? s.length : Math.max(pos, s.length - 16)) : end
        this.searchData(s.slice(pos, upTo))
        if (this.objStm) {
          this.objStm.push(s.slice(pos, upTo))
          this.objStmBytes += upTo - pos
          if (this.objStmBytes > OBJSTM_MAX_BYTES) this.found = true
        }
        if (end < 0) {
          this.carry = s.slice(upTo)
          return
        }
        if (this.objStm) this.objectStreams.push(this.objStm.join(''))
        this.objStm = null
        this.inStream = false
        this.dataTail = ''
        pos = end + 'endstream'.length
        continue
      }
      // a stream begins after its dictionary: '>>', white space, 'stream', an end of line
      const re = />>[\0\t\n\f\r ]*stream(?:\r\n|\n|\r)/g
      re.lastIndex = pos
      const m = re.exec(s)
      if (!m) {
        if (PDF_ACTION.test(decodeNames(s.slice(pos)))) this.found = true
        // keep the end for the next chunk: an action or the 'stream' keyword may be cut there
        if (!last) this.carry = s.slice(Math.max(pos, s.length - OVERLAP))
        return
      }
      const before = s.slice(pos, m.index)
      if (PDF_ACTION.test(decodeNames(before))) this.found = true
      // the stream's dictionary is the text since its object began
      const dict = decodeNames(before.slice(Math.max(0, before.lastIndexOf(' obj') - 16)))
      this.objStm = /\/Type\s*\/ObjStm\b/.test(dict) ? [] : null
      this.objStmBytes = 0
      this.inStream = true
      pos = m.index + m[0].length
      s = s.slice(pos)
      pos = 0
    }
  }

  /** Inflates each object stream and searches it (one that does not inflate is refused: it could hide anything). */
  async finish(): Promise<boolean> {
    if (this.found) return true
    for (const data of this.objectStreams) {
      let text: string
      try {
        text = (await inflate(Buffer.from(data.replace(/[\r\n]+$/, ''), 'latin1'), { maxOutputLength: OBJSTM_MAX_BYTES })).toString('latin1')
      } catch {
        return true
      }
      if (PDF_ACTION.test(decodeNames(text)) || hasMarkup(text)) return true
      await nextTurn()
    }
    return false
  }
}

/** The file's bytes in chunks of CHUNK_BYTES, each after a turn of the event loop. */
async function* chunksOf(file: Pick<IncomingFile, 'path' | 'buffer'>): AsyncGenerator<Buffer> {
  if (file.buffer) {
    for (let at = 0; at < file.buffer.length; at += CHUNK_BYTES) {
      if (at > 0) await nextTurn()
      yield file.buffer.subarray(at, at + CHUNK_BYTES)
    }
    return
  }
  for await (const chunk of fs.createReadStream(file.path as string, { highWaterMark: CHUNK_BYTES })) yield chunk as Buffer
}

/** The last `n` bytes of the file. */
async function tailOf(file: Pick<IncomingFile, 'path' | 'buffer'>, size: number, n: number): Promise<Buffer> {
  const from = Math.max(0, size - n)
  if (file.buffer) return file.buffer.subarray(from, size)
  const handle = await fs.promises.open(file.path as string, 'r')
  try {
    const out = Buffer.alloc(size - from)
    const { bytesRead } = await handle.read(out, 0, out.length, from)
    return out.subarray(0, bytesRead)
  } finally {
    await handle.close()
  }
}

/**
 * What the bytes are, and whether they are only that: the magic number decides the type
 * (not the name, not the browser's header); a PDF must also end like one (%%EOF) and an image
 * must end with its end marker (JPEG FFD9, PNG IEND); none may carry HTML or script anywhere in
 * its bytes (a "PDF" that is an HTML page, a JPEG with a script appended, UTF-16 markup), and a
 * PDF may carry no action that runs something (JavaScript, a launch, additional or open
 * actions). The file is read from its temporary file (or buffer) in chunks of 64 kB with a turn
 * of the event loop between them; at most one chunk (and a PDF's object streams) is in memory.
 */
export async function checkUpload(
  slot: string,
  file: Pick<IncomingFile, 'path' | 'buffer' | 'size'>,
  maxBytes = UPLOAD_MAX_BYTES,
): Promise<{ ok: true; file: CheckedFile } | { ok: false; problem: UploadProblem }> {
  const size = file.buffer ? file.buffer.length : file.path ? (await fs.promises.stat(file.path)).size : 0
  if (size === 0) return { ok: false, problem: 'fileEmpty' }
  if (size > maxBytes) return { ok: false, problem: 'fileTooLarge' }
  const detected = file.buffer ? await fileTypeFromBuffer(file.buffer) : await fileTypeFromFile(file.path as string)
  const mime = detected?.mime as string | undefined
  if (!mime || !(mime in UPLOAD_TYPES)) return { ok: false, problem: 'fileType' }
  const type = mime as UploadType
  const tail = await tailOf(file, size, 1024)
  const wellEnded =
    type === 'application/pdf'
      ? tail.toString('latin1').includes('%%EOF')
      : type === 'image/jpeg'
        ? tail[tail.length - 2] === 0xff && tail[tail.length - 1] === 0xd9
        : tail.length >= 12 && tail.subarray(tail.length - 12, tail.length - 4).toString('latin1') === '\0\0\0\0IEND'
  if (!wellEnded) return { ok: false, problem: 'fileUnsafe' }
  const hash = createHash('sha256')
  const pdf = type === 'application/pdf' ? new PdfActionScan() : null
  let carry = ''
  let read = 0
  for await (const chunk of chunksOf(file)) {
    hash.update(chunk)
    read += chunk.length
    const text = chunk.toString('latin1')
    if (hasMarkup(carry + text)) return { ok: false, problem: 'fileUnsafe' }
    carry = text.slice(-OVERLAP)
    pdf?.feed(text, read >= size)
    if (pdf?.found) return { ok: false, problem: 'fileUnsafe' }
  }
  // the file changed under us (it is ours alone; never expected)
  if (read !== size) return { ok: false, problem: 'fileUnsafe' }
  if (pdf && (await pdf.finish())) return { ok: false, problem: 'fileUnsafe' }
  return {
    ok: true,
    file: { slot, path: file.buffer ? undefined : file.path, buffer: file.buffer, bytes: size, contentType: type, ext: UPLOAD_TYPES[type], sha256: hash.digest('hex') },
  }
}

export interface UploadService {
  /**
   * Stores checked files under server-made keys (private/<area>/<yyyy>/<random>.<ext>). With
   * `mobile` (a public form's), first counts one form with files against that mobile's daily
   * quota (UPLOAD_MOBILE_DAILY_LIMIT): over it, a InputRefusedError 'uploadQuota' and nothing stored.
   */
  store(area: string, files: readonly CheckedFile[], now: number, opts?: { mobile?: string }): Promise<StoredUpload[]>
  /** Removes stored files (after a failed database write). */
  discard(files: readonly Pick<StoredUpload, 'storageKey'>[]): Promise<void>
  /** The bytes of a private file, or null. */
  open(storageKey: string): ReturnType<FileStorage['get']>
  /** The folder multer writes requests' files to (`<UPLOADS_DIR>/private/tmp`). */
  readonly tmpDir: string
  /**
   * Removes what no row needs, older than `olderThanMs` (an hour): private files that no row
   * references (a process killed between the store and the commit), the temporary files of
   * requests that never ended, and the partial files of writes cut short. Run by the
   * 'upload-sweep' job under its lease.
   */
  sweep(olderThanMs?: number): Promise<{ orphans: number; temporary: number }>
}

/** The columns that reference private files; a private file no row of these names is an orphan. */
export const PRIVATE_FILE_REFERENCES = [
  { table: 'work_files', column: 'storage_key' },
  { table: 'meter_readings', column: 'photo_key' },
] as const

/** Files younger than this are never swept: their request (and its transaction) may still be running. */
export const SWEEP_MIN_AGE_MS = 60 * 60_000
/** Keys checked against the database at once. */
const SWEEP_BATCH = 200

export interface UploadServiceDeps {
  /** the database, to know which private files rows reference (the sweep) */
  db?: Db
  /** the uploads folder (UPLOADS_DIR): temporary files live under it, and local storage's files */
  uploadsPath?: string
  now?: () => number
  logger?: Pick<Logger, 'info' | 'warn'>
  /** counts the forms with files of a mobile (the daily quota) */
  rateLimit?: Pick<RateLimitService, 'consume'>
  /** forms with files a mobile may send a day (UPLOAD_MOBILE_DAILY_LIMIT) */
  mobileDailyLimit?: number
}

/** The daily quota of forms with files per mobile, unless configured (UPLOAD_MOBILE_DAILY_LIMIT). */
export const UPLOAD_MOBILE_DAILY_DEFAULT = 5
const DAY_MS = 24 * 60 * 60_000

/** Removes files under `dir` (recursively) older than `cutoff` that `pick` chooses; how many went. */
async function removeOld(dir: string, cutoff: number, pick: (name: string) => boolean): Promise<number> {
  let removed = 0
  let entries: fs.Dirent[]
  try {
    entries = await fs.promises.readdir(dir, { withFileTypes: true })
  } catch {
    return 0
  }
  for (const e of entries) {
    const full = path.join(dir, e.name)
    if (e.isDirectory()) removed += await removeOld(full, cutoff, pick)
    else if (e.isFile() && pick(e.name)) {
      const st = await fs.promises.lstat(full).catch(() => null)
      if (st && st.mtimeMs < cutoff) {
        await fs.promises.rm(full, { force: true })
        removed++
      }
    }
  }
  return removed
}

export function createUploadService(storage: FileStorage, deps: UploadServiceDeps = {}): UploadService {
  const uploadsPath = path.resolve(deps.uploadsPath ?? 'uploads')
  const tmpDir = path.join(uploadsPath, ...UPLOAD_TMP_SEGMENTS)
  const now = deps.now ?? Date.now
  const tmpPrefix = `${UPLOAD_TMP_SEGMENTS.join('/')}/`

  /** The keys of `keys` that a row references. */
  const referenced = async (db: Db, keys: string[]): Promise<Set<string>> => {
    const found = new Set<string>()
    for (const ref of PRIVATE_FILE_REFERENCES) {
      const rows: Array<Record<string, string>> = await db(ref.table).whereIn(ref.column, keys).select(ref.column)
      for (const r of rows) found.add(r[ref.column])
    }
    return found
  }

  return {
    tmpDir,
    async store(area, files, at, opts) {
      if (opts?.mobile && files.length && deps.rateLimit) {
        const quota = await deps.rateLimit.consume(`uploads:mobile:${opts.mobile}`, deps.mobileDailyLimit ?? UPLOAD_MOBILE_DAILY_DEFAULT, DAY_MS)
        if (!quota.allowed) throw new InputRefusedError([{ field: 'form', key: 'uploadQuota', params: { limit: quota.limit } }])
      }
      const year = new Date(at).getUTCFullYear()
      const stored: StoredUpload[] = []
      try {
        for (const f of files) {
          const storageKey = `${PRIVATE_PREFIX}/${area}/${year}/${randomBytes(16).toString('hex')}.${f.ext}`
          await storage.put(storageKey, fileBody(f), { contentType: f.contentType })
          stored.push({ slot: f.slot, storageKey, contentType: f.contentType, bytes: f.bytes, sha256: f.sha256 })
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
    async sweep(olderThanMs = SWEEP_MIN_AGE_MS) {
      const cutoff = now() - Math.max(olderThanMs, 0)
      let orphans = 0
      if (deps.db) {
        const db = deps.db
        const drop = async (batch: string[]) => {
          const keep = await referenced(db, batch)
          for (const key of batch) {
            if (keep.has(key)) continue
            await storage.delete(key)
            orphans++
          }
        }
        let batch: string[] = []
        for await (const f of storage.list(`${PRIVATE_PREFIX}/`)) {
          if (f.key.startsWith(tmpPrefix) || f.lastModified.getTime() >= cutoff) continue
          batch.push(f.key)
          if (batch.length >= SWEEP_BATCH) {
            await drop(batch)
            batch = []
          }
        }
        if (batch.length) await drop(batch)
      }
      // requests' temporary files, and (local storage) the partial files of writes cut short: '.<name>.<hex>.tmp'
      let temporary = await removeOld(tmpDir, cutoff, () => true)
      if (storage.kind === 'local') temporary += await removeOld(path.join(uploadsPath, PRIVATE_PREFIX), cutoff, (name) => name.startsWith('.') && name.endsWith('.tmp'))
      if (orphans || temporary) deps.logger?.info({ orphans, temporary }, 'upload sweep removed files')
      return { orphans, temporary }
    },
  }
}
