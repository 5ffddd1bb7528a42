import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { ADMIN_LOGIN_WORDS, type AdminLoginProblemKey } from '#shared/admin/login'
import type { InputProblem } from '#shared/input/problem'
import { BASE_PATH } from '#shared/locale'
import { storeAdminIdentity, storedAdminUserId } from '#client/components/admin/identity'
import type { AdminLoginData } from './+data'

/** `form`: a refusal of the whole login (wrong credentials, the network limit, no connection) */
type LoginProblem = InputProblem<'user_id' | 'password' | 'form', AdminLoginProblemKey>

/**
 * /AdminLogin (spec §4 admin login): user id and password; the spec's messages word for word;
 * on success with at least one role the admin dashboard (or the page that sent the admin here).
 * Id, roles and name go to local storage (spec §3); the server decides every permission.
 */
export default function Page() {
  const { next, expired } = useData<AdminLoginData>()
  const signedIn = usePageContext().adminSession
  const [problem, setProblem] = useState<LoginProblem | null>(null)
  const [busy, setBusy] = useState(false)
  const [hydrated, setHydrated] = useState(false)
  const alertRef = useRef<HTMLParagraphElement>(null)
  const userRef = useRef<HTMLInputElement>(null)
  const passwordRef = useRef<HTMLInputElement>(null)

  useEffect(() => {
    setHydrated(true)
    if (userRef.current && !userRef.current.value) userRef.current.value = storedAdminUserId()
  }, [])
  useEffect(() => {
    if (problem?.field === 'user_id') userRef.current?.focus()
    else if (problem?.field === 'password') passwordRef.current?.focus()
    else if (problem) alertRef.current?.focus()
  }, [problem])

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    if (busy) return
    const form = new FormData(e.currentTarget)
    const userId = String(form.get('user_id') ?? '').trim()
    const password = String(form.get('password') ?? '')
    if (!userId) return setProblem({ field: 'user_id', key: 'userIdEmpty' })
    if (!password) return setProblem({ field: 'password', key: 'passwordEmpty' })
    setBusy(true)
    setProblem(null)
    try {
      const res = await fetch('/api/web/login/admin', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        credentials: 'same-origin',
        body: JSON.stringify({ user_id: userId, password }),
      })
      const body = (await res.json().catch(() => ({}))) as { status?: string; userId?: string; userName?: string; roles?: string[] }
      // spec §4: an empty role list is a refusal too (the server answers 401 then)
      if (!res.ok || body.status !== 'success' || !body.roles?.length) {
        setProblem({ field: 'form', key: res.status === 429 ? 'tooMany' : 'invalid' })
        if (passwordRef.current) passwordRef.current.value = ''
        return
      }
      storeAdminIdentity({ userId: body.userId ?? userId, userName: body.userName ?? '', roles: body.roles })
      window.location.assign(BASE_PATH + next)
    } catch {
      setProblem({ field: 'form', key: 'unreachable' })
    } finally {
      setBusy(false)
    }
  }

  const err = (field: LoginProblem['field']) => (problem?.field === field ? ADMIN_LOGIN_WORDS[problem.key] : undefined)
  return (
    <section className="admin-login" aria-labelledby="admin-login-title">
      <h1 id="admin-login-title">Admin login</h1>
      <p>For the company's staff who keep the website's tenders, documents, contacts and queues current. Consumers log in with their mobile number on the public site.</p>
      {signedIn ? (
        <p className="alert alert--info">
          You are logged in as {signedIn.name}. <a href={BASE_PATH + next}>Go to the admin area</a>
        </p>
      ) : null}
      {expired && !signedIn ? (
        <p className="alert alert--warning" role="status">
          Your session has ended. Please log in again.
        </p>
      ) : null}
      <form className="admin-form admin-login__form" onSubmit={onSubmit} noValidate aria-busy={busy || undefined}>
        <p className="error-summary" role="alert" tabIndex={-1} ref={alertRef} hidden={!err('form')}>
          {err('form') ?? null}
        </p>
        <div className="field">
          <label className="field__label" htmlFor="admin-user-id">
            User Id
          </label>
          {err('user_id') ? (
            <span className="field__error" id="admin-user-id-error" role="alert">
              {err('user_id')}
            </span>
          ) : null}
          <input
            ref={userRef}
            id="admin-user-id"
            className="input"
            name="user_id"
            autoComplete="username"
            maxLength={32}
            spellCheck={false}
            aria-invalid={err('user_id') ? true : undefined}
            aria-describedby={err('user_id') ? 'admin-user-id-error' : undefined}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="admin-password">
            Password
          </label>
          {err('password') ? (
            <span className="field__error" id="admin-password-error" role="alert">
              {err('password')}
            </span>
          ) : null}
          <input
            ref={passwordRef}
            id="admin-password"
            className="input"
            name="password"
            type="password"
            autoComplete="current-password"
            aria-invalid={err('password') ? true : undefined}
            aria-describedby={err('password') ? 'admin-password-error' : undefined}
          />
        </div>
        <div className="admin-form__actions">
          <button type="submit" className="btn btn--primary" disabled={busy || !hydrated}>
            {busy ? 'Logging in…' : 'Log in'}
          </button>
        </div>
      </form>
    </section>
  )
}
