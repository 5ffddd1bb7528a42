import { AsyncLocalStorage } from 'node:async_hooks'
import { data } from '../../client/pages/Search/+data'
import type { PageServices } from '../../server/services'

/**
 * A stand-in for Vike's renderPage (`vi.mock('vike/server', () => import('../helpers/searchPageVike'))`,
 * no client build needed) that renders the search page with its real +data: like Vike, each
 * render runs inside an AsyncLocalStorage store holding its page context, padded to
 * `storeElements` numbers (8 bytes each; a real render's store is about 0.4 MB), so whatever
 * keeps a promise made during a render keeps that much (issue 27 #2). With `alsoContent` each
 * render also reads a page of tenders (the content service's cache): the number in ?q=.
 */
export const vikeStand = { renders: [] as string[], storeElements: 0, alsoContent: false }

const renderStore = new AsyncLocalStorage<{ pageContext: unknown; rendered: number[] }>()

const esc = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)

export async function renderPage(ctx: { urlOriginal: string; services: PageServices; cspNonce: string }) {
  vikeStand.renders.push(ctx.urlOriginal)
  const store = { pageContext: ctx, rendered: Array.from({ length: vikeStand.storeElements }, (_, i) => i + 0.5) }
  return renderStore.run(store, async () => {
    const url = new URL(ctx.urlOriginal, 'http://localhost')
    const locale = url.pathname.includes('/AS_') ? ('as' as const) : ('en' as const)
    const search = Object.fromEntries(url.searchParams)
    if (!/\/(AS_)?Search$/.test(url.pathname)) return { httpResponse: null }
    const pageContext = { urlParsed: { search }, locale, services: ctx.services }
    const d = await data(pageContext as unknown as Parameters<typeof data>[0])
    if (vikeStand.alsoContent) await ctx.services.content.tenders('current', { page: 1 + Number(/\d+/.exec(search.q ?? '')?.[0] ?? 0), pageSize: 5 })
    const body =
      `<!doctype html><html lang="${locale}"><body><p id="q">${esc(d.raw.q)}</p>` + `<p id="total">${d.answer ? d.answer.total : '-'}</p><p id="errors">${d.errors.join(',')}</p></body></html>`
    return { config: { pageCache: true }, httpResponse: { statusCode: 200, headers: [['Content-Type', 'text/html;charset=utf-8']], getBody: async () => body } }
  })
}
