import content from '#shared/content/accessibilityStatement'
import { StaticPage } from '#client/components/static/StaticPage'

/** /AccessibilityStatement (issue 14, GIGW 3.0): an editorial page of shared/content/accessibilityStatement. */
export default function Page() {
  return <StaticPage pageKey="accessibilityStatement" titleNs="gigw" content={content} />
}
