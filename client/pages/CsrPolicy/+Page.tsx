import content from '#shared/content/csrPolicy'
import { StaticPage } from '#client/components/static/StaticPage'

export default function Page() {
  return <StaticPage pageKey="csrPolicy" content={content} />
}
