import content from '#shared/content/contingencyManagementPlan'
import { StaticPage } from '#client/components/static/StaticPage'

/** /ContingencyManagementPlan (issue 14, GIGW 3.0): an editorial page of shared/content/contingencyManagementPlan. */
export default function Page() {
  return <StaticPage pageKey="contingencyManagementPlan" titleNs="gigw" content={content} />
}
