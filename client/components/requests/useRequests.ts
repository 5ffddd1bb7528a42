import { useTranslation } from '#client/lib/useTranslation'
import { useApplications } from '../applications/useApplications'

/** The requests' translator (namespaces 'requests', 'applications', 'forms') and the applications' links and formatters. */
export function useRequests() {
  const { t } = useTranslation(['requests', 'applications', 'forms'])
  const { href, locale } = useApplications()
  return { t, href, locale }
}
