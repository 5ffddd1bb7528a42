import type { PageContextServer } from 'vike/types'
import { render } from 'vike/abort'
import { parseId } from '../../components/listing/query'
import type { NotFoundReason } from '../_error/+Page'

export type Data = Awaited<ReturnType<typeof data>>

const NOT_FOUND: NotFoundReason = {
  titleKey: 'listing:gallery.notFoundTitle',
  textKey: 'listing:gallery.notFoundText',
  back: { route: '/Gallery', labelKey: 'listing:gallery.back' },
}

/** One album by ?id=; a missing or unknown id is a real 404 with its own message. */
export async function data(pageContext: PageContextServer) {
  const id = parseId(pageContext.urlParsed.search.id)
  const album = id ? await pageContext.services.content.galleryAlbum(id) : null
  if (!album) throw render(404, NOT_FOUND as unknown as string)
  const title = pageContext.locale === 'as' && album.titleAs ? album.titleAs : album.title
  return { title, album }
}
