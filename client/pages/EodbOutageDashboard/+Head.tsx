import { OUTAGE_REFRESH_MS } from '#shared/eodb/contract'

/** Without scripts the browser reloads the dashboard every minute (with them, the page fetches the figures itself). */
export default function Head() {
  return (
    <noscript>
      <meta httpEquiv="refresh" content={String(OUTAGE_REFRESH_MS / 1000)} />
    </noscript>
  )
}
