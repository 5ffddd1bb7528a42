/**
 * Every form that posts to its own page (server/http/formPosts.ts), by route. A new form adds
 * its FormPostRoute here (its module under server/routes/forms/).
 */
import type { FormPostRoute } from '../http/formPosts'
import { applyNewConnForm, checkApplStatusForm } from './forms/newConnection'

export const FORM_PAGES: readonly FormPostRoute[] = [applyNewConnForm, checkApplStatusForm]
