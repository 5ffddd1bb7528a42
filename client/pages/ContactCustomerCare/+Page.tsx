import content from '#shared/content/contactCustomerCare'
import { StaticPage } from '#client/components/static/StaticPage'

export default function Page() {
  return <StaticPage pageKey="contactCustomerCare" content={content} />
}
