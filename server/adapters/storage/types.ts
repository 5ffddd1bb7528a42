import type { Readable } from 'node:stream'

/** What the download route needs to answer for a stored file. */
export interface StoredFileInfo {
  size: number
  lastModified: Date
  /** a validator for conditional requests, quoted as in the ETag header */
  etag: string
}

/** A byte range, both ends inclusive (HTTP Range). */
export interface ByteRange {
  start: number
  end: number
}

/**
 * Where uploaded files live (issue 8 §4): the uploads folder on one server, S3-compatible
 * object storage when several servers share them. Keys are relative paths with forward
 * slashes ('tenders/2026/nit.pdf'), the same as the file_location columns hold.
 */
export interface FileStorage {
  readonly kind: 'local' | 's3'
  /** Stores (or replaces) a file. */
  put(key: string, body: Buffer | string | Readable, opts?: { contentType?: string }): Promise<void>
  /** Size, modification time and validator of a file; null when there is no such file. */
  stat(key: string): Promise<StoredFileInfo | null>
  /** The file's bytes (or one range of them); null when there is no such file. */
  get(key: string, range?: ByteRange): Promise<Readable | null>
  exists(key: string): Promise<boolean>
  /** Removes a file; no error when it is not there. */
  delete(key: string): Promise<void>
  /** Every file whose key starts with `prefix` (a folder, ending in '/'), with its modification time (the sweep of orphan uploads). */
  list(prefix: string): AsyncIterable<{ key: string; lastModified: Date }>
}

/** A key the storage refuses: empty, absolute, with '..', '.', dot-files, backslashes or NUL. */
export class StorageKeyError extends Error {
  constructor(key: string) {
    super(`not a storage key: ${JSON.stringify(key.slice(0, 200))}`)
    this.name = 'StorageKeyError'
  }
}

/** The key's segments, or a StorageKeyError: plain relative paths only, never outside the root. */
export function keySegments(key: string): string[] {
  if (typeof key !== 'string' || !key || key.length > 1024 || key.includes('\\') || key.includes('\0') || /^[a-zA-Z]:/.test(key)) {
    throw new StorageKeyError(String(key))
  }
  const segments = key.split('/')
  for (const s of segments) {
    if (!s || s === '.' || s === '..' || s.startsWith('.')) throw new StorageKeyError(key)
  }
  return segments
}
