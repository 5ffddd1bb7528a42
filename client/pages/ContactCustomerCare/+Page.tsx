import content from '../../../shared/content/contactCustomerCare'
import { StaticPage } from '../../components/static/StaticPage'

export default function Page() {
  return <StaticPage pageKey="contactCustomerCare" content={content} />
}
