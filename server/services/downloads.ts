/**
 * What the site says about its stored files (issue 24 §5): the size shown beside each download
 * link (listings and search results: `sizes`), and the name a download is saved under
 * (`downloadName`, the download route's Content-Disposition): a tender's document is
 * "APDCL-CGM-2026-45 Bid Document.pdf", not the stored "nit.pdf" or a random key.
 *
 * Sizes come from the file storage (a stat: the uploads folder or an S3 HEAD) and names from
 * the content tables by the file's location (indexed: migration 202612280510); both are kept
 * per key and forgotten when content changes. Only published content names a file.
 */
import type { Logger } from 'pino'
import type { FileSizes } from '#shared/content/files'
import { uploadKey } from '#shared/uploads'
import type { FileStorage } from '../adapters/storage'
import type { Db } from '../db/knex'
import type { Events } from './events'
import { htmlToText, looksLikeStoredFile } from './search/text'
import { TtlCache } from './ttlCache'

export interface DownloadService {
  /** The sizes in bytes of the stored files among `locations`, by location (links elsewhere and missing files left out). */
  sizes(locations: Iterable<string | null | undefined>): Promise<FileSizes>
  /** The name to save the stored file `key` under, with its extension; null when no published content names it. */
  downloadName(key: string): Promise<string | null>
}

export interface DownloadDeps {
  db: Db
  storage: FileStorage
  events?: Events
  logger?: Logger
}

/** how long a size or a name is kept (a content change forgets them at once) */
const TTL_MS = 10 * 60_000
/** stats at once on a listing's first render (an S3 HEAD each) */
const STAT_CONCURRENCY = 8
const NAME_MAX = 120

/**
 * A part of a file name: no path separators, reserved or control characters (Windows refuses
 * \ / : * ? " < > |), spaces collapsed; 'APDCL/CGM/2026/45' → 'APDCL-CGM-2026-45'.
 */
export function fileNamePart(text: string): string {
  return text
    .replace(/[\\/:*?"<>|\p{Cc}]+/gu, '-')
    .replace(/\s+/g, ' ')
    .replace(/-{2,}/g, '-')
    .replace(/^[\s.-]+|[\s.-]+$/g, '')
}

/** `text` cut to at most `n` characters at a word's end. */
const clipWords = (text: string, n: number) => (text.length <= n ? text : text.slice(0, n).replace(/\s+\S*$/, ''))

/** `parts` as one file name of at most NAME_MAX characters (cut at a word), with the stored file's extension. */
function nameWith(parts: Array<string | null | undefined>, key: string): string | null {
  let base = fileNamePart(parts.filter(Boolean).join(' '))
  if (!base) return null
  if (base.length > NAME_MAX) base = clipWords(base, NAME_MAX).replace(/[\s.-]+$/, '')
  const ext = /\.([a-z0-9]{1,5})$/i.exec(key)?.[1]
  return ext ? `${base}.${ext.toLowerCase()}` : base
}

export function createDownloadService(deps: DownloadDeps): DownloadService {
  const { db, storage } = deps
  const sizeCache = new TtlCache<number | null>(TTL_MS, 20_000)
  const nameCache = new TtlCache<string | null>(TTL_MS, 5_000)
  deps.events?.on('content-changed', () => {
    sizeCache.clear()
    nameCache.clear()
  })

  const sizeOf = (key: string) =>
    sizeCache.memo(key, async () => {
      try {
        return (await storage.stat(key))?.size ?? null
      } catch (err) {
        // no size is shown rather than no page: the download route says what is wrong with the store
        deps.logger?.warn({ err, key }, 'downloads: the size of a stored file could not be read')
        return null
      }
    })

  async function sizes(locations: Iterable<string | null | undefined>): Promise<FileSizes> {
    const byKey = new Map<string, string[]>()
    for (const location of locations) {
      const key = location ? uploadKey(location) : null
      if (!key) continue
      byKey.set(key, [...(byKey.get(key) ?? []), location!])
    }
    const keys = [...byKey.keys()]
    const out: Record<string, number> = {}
    for (let i = 0; i < keys.length; i += STAT_CONCURRENCY) {
      const batch = keys.slice(i, i + STAT_CONCURRENCY)
      const found = await Promise.all(batch.map(sizeOf))
      batch.forEach((key, j) => {
        if (found[j] !== null) for (const location of byKey.get(key)!) out[location] = found[j]!
      })
    }
    return out
  }

  /** The ways a content row may hold the location of `key` (uploadUrl tolerates a leading '/' or 'uploads/'). */
  const spellings = (key: string) => [key, `/${key}`, `uploads/${key}`, `/uploads/${key}`]

  async function nameOf(key: string): Promise<string | null> {
    const at = spellings(key)
    const doc = await db('tender_documents as d')
      .join('tenders as t', 't.id', 'd.tender_id')
      .whereIn('d.file_location', at)
      .where('t.published', true)
      .first('d.id', 'd.tender_id', 'd.type', 't.tender_no')
    if (doc) {
      // two documents of one type ('Corrigendum') are told apart by their order: 'Corrigendum 2'
      const same = (await db('tender_documents').where({ tender_id: doc.tender_id, type: doc.type }).orderBy(['sort_order', 'id']).select('id')) as Array<{ id: number }>
      const nth = same.findIndex((d) => Number(d.id) === Number(doc.id)) + 1
      return nameWith([doc.tender_no, doc.type, same.length > 1 && nth > 0 ? String(nth) : null], key)
    }
    const nit = await db('tenders').whereIn('nit', at).where('published', true).first('tender_no')
    if (nit) return nameWith([nit.tender_no, 'NIT'], key)
    const document = await db('documents').whereIn('file_location', at).where('published', true).first('name')
    if (document) {
      const name = htmlToText(String(document.name))
      // a document named by its file keeps that name
      return looksLikeStoredFile(name) ? null : nameWith([name], key)
    }
    const career = await db('careers').whereIn('adv', at).where('published', true).first('description')
    if (career) return nameWith([clipWords(String(career.description), 80), 'Advertisement'], key)
    const careerDoc = await db('career_documents as d').join('careers as c', 'c.id', 'd.career_id').whereIn('d.file_location', at).where('c.published', true).first('d.doc_type', 'c.description')
    if (careerDoc) return nameWith([clipWords(String(careerDoc.description), 80), careerDoc.doc_type], key)
    return null
  }

  return {
    sizes,
    downloadName: (key) => nameCache.memo(key, () => nameOf(key)),
  }
}
