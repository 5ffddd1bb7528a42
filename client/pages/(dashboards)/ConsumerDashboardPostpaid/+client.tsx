import { hydrateHtmlOnlyPage } from '#client/lib/htmlOnly/hydrate'
import Layout from '#client/lib/htmlOnly/Layout'
import Wrapper from '../../+Wrapper'
import Page from './+Page'

// The page's only script (issue 24 §6): React hydrates it without Vike's client router.
void hydrateHtmlOnlyPage(Page, { Layout, Wrapper })
