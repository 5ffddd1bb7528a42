import content from '#shared/content/safety'
import { StaticPage } from '#client/components/static/StaticPage'

export default function Page() {
  return <StaticPage pageKey="safety" content={content} />
}
