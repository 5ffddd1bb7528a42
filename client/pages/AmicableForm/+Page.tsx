import content from '../../../shared/content/amicableForm'
import { StaticPage } from '../../components/static/StaticPage'

export default function Page() {
  return <StaticPage pageKey="amicableForm" content={content} />
}
