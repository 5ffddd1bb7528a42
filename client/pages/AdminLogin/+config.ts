import type { Config } from 'vike/types'

// the admin login (spec §4): the admin frame, English only, never cached (it knows a signed-in admin)
export default { chrome: 'admin', pageCache: false, passToClient: ['adminSession'] } satisfies Config
