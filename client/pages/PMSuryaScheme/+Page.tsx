import content from '#shared/content/pmSuryaScheme'
import { StaticPage } from '#client/components/static/StaticPage'

export default function Page() {
  return <StaticPage pageKey="pmSuryaScheme" content={content} />
}
