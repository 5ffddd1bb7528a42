import content from '../../../shared/content/vendorList'
import { StaticPage } from '../../components/static/StaticPage'

export default function Page() {
  return <StaticPage pageKey="vendorList" content={content} />
}
