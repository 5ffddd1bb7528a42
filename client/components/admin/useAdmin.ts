import { usePageContext } from 'vike-react/usePageContext'
import { can, type AdminPageSession, type Permission } from '#shared/admin/roles'
import { adminCall, type AdminMethod } from './adminApi'

/** The signed-in admin of an admin page (the guard made sure there is one), and its API caller. */
export function useAdmin(): AdminPageSession & {
  can: (p: Permission) => boolean
  call: <T = Record<string, unknown>>(path: string, init?: { method?: AdminMethod; json?: unknown; form?: FormData }) => Promise<T>
} {
  const session = usePageContext().adminSession
  if (!session) throw new Error('useAdmin outside an admin page')
  return { ...session, can: (p) => can(session.roles, p), call: (path, init) => adminCall(session.csrf, path, init) }
}
