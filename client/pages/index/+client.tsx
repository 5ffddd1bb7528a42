import { hydrateHtmlOnlyPage } from '#client/lib/htmlOnly/hydrate'
import Layout from '#client/lib/htmlOnly/Layout'
import Wrapper from '../+Wrapper'
import Page from './+Page'

// The home page's only script (issue 8 §3): React hydrates the page without Vike's client router.
void hydrateHtmlOnlyPage(Page, { Layout, Wrapper })
