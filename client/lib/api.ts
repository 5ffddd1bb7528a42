import { apiUrl as withHost, type ApiHosts } from '#shared/apiHosts'

/**
 * The browser's API URLs (spec §7 base hosts): every call to /api/…, /auth/… or /bot/… goes
 * through `apiUrl`, which prefixes the configured origin of the path's family. The hosts come
 * from the server through pageContext.site (set before each render in +onBeforeRenderClient);
 * until then, and whenever none is configured, the page's own origin.
 */
let hosts: ApiHosts = {}

export function setApiHosts(next: ApiHosts | undefined): void {
  hosts = next ?? {}
}

export function apiUrl(path: string): string {
  return withHost(path, hosts)
}

/** A response's JSON body when it is an object; null for anything else (no body, HTML, an array). */
export async function jsonObjectOf(res: Response): Promise<Record<string, unknown> | null> {
  let parsed: unknown
  try {
    parsed = await res.json()
  } catch {
    parsed = null
  }
  return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null
}
