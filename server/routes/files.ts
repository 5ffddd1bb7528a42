import fs from 'node:fs'
import path from 'node:path'
import { Router, type NextFunction, type Request, type Response } from 'express'
import type { RouterDeps } from '.'

/**
 * GET /website/uploads/<path>: files from config.uploadsPath, and from nowhere else.
 * The path is checked before and after decoding (no '..', '.', backslash, NUL, absolute or
 * drive paths, dot-files), then the real path (symlinks resolved) must stay inside the
 * uploads folder. Anything else is a plain 404. Types come from a fixed list; nothing is
 * ever served as HTML.
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

/** Resolves a request to a regular file inside `root` (symlinks resolved), or null. */
async function resolveInside(root: string, segments: string[]): Promise<string | null> {
  try {
    const realRoot = await fs.promises.realpath(root)
    const real = await fs.promises.realpath(path.join(realRoot, ...segments))
    if (!real.startsWith(realRoot + path.sep)) return null
    const stat = await fs.promises.stat(real)
    return stat.isFile() ? real : null
  } catch {
    return null
  }
}

export function filesRouter({ config }: RouterDeps): Router {
  const router = Router()
  // `use`, not a `/{*path}` route: the route would decode the path itself (a bad escape is then a 400)
  router.use(async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    const segments = safeSegments(req.path)
    const file = segments && (await resolveInside(config.uploadsPath, segments))
    if (!segments || !file) return notFound(res)
    const name = segments[segments.length - 1]
    const ext = path.extname(name).slice(1).toLowerCase()
    const kind = TYPES[ext] ?? FALLBACK
    const asciiName = name.replace(/[^\x20-\x7e]|["\\]/g, '_')
    res.setHeader('Content-Type', kind.type)
    res.setHeader('X-Content-Type-Options', 'nosniff')
    res.setHeader(
      'Content-Disposition',
      `${kind.inline ? 'inline' : 'attachment'}; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    )
    // an uploaded SVG opened directly must not run scripts on this origin
    if (ext === 'svg') res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
    res.setHeader('Cache-Control', 'public, max-age=3600')
    res.sendFile(file, { dotfiles: 'allow' }, (err) => {
      if (err) notFound(res)
    })
  })
  return router
}
