import content from '#shared/content/securityPolicy'
import { StaticPage } from '#client/components/static/StaticPage'

/** /SecurityPolicy (issue 14, GIGW 3.0): an editorial page of shared/content/securityPolicy. */
export default function Page() {
  return <StaticPage pageKey="securityPolicy" titleNs="gigw" content={content} />
}
