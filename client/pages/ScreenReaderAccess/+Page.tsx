import content from '#shared/content/screenReaderAccess'
import { StaticPage } from '#client/components/static/StaticPage'

/** /ScreenReaderAccess (issue 14, GIGW 3.0): an editorial page of shared/content/screenReaderAccess. */
export default function Page() {
  return <StaticPage pageKey="screenReaderAccess" titleNs="gigw" content={content} />
}
