import content from '../../../shared/content/pmSuryaScheme'
import { StaticPage } from '../../components/static/StaticPage'

export default function Page() {
  return <StaticPage pageKey="pmSuryaScheme" content={content} />
}
