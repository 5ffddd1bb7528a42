import type { PageContext } from 'vike/types'
import { pageTitle } from '#client/lib/title'

export default (pageContext: PageContext) => pageTitle(pageContext)
