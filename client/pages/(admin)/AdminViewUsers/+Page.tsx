import { useData } from 'vike-react/useData'
import { ADMIN_USER_STATES } from '#shared/admin/contract'
import { PASSWORD_RULE, ROLE_OPTIONS, roleShort, userQueryString } from '#shared/admin/users'
import { BASE_PATH } from '#shared/locale'
import { AdminCheckboxes, AdminForm, AdminInput, formJson } from '#client/components/admin/AdminForm'
import { AdminApiError } from '#client/components/admin/adminApi'
import { AdminAlert, FilterForm, FilterSelect, FilterText } from '#client/components/admin/lists'
import { AdminPage, AdminSection, AdminTable, adminTime, Pager } from '#client/components/admin/ui'
import { useAdmin } from '#client/components/admin/useAdmin'
import type { ViewUsersData } from './+data'

const PATH = '/AdminViewUsers'
const STATE_WORDS: Record<(typeof ADMIN_USER_STATES)[number], string> = { active: 'Active', inactive: 'Deactivated', locked: 'Locked after failed logins' }
const STATE_OPTIONS = ADMIN_USER_STATES.map((s) => ({ value: s, label: STATE_WORDS[s] }))
const ROLE_FILTER_OPTIONS = ROLE_OPTIONS.map((o) => ({ value: o.value, label: roleShort(o.value) }))

/**
 * /AdminViewUsers (issue 11 §2 Users): every admin user with roles and state, a filter (a GET
 * form: the filter is in the address), pages of 25, and for the user opened with "Manage":
 * change roles, reset the password, deactivate or activate, end the sessions, lift a lockout.
 * Each action is one call; the server refuses what would leave no active super admin.
 */
export default function Page() {
  const { query, list, selected, missing, me } = useData<ViewUsersData>()
  const admin = useAdmin()
  const here = (extra: Record<string, string>) => {
    const p = new URLSearchParams(userQueryString(query).slice(1))
    for (const [k, v] of Object.entries(extra)) p.set(k, v)
    return `${BASE_PATH}${PATH}?${p.toString()}`
  }
  const state = (u: { active: boolean; locked: boolean; failedCount: number }) =>
    [u.active ? 'Active' : 'Deactivated', u.locked ? 'locked' : null, u.failedCount && !u.locked ? `${u.failedCount} failed login${u.failedCount === 1 ? '' : 's'}` : null].filter(Boolean).join(', ')
  const filtered = Boolean(query.q || query.role || query.state)

  return (
    <AdminPage
      title="Admin users"
      lead="Everyone who can sign in to the admin area, with their roles and whether the account is active or locked after failed logins. Open a user with Manage to change their roles, reset their password, deactivate or activate the account, end their sessions or lift a lockout. Every change acts at the user's next request and is written in the audit log."
    >
      <p className="standalone-link">
        <a href={`${BASE_PATH}/AdminUserCreate`}>Create a new admin user</a>
      </p>

      {missing ? <AdminAlert>There is no admin user with the id {missing}.</AdminAlert> : null}

      {selected ? (
        <AdminSection id="manage" title={`Manage ${selected.userId} (${selected.name})`}>
          <p>
            {state(selected)}. Roles: {selected.roles.length ? selected.roles.map(roleShort).join(', ') : 'none (cannot log in)'}.
            {selected.userId === me ? ' This is your own account: deactivating it or resetting its password ends your session too.' : ''}
          </p>
          <div key={selected.userId + selected.roles.join()}>
            <AdminForm
              id="roles-form"
              submitLabel="Save roles"
              success="The roles were saved. They apply from the user's next request."
              action={(data) => admin.call(`/users/${encodeURIComponent(selected.userId)}/roles`, { method: 'PUT', json: { roles: formJson(data, { arrays: ['roles'] }).roles } })}
            >
              <AdminCheckboxes name="roles" legend="Roles" options={ROLE_OPTIONS} defaultValues={selected.roles} />
            </AdminForm>
          </div>

          <h3 className="admin-subtitle">Reset the password</h3>
          <AdminForm
            id="password-form"
            submitLabel="Reset password"
            resetAfter
            success="The password was reset and every session of the user ended. Pass the new password on in person."
            action={async (data) => {
              const body = formJson(data)
              if (body.password && body.password !== body.password_confirm) {
                throw new AdminApiError('The two passwords are not the same.', 400, [{ path: 'password_confirm', message: 'The two passwords are not the same.' }])
              }
              return admin.call(`/users/${encodeURIComponent(selected.userId)}/password`, { method: 'POST', json: { password: body.password } })
            }}
          >
            <AdminInput name="password" type="password" label="New password" hint={PASSWORD_RULE} required autoComplete="new-password" />
            <AdminInput name="password_confirm" type="password" label="The same password again" required autoComplete="new-password" />
          </AdminForm>

          <h3 className="admin-subtitle">Account</h3>
          <div className="admin-user-actions">
            {selected.active ? (
              <AdminForm
                id="deactivate-form"
                submitLabel="Deactivate user"
                success="The user was deactivated; their sessions ended."
                action={() => admin.call(`/users/${encodeURIComponent(selected.userId)}/deactivate`, { method: 'POST' })}
              >
                <p>A deactivated user cannot log in, and their open sessions end at once.</p>
              </AdminForm>
            ) : (
              <AdminForm
                id="activate-form"
                submitLabel="Activate user"
                success="The user was activated and can log in again."
                action={() => admin.call(`/users/${encodeURIComponent(selected.userId)}/activate`, { method: 'POST' })}
              >
                <p>The account is deactivated. Activating it lets the user log in again.</p>
              </AdminForm>
            )}
            <AdminForm
              id="end-sessions-form"
              submitLabel="End sessions"
              success="Every session of the user ended; they must log in again."
              action={() => admin.call(`/users/${encodeURIComponent(selected.userId)}/end-sessions`, { method: 'POST' })}
            >
              <p>Signs the user out everywhere (for example after a lost laptop).</p>
            </AdminForm>
            {selected.locked || selected.failedCount ? (
              <AdminForm
                id="unlock-form"
                submitLabel="Lift the lockout"
                success="The lockout was lifted and the failed logins cleared."
                action={() => admin.call(`/users/${encodeURIComponent(selected.userId)}/unlock`, { method: 'POST' })}
              >
                <p>{selected.locked ? 'The account is locked after too many failed logins.' : `${selected.failedCount} failed logins since the last good one.`}</p>
              </AdminForm>
            ) : null}
          </div>
          <p className="standalone-link">
            <a href={`${BASE_PATH}${PATH}${userQueryString(query)}`}>Close and back to the list</a>
          </p>
        </AdminSection>
      ) : null}

      <AdminSection id="users" title={`Users (${list.total}${filtered ? ' matching' : ''})`}>
        <FilterForm action={BASE_PATH + PATH} label="Filter the users" clear={filtered ? BASE_PATH + PATH : null}>
          <FilterText id="users-q" label="User id or name" value={query.q} autoComplete="off" />
          <FilterSelect id="users-role" name="role" label="Role" value={query.role} any="Any role" options={ROLE_FILTER_OPTIONS} />
          <FilterSelect id="users-state" name="state" label="State" value={query.state} any="Any state" options={STATE_OPTIONS} />
        </FilterForm>
        <AdminTable
          id="users-table"
          caption={`Admin users, newest first (page ${list.page})`}
          head={['User id', 'Name', 'Roles', 'State', 'Created', 'Manage']}
          isEmpty={!list.users.length}
          empty={filtered ? 'No user matches this filter.' : 'There are no admin users yet.'}
        >
          {list.users.map((u) => (
            <tr key={u.userId} aria-current={selected?.userId === u.userId ? 'true' : undefined} className={u.active ? undefined : 'admin-row--unlisted'}>
              <td>{u.userId}</td>
              <td>{u.name}</td>
              <td>{u.roles.length ? u.roles.map(roleShort).join(', ') : 'none'}</td>
              <td>
                {state(u)}
                {u.lastFailedAt ? <span className="muted small admin-cell-sub">last failed {adminTime(u.lastFailedAt)}</span> : null}
              </td>
              <td>{adminTime(u.createdAt)}</td>
              <td>
                <a className="admin-cell-link" href={`${here({ user: u.userId })}#manage`} aria-label={`Manage ${u.userId}`}>
                  Manage
                </a>
              </td>
            </tr>
          ))}
        </AdminTable>
        <Pager page={list.page} pageSize={list.pageSize} total={list.total} hrefFor={(p) => `${BASE_PATH}${PATH}${userQueryString(query, p)}`} />
      </AdminSection>
    </AdminPage>
  )
}
