import content from '#shared/content/websiteMonitoringPlan'
import { StaticPage } from '#client/components/static/StaticPage'

/** /WebsiteMonitoringPlan (issue 14, GIGW 3.0): an editorial page of shared/content/websiteMonitoringPlan. */
export default function Page() {
  return <StaticPage pageKey="websiteMonitoringPlan" titleNs="gigw" content={content} />
}
