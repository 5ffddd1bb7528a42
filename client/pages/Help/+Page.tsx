import content from '#shared/content/help'
import { StaticPage } from '#client/components/static/StaticPage'

/** /Help (issue 14, GIGW 3.0): an editorial page of shared/content/help. */
export default function Page() {
  return <StaticPage pageKey="help" titleNs="gigw" content={content} />
}
