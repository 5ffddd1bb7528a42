import content from '#shared/content/contentContributionPolicy'
import { StaticPage } from '#client/components/static/StaticPage'

/** /ContentContributionPolicy (issue 14, GIGW 3.0): an editorial page of shared/content/contentContributionPolicy. */
export default function Page() {
  return <StaticPage pageKey="contentContributionPolicy" titleNs="gigw" content={content} />
}
