import content from '#shared/content/dutiesOfConsumer'
import { StaticPage } from '#client/components/static/StaticPage'

export default function Page() {
  return <StaticPage pageKey="dutiesOfConsumer" content={content} />
}
