import { Router, type Request, type Response } from 'express'
import { z } from 'zod'
import { BASE_PATH, type Locale } from '#shared/locale'
import { FEED_FORMATS, FEED_NAMES, type FeedFormat, type FeedName } from '#shared/seo'
import type { RouterDeps } from '.'
import type { FeedAnswer } from '../services/feeds'
import { SITEMAP_PATH } from '../services/feeds/sitemap'

/** A feed's file name: tenders.rss, news.atom… */
const feedFile = z
  .string()
  .regex(/^[a-z]+\.[a-z]+$/)
  .transform((file) => file.split('.') as [string, string])
  .pipe(z.tuple([z.enum(FEED_NAMES as [FeedName, ...FeedName[]]), z.enum(FEED_FORMATS)]))

/** Browsers and feed readers keep a copy for 5 minutes, then revalidate by ETag (304). */
const FEED_CACHE_CONTROL = 'public, max-age=300'
const ROBOTS_CACHE_CONTROL = 'public, max-age=3600'

function send(req: Request, res: Response, doc: FeedAnswer, cacheControl: string) {
  res.setHeader('Content-Type', doc.contentType)
  res.setHeader('Cache-Control', cacheControl)
  res.setHeader('ETag', doc.etag)
  res.setHeader('X-Content-Type-Options', 'nosniff')
  // req.fresh: If-None-Match names this ETag (Express compares it with the response's)
  if (req.fresh) return void res.status(304).end()
  res.send(doc.body)
}

function notFound(res: Response) {
  const list = FEED_NAMES.flatMap((n) => FEED_FORMATS.map((f) => `${n}.${f}`)).join(', ')
  res.status(404).type('text/plain').setHeader('Cache-Control', 'no-cache')
  res.send(`No such feed. The feeds are ${list}, in English under ${BASE_PATH}/feeds/ and in Assamese under ${BASE_PATH}/feeds/as/.`)
}

/**
 * The feeds (/website/feeds/<name>.<rss|atom>, the Assamese ones under /website/feeds/as/),
 * /website/sitemap.xml and robots.txt (at the host root, where crawlers read it, and under
 * /website/, where the site lives): issue 14, docs/feeds-and-sitemap.md. Mounted before the
 * page renderer; GET and HEAD only.
 */
export function feedsRouter({ services }: RouterDeps): Router {
  const router = Router()
  const feed = (locale: Locale) => async (req: Request, res: Response) => {
    const file = String(req.params.file)
    const parsed = feedFile.safeParse(file)
    if (!parsed.success) return notFound(res)
    const [name, format] = parsed.data as [FeedName, FeedFormat]
    send(req, res, await services.feeds.feed(name, format, locale), FEED_CACHE_CONTROL)
  }
  router.get(`${BASE_PATH}/feeds/as/:file`, feed('as'))
  router.get(`${BASE_PATH}/feeds/:file`, feed('en'))
  router.get(SITEMAP_PATH, async (req, res) => send(req, res, await services.feeds.sitemap(), FEED_CACHE_CONTROL))
  router.get(['/robots.txt', `${BASE_PATH}/robots.txt`], (req, res) => send(req, res, services.feeds.robots(), ROBOTS_CACHE_CONTROL))
  return router
}
