import type { PageContextServer } from 'vike/types'
import { render } from 'vike/abort'
import { parseId } from '#client/components/listing/query'
import type { NotFoundReason } from '../_error/+Page'

export type Data = Awaited<ReturnType<typeof data>>

const NOT_FOUND: NotFoundReason = {
  titleKey: 'listing:gallery.notFoundTitle',
  textKey: 'listing:gallery.notFoundText',
  back: { route: '/Gallery', labelKey: 'listing:gallery.back' },
}

/**
 * One album by ?id=; without an id, the first album of the gallery (old links point at
 * /SubGallery alone).
 * An id that is malformed or unknown is a real 404 with its own message.
 */
export async function data(pageContext: PageContextServer) {
  const { content } = pageContext.services
  const raw = pageContext.urlParsed.search.id
  const id = raw === undefined ? (await content.galleryAlbums())[0]?.id : parseId(raw)
  const album = id ? await content.galleryAlbum(id) : null
  if (!album) throw render(404, NOT_FOUND as unknown as string)
  const title = pageContext.locale === 'as' && album.titleAs ? album.titleAs : album.title
  return { title, album }
}
