import net from 'node:net'

/** Does a PostgreSQL server listen at the host and port of `url`? (2 s timeout, no query) */
export function pgReachable(url) {
  const u = new URL(url)
  return new Promise((resolve) => {
    const s = net.connect({ host: u.hostname, port: Number(u.port || 5432) })
    s.setTimeout(2000)
    s.on('connect', () => (s.destroy(), resolve(true)))
    s.on('error', () => resolve(false))
    s.on('timeout', () => (s.destroy(), resolve(false)))
  })
}
