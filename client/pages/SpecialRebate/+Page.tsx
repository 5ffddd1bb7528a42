import content from '#shared/content/specialRebate'
import { StaticPage } from '#client/components/static/StaticPage'

export default function Page() {
  return <StaticPage pageKey="specialRebate" content={content} />
}
