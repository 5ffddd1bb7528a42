import { usePageContext } from 'vike-react/usePageContext'

/** The configured contact details (server config, passed to the client as pageContext.site). */
interface SiteInfo {
  supportEmail?: string
  securityEmail?: string
  supportPhone?: string
}

/**
 * Content text may say {{supportEmail}}, {{supportPhone}} or {{securityEmail}}; they are filled from the site's
 * configuration, so the e-mail address printed on pages is the one set in SUPPORT_EMAIL.
 */
export function useSiteText(): (text: string) => string {
  const pageContext = usePageContext() as { site?: SiteInfo }
  const site = pageContext.site ?? {}
  return (text) => text.replace(/\{\{(supportEmail|supportPhone|securityEmail)\}\}/g, (_m, key: keyof SiteInfo) => site[key] ?? (key === 'supportPhone' ? '1912' : ''))
}
