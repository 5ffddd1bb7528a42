import content from '#shared/content/vendorList'
import { StaticPage } from '#client/components/static/StaticPage'

export default function Page() {
  return <StaticPage pageKey="vendorList" content={content} />
}
