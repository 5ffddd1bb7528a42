import type { ReactNode } from 'react'
import { Steps } from '../applications/Steps'
import { useRequests } from './useRequests'

/** The side card of a request page: its steps in order, a note, and the status page's link. */
export function HowItWorks({ steps, children }: { steps: readonly string[]; children?: ReactNode }) {
  const { t, href } = useRequests()
  return (
    <Steps title={t('howTitle')} steps={steps}>
      {children}
      <p>
        <a className="btn btn--secondary" href={href('/CheckApplStatus')}>
          {t('statusLink')}
        </a>
      </p>
    </Steps>
  )
}
