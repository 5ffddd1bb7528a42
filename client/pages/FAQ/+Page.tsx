import content from '#shared/content/faq'
import { StaticPage } from '#client/components/static/StaticPage'

export default function Page() {
  return <StaticPage pageKey="faq" content={content} />
}
