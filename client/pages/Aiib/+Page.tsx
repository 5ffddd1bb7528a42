import content from '#shared/content/aiib'
import { StaticPage } from '#client/components/static/StaticPage'

export default function Page() {
  return <StaticPage pageKey="aiib" content={content} />
}
