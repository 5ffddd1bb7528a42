import content from '#shared/content/energySavingTips'
import { StaticPage } from '#client/components/static/StaticPage'

export default function Page() {
  return <StaticPage pageKey="energySavingTips" content={content} />
}
