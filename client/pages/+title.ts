import type { PageContext } from 'vike/types'
import { pageTitle } from '../lib/title'

export default (pageContext: PageContext) => pageTitle(pageContext)
