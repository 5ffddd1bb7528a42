import fs from 'node:fs'
import path from 'node:path'
import express, { type RequestHandler, type Response } from 'express'
import { negotiateEncoding, VARIANT_SUFFIX, type Coding } from './encoding'

/** A file of the built client and the precompressed variants written next to it. */
interface BuiltFile {
  /** absolute path of the original */
  file: string
  /** absolute paths of the variants there are (scripts/precompress.mjs) */
  variants: Partial<Record<Exclude<Coding, 'identity'>, string>>
}

/**
 * The files under `clientDir` by URL path ('/assets/x.js'), read once at start: the build does
 * not change under a running server (its page build is loaded in memory too). Dotfiles are
 * left out (express.static ignores them); a variant ('x.js.br') is listed under its original
 * and is not served by its own name.
 */
export function indexBuild(clientDir: string): Map<string, BuiltFile> {
  const index = new Map<string, BuiltFile>()
  const variantPaths = new Set<string>()
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue
      const abs = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(abs)
      else if (entry.isFile()) {
        const urlPath = '/' + path.relative(clientDir, abs).split(path.sep).join('/')
        index.set(urlPath, { file: abs, variants: {} })
      }
    }
  }
  if (fs.existsSync(clientDir)) walk(clientDir)
  for (const [urlPath, built] of index) {
    for (const [coding, suffix] of Object.entries(VARIANT_SUFFIX) as Array<[keyof typeof VARIANT_SUFFIX, string]>) {
      if (index.has(urlPath + suffix)) {
        built.variants[coding] = built.file + suffix
        variantPaths.add(urlPath + suffix)
      }
    }
  }
  for (const p of variantPaths) index.delete(p)
  return index
}

/** Hashed files never change; the few unhashed ones (favicon, logos) may within an hour. */
function setCacheControl(res: Response, filePath: string) {
  if (filePath.includes(`${path.sep}assets${path.sep}`)) {
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable')
  } else {
    res.setHeader('Cache-Control', 'public, max-age=3600')
  }
}

/**
 * Serves the built client. A file with precompressed variants (scripts/precompress.mjs) is
 * answered with the best one the client accepts (br, then gzip; q=0 honoured), with its
 * Content-Encoding, the original's Content-Type, Vary: Accept-Encoding and the variant's own
 * length and ETag; such an answer carries Content-Encoding, so the `compression` middleware
 * leaves it alone. Ranges are served for unencoded files only. Other files go to
 * express.static as before. A request for a path the build does not hold goes on at once,
 * without touching the disk (every page request passes here).
 */
export function staticAssets(clientDir: string): RequestHandler {
  const index = indexBuild(clientDir)
  const serveStatic = express.static(clientDir, {
    index: false,
    redirect: false,
    setHeaders: setCacheControl,
  })

  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    let urlPath: string
    try {
      urlPath = decodeURIComponent(req.path)
    } catch {
      return next()
    }
    const built = index.get(urlPath)
    if (!built) return next()
    const available = Object.keys(built.variants) as Coding[]
    if (!available.length) return serveStatic(req, res, next)

    res.vary('Accept-Encoding')
    const coding = negotiateEncoding(req.get('accept-encoding'), [...available, 'identity'])
    const variant = coding === 'identity' ? undefined : built.variants[coding]
    if (!variant) return serveStatic(req, res, next)

    res.setHeader('Content-Encoding', coding)
    res.type(path.extname(built.file))
    setCacheControl(res, built.file)
    // an absolute path: `send` would check every segment of it for dotfiles (the index has none of its own)
    res.sendFile(variant, { acceptRanges: false, cacheControl: false, dotfiles: 'allow' }, (err?: NodeJS.ErrnoException) => {
      if (!err || res.headersSent) return
      // nothing was sent: whatever answers next must not inherit this variant's headers
      for (const name of ['Content-Encoding', 'Content-Type', 'Cache-Control']) res.removeHeader(name)
      if (err.code === 'ENOENT') return next()
      next(err)
    })
  }
}
