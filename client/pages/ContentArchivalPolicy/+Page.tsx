import content from '#shared/content/contentArchivalPolicy'
import { StaticPage } from '#client/components/static/StaticPage'

/** /ContentArchivalPolicy (issue 14, GIGW 3.0): an editorial page of shared/content/contentArchivalPolicy. */
export default function Page() {
  return <StaticPage pageKey="contentArchivalPolicy" titleNs="gigw" content={content} />
}
