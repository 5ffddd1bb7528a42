import content from '#shared/content/associatedSites'
import { StaticPage } from '#client/components/static/StaticPage'

export default function Page() {
  return <StaticPage pageKey="associatedSites" content={content} />
}
