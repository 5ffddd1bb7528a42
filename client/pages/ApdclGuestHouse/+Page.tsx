import content from '#shared/content/guestHouse'
import { StaticPage } from '#client/components/static/StaticPage'

export default function Page() {
  return <StaticPage pageKey="guestHouse" content={content} />
}
