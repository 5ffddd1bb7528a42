import path from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { Router, type NextFunction, type Request, type Response } from 'express'
import type { RouterDeps } from '.'
import type { ByteRange, StoredFileInfo } from '../adapters/storage'
import { PRIVATE_PREFIX } from '../services/uploads'

/**
 * GET /website/uploads/<path>: files from the file storage (the uploads folder, or an S3
 * bucket: server/adapters/storage), and from nowhere else. The path is checked before and
 * after decoding (no '..', '.', backslash, NUL, absolute or drive paths, dot-files); the
 * local storage then requires the real path (symlinks resolved) to stay inside the uploads
 * folder. Anything else is a plain 404. Types come from a fixed list; nothing is
 * ever served as HTML. A file is saved under the name of what it is (issue 24 §5: the tender
 * number and the document's type, a document's title: server/services/downloads.ts), its stored
 * name when no published content names it.
 */
const TYPES: Record<string, { type: string; inline: boolean }> = {
  pdf: { type: 'application/pdf', inline: true },
  jpg: { type: 'image/jpeg', inline: true },
  jpeg: { type: 'image/jpeg', inline: true },
  png: { type: 'image/png', inline: true },
  gif: { type: 'image/gif', inline: true },
  webp: { type: 'image/webp', inline: true },
  svg: { type: 'image/svg+xml', inline: true },
  doc: { type: 'application/msword', inline: false },
  docx: { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', inline: false },
  xls: { type: 'application/vnd.ms-excel', inline: false },
  xlsx: { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', inline: false },
}
const FALLBACK = { type: 'application/octet-stream', inline: false }

/** The path segments of a request path under the mount, or null if it may not be served. */
export function safeSegments(rawPath: string): string[] | null {
  if (!rawPath.startsWith('/') || rawPath.startsWith('//')) return null
  if (/%(00|5c|2f)/i.test(rawPath) || rawPath.includes('\\') || rawPath.includes('\0')) return null
  let decoded: string
  try {
    decoded = decodeURIComponent(rawPath.slice(1))
  } catch {
    return null
  }
  if (!decoded || decoded.includes('\0') || decoded.includes('\\') || /^[a-zA-Z]:/.test(decoded)) return null
  const segments = decoded.split('/')
  for (const s of segments) {
    if (!s || s === '.' || s === '..' || s.startsWith('.')) return null
  }
  return segments
}

function notFound(res: Response) {
  if (!res.headersSent) res.status(404).type('text/plain').send('Not found')
}

/** RFC 8187's filename*: UTF-8, percent-encoded beyond the attr-chars (encodeURIComponent leaves ' ( ) * as they are). */
const extValue = (name: string) => `UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`

/** A single satisfiable range of the request (206), 'unsatisfiable' (416) or null (the whole file). */
function requestedRange(req: Request, info: StoredFileInfo): ByteRange | 'unsatisfiable' | null {
  if (!req.headers.range || info.size === 0) return null
  // If-Range: the range applies only to the representation the client has
  const ifRange = req.get('if-range')
  if (ifRange) {
    const matches = ifRange.includes('"') ? ifRange === info.etag : Math.floor(info.lastModified.getTime() / 1000) <= Math.floor(Date.parse(ifRange) / 1000)
    if (!matches) return null
  }
  const ranges = req.range(info.size, { combine: true })
  if (ranges === -1) return 'unsatisfiable'
  // malformed, or several ranges (a multipart answer): the whole file, as res.sendFile did
  if (ranges === -2 || ranges === undefined || ranges.type !== 'bytes' || ranges.length !== 1) return null
  return { start: ranges[0].start, end: ranges[0].end }
}

/**
 * The file-serving route on the configured storage (server/adapters/storage): the local
 * folder or an S3 bucket, streamed with the same headers either way, conditional requests
 * (304) and single byte ranges (206) included.
 */
export function filesRouter({ services, logger }: RouterDeps): Router {
  const router = Router()
  const { storage } = services
  // `use`, not a `/{*path}` route: the route would decode the path itself (a bad escape is then a 400)
  router.use(async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    const segments = safeSegments(req.path)
    if (!segments) return notFound(res)
    // private uploads (applications' documents, server/services/uploads.ts) are never public
    if (segments[0] === PRIVATE_PREFIX) return notFound(res)
    const key = segments.join('/')
    let info: StoredFileInfo | null
    try {
      info = await storage.stat(key)
    } catch (err) {
      ;(req.log ?? logger).error({ err, key }, 'file storage unavailable')
      res.setHeader('Retry-After', '5')
      return void res.status(503).type('text/plain').send('Storage unavailable')
    }
    if (!info) return notFound(res)
    const stored = segments[segments.length - 1]
    const ext = path.extname(stored).slice(1).toLowerCase()
    let name = stored
    try {
      name = (await services.downloads.downloadName(key)) ?? stored
    } catch (err) {
      // the file is still served, under its stored name
      ;(req.log ?? logger).warn({ err, key }, 'downloads: the name of a stored file could not be read')
    }
    const kind = TYPES[ext] ?? FALLBACK
    // the plain filename for old clients: the name if it is ASCII, else the stored one (filename* has the name)
    const asciiName = (/^[\x20-\x7e]*$/.test(name) ? name : stored).replace(/[^\x20-\x7e]|["\\]/g, '_')
    res.setHeader('Content-Type', kind.type)
    res.setHeader('X-Content-Type-Options', 'nosniff')
    res.setHeader('Content-Disposition', `${kind.inline ? 'inline' : 'attachment'}; filename="${asciiName}"; filename*=${extValue(name)}`)
    // an uploaded SVG opened directly must not run scripts on this origin
    if (ext === 'svg') res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
    res.setHeader('Cache-Control', 'public, max-age=3600')
    res.setHeader('Accept-Ranges', 'bytes')
    res.setHeader('Last-Modified', info.lastModified.toUTCString())
    res.setHeader('ETag', info.etag)
    if (req.fresh) return void res.status(304).end()

    const range = requestedRange(req, info)
    if (range === 'unsatisfiable') {
      res.setHeader('Content-Range', `bytes */${info.size}`)
      return void res.status(416).type('text/plain').send('Range not satisfiable')
    }
    if (range) {
      res.status(206)
      res.setHeader('Content-Range', `bytes ${range.start}-${range.end}/${info.size}`)
    }
    res.setHeader('Content-Length', String(range ? range.end - range.start + 1 : info.size))
    if (req.method === 'HEAD') return void res.end()

    let body: Readable | null
    try {
      body = await storage.get(key, range ?? undefined)
    } catch (err) {
      ;(req.log ?? logger).error({ err, key }, 'file storage unavailable')
      body = null
      res.statusCode = 503
    }
    if (!body) {
      // the store failed, or the file went between the two calls: a plain answer, not the file's headers
      for (const h of ['Content-Length', 'Content-Range', 'Content-Disposition', 'ETag', 'Last-Modified', 'Accept-Ranges', 'Cache-Control']) res.removeHeader(h)
      if (res.statusCode === 503) return void res.setHeader('Retry-After', '5').type('text/plain').send('Storage unavailable')
      return notFound(res)
    }
    try {
      await pipeline(body, res)
    } catch (err) {
      // the client went away, or the store broke off mid-file: nothing more can be said
      if (!res.destroyed) res.destroy(err as Error)
    }
  })
  return router
}
