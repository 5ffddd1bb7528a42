import content from '#shared/content/websitePolicy'
import { StaticPage } from '#client/components/static/StaticPage'

export default function Page() {
  return <StaticPage pageKey="websitePolicy" content={content} layout="accordion" route="/WebsitePolicy" />
}
