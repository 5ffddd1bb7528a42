import content from '#shared/content/project'
import { StaticPage } from '#client/components/static/StaticPage'

export default function Page() {
  return <StaticPage pageKey="project" content={content} layout="accordion" route="/Project" />
}
