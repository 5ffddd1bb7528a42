import content from '#shared/content/panDetails'
import { StaticPage } from '#client/components/static/StaticPage'

export default function Page() {
  return <StaticPage pageKey="panDetails" content={content} />
}
