import { Suspense, type ReactNode } from 'react'
import { useTranslation } from '#client/lib/useTranslation'

/**
 * The body of a login container (the dialog's LoginForm, the header's QuickLoginForm) that is
 * fetched on the first opening: nothing until `used`, then the loading status while it loads.
 */
export function LazyLoginBody({ used, children }: { used: boolean; children: ReactNode }) {
  const { t } = useTranslation('login')
  if (!used) return null
  return (
    <Suspense
      fallback={
        <p className="loading" role="status">
          <span className="spinner" aria-hidden="true" />
          {t('loading')}
        </p>
      }
    >
      {children}
    </Suspense>
  )
}
