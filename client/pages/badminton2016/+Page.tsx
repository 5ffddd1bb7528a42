import content from '#shared/content/badminton2016'
import { StaticPage } from '#client/components/static/StaticPage'

export default function Page() {
  return <StaticPage pageKey="badminton2016" content={content} />
}
