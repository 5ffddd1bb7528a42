import type { ListQuery, Paged, TenderPeriod } from '#shared/content/contract'
import { Router, type Request, type Response } from 'express'
import { z } from 'zod'
import { TtlCache } from '../services/ttlCache'
import { isDocumentCategory } from '../services/content'
import type { RouterDeps } from '.'
import { CONTACT_INFO_KEYS, legacyBanner, legacyBoardDirector, legacyCareer, legacyContact, legacyDocument, legacyJobResponsibility, legacyMarquee, legacyNews, legacyTender } from './contentLegacy'
import { parseInput } from '../validation/parse'

/** Short public caching: content changes rarely and every client polls the same lists. */
const CACHE_CONTROL = 'public, max-age=60'

const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max))

/** Optional list parameters of the legacy list endpoints; without page/pageSize the full list. */
const listParams = z.object({
  page: wholeNumber(1, 1_000_000).optional(),
  pageSize: wholeNumber(1, 100).optional(),
  q: z.string().trim().max(200).optional(),
  year: wholeNumber(1900, 2200).optional(),
  subType: z.string().trim().min(1).max(64).optional(),
})

function listQuery(req: Request): ListQuery {
  const { page, pageSize, q, year, subType } = parseInput(listParams, req.query)
  const all = page === undefined && pageSize === undefined
  return { q: q || undefined, year, subType, ...(all ? { all } : { page, pageSize }) }
}

/** The legacy list key, plus paging facts when the client asked for a page. */
function listBody<T, R>(key: string, paged: Paged<T>, query: ListQuery, map: (item: T) => R) {
  const body: Record<string, unknown> = { [key]: paged.items.map(map) }
  if (!query.all) Object.assign(body, { total: paged.total, page: paged.page, pageSize: paged.pageSize })
  return body
}

/**
 * Serialized answers by URL for a short while (a full list of thousands of tenders is
 * costly to build and serialize); cleared at once on `content-changed`.
 */
function bodyCache(services: RouterDeps['services']) {
  const bodies = new TtlCache<string>(30_000, 200)
  services.events.on('content-changed', () => bodies.clear())
  return async (req: Request, res: Response, build: () => Promise<unknown>) => {
    const json = await bodies.memo(req.originalUrl, async () => JSON.stringify(await build()))
    res.setHeader('Cache-Control', CACHE_CONTROL)
    res.type('application/json').send(json)
  }
}

/** The content API of spec §7 (mounted at /api): tenders, documents, careers, site content. */
export function contentRouter({ services }: RouterDeps): Router {
  const { content } = services
  const send = bodyCache(services)
  const router = Router()

  const tenderPaths: Record<string, TenderPeriod> = {
    '/tenderCurrent': 'current',
    '/tenderPrevious': 'previous',
    '/tenderArchive': 'archive',
  }
  for (const [path, period] of Object.entries(tenderPaths)) {
    router.get(path, async (req, res) => {
      const query = { ...listQuery(req), subType: undefined }
      await send(req, res, async () => listBody('tenderList', await content.tenders(period, query), query, legacyTender))
    })
  }
  router.get('/rdssProject', async (req, res) => {
    const query = { ...listQuery(req), subType: undefined }
    await send(req, res, async () => listBody('tenderList', await content.rdssTenders(query), query, legacyTender))
  })

  router.get('/web/career', async (req, res) => {
    const query = { ...listQuery(req), subType: undefined }
    await send(req, res, async () => listBody('careerList', await content.careers(query), query, legacyCareer))
  })
  router.get('/web/banner', async (req, res) => {
    await send(req, res, async () => ({ bannerList: (await content.banners()).map(legacyBanner) }))
  })
  // the home page's own lists (spec §7: 'News and marquee lists are loaded when empty; their
  // endpoints are not shown'): the same `marquee` and `news` documents that /api/web/marquee
  // and /api/web/news answer as document lists below, in the legacy home shapes of spec §3
  router.get('/web/marqueeList', async (req, res) => {
    await send(req, res, async () => ({ marqueeList: (await content.marquee()).map(legacyMarquee) }))
  })
  router.get('/web/newsList', async (req, res) => {
    await send(req, res, async () => ({ newsList: (await content.news()).map(legacyNews) }))
  })

  router.get('/web/allContact', async (req, res) => {
    await send(req, res, async () => ({ contactList: (await content.contacts()).map(legacyContact) }))
  })
  router.get('/web/contactInfo', async (req, res) => {
    await send(req, res, async () => {
      const contacts = await content.contacts()
      return Object.fromEntries(Object.entries(CONTACT_INFO_KEYS).map(([key, code]) => [key, contacts.filter((c) => c.typeCode === code).map(legacyContact)]))
    })
  })
  router.get('/web/aboutContact', async (req, res) => {
    await send(req, res, async () => {
      const { board, responsibilities } = await content.about()
      return { boardDirector: board.map(legacyBoardDirector), jobResponsibility: responsibilities.map(legacyJobResponsibility) }
    })
  })

  // the 20 document categories (news and marquee included); anything else falls through to the API's JSON 404
  router.get('/web/:category', async (req, res, next) => {
    const category = String(req.params.category)
    if (!isDocumentCategory(category)) return next()
    const query = listQuery(req)
    await send(req, res, async () => listBody('documentList', await content.documents(category, query), query, legacyDocument))
  })

  return router
}
