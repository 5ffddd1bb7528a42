import content from '#shared/content/pmSurya'
import { StaticPage } from '#client/components/static/StaticPage'

export default function Page() {
  return <StaticPage pageKey="pmSurya" content={content} />
}
