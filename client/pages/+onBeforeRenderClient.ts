import type { PageContextClient } from 'vike/types'
import type { SiteInfo } from '#shared/site'
import { prepareClient } from '#client/lib/clientSetup'

/** Texts and API hosts before a page hydrates or renders (the HTML-only home does the same in its +client). */
export default async function onBeforeRenderClient(pageContext: PageContextClient) {
  await prepareClient(pageContext as PageContextClient & { site?: SiteInfo })
}
