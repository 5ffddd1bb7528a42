import { BASE_PATH } from '#shared/locale'
import { PASSWORD_RULE, ROLE_OPTIONS } from '#shared/admin/users'
import { AdminCheckboxes, AdminForm, AdminInput, formJson } from '#client/components/admin/AdminForm'
import { AdminApiError } from '#client/components/admin/adminApi'
import { AdminPage } from '#client/components/admin/ui'
import { useAdmin } from '#client/components/admin/useAdmin'

interface Created {
  user: { userId: string; name: string; roles: string[] }
}

/**
 * /AdminUserCreate (issue 11 §2 Users): a super admin makes an admin user with a user id, a
 * name, a first password and one or more roles. The server checks every field again and answers
 * each problem beside its field; the new user then logs in at /AdminLogin.
 */
export default function Page() {
  const admin = useAdmin()
  return (
    <AdminPage
      title="Create an admin user"
      lead="Make an account for a colleague who works on this website. Give a user id they will type at the admin login, their name, a first password to pass on to them in person, and the roles their work needs: a user may hold several roles, and sees only the screens of those roles. Every account you create is written in the audit log."
    >
      <AdminForm
        id="user-create"
        submitLabel="Create user"
        reloadAfter={false}
        resetAfter
        action={async (data) => {
          const body = formJson(data, { arrays: ['roles'] })
          if (body.password && body.password !== body.password_confirm) {
            throw new AdminApiError('The two passwords are not the same.', 400, [{ path: 'password_confirm', message: 'The two passwords are not the same.' }])
          }
          const { password_confirm: _, ...json } = body
          return admin.call<Created>('/users', { method: 'POST', json })
        }}
        success={(result) => {
          const { user } = result as Created
          return (
            <>
              User {user.userId} ({user.name}) was created with the roles {user.roles.map((r) => r.replace(/_/g, ' ')).join(' and ')}.{' '}
              <a href={`${BASE_PATH}/AdminViewUsers?q=${encodeURIComponent(user.userId)}`}>See the user in the list</a>.
            </>
          )
        }}
      >
        <AdminInput name="user_id" label="User id" hint="3 to 32 letters, digits, dots, dashes or underscores, for example asha.das." required maxLength={32} />
        <AdminInput name="name" label="Full name" required maxLength={100} autoComplete="off" />
        <AdminInput name="password" type="password" label="First password" hint={PASSWORD_RULE} required autoComplete="new-password" />
        <AdminInput name="password_confirm" type="password" label="The same password again" required autoComplete="new-password" />
        <AdminCheckboxes name="roles" legend="Roles (at least one)" options={ROLE_OPTIONS} />
      </AdminForm>
      <p className="standalone-link">
        <a href={`${BASE_PATH}/AdminViewUsers`}>See all admin users</a>
      </p>
    </AdminPage>
  )
}
