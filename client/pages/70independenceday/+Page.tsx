import content from '#shared/content/independenceDay70'
import { StaticPage } from '#client/components/static/StaticPage'

export default function Page() {
  return <StaticPage pageKey="independenceDay70" content={content} />
}
