import content from '#shared/content/amicableForm'
import { StaticPage } from '#client/components/static/StaticPage'

export default function Page() {
  return <StaticPage pageKey="amicableForm" content={content} />
}
