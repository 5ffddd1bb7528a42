import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Dialog } from '../layout/Dialog'
import { useLinks } from '../layout/paths'

/** sessionStorage key: the visitor closed the modal in this browser session. */
export const SAFETY_SEEN_KEY = 'apdcl.safetyModalSeen'

function seenThisSession(): boolean {
  try {
    return window.sessionStorage.getItem(SAFETY_SEEN_KEY) === '1'
  } catch {
    return false // storage blocked: ask, as spec §2 does
  }
}

function markSeen(): void {
  try {
    window.sessionStorage.setItem(SAFETY_SEEN_KEY, '1')
  } catch {
    // storage blocked: the modal opens again next time, which is what spec §2 asks
  }
}

/**
 * The start-up modal 'Be Alert, Be Safe' with an electrical-safety illustration: opens on load
 * (spec §2), once per browser session: a visitor who closed it is not asked again on the next
 * visit of the home page in the same session (issue 9 §2). On close, focus goes to the start of
 * the main content (the dialog has no opener to return to).
 */
export function SafetyModal() {
  const { t } = useTranslation('home')
  const { href } = useLinks()
  const [open, setOpen] = useState(false)
  useEffect(() => {
    if (!seenThisSession()) setOpen(true)
  }, [])
  const close = () => {
    markSeen()
    setOpen(false)
  }
  const tips = t('safety.tips', { returnObjects: true }) as string[]
  return (
    <Dialog open={open} onClose={close} title={t('safety.title')} id="safety-dialog" className="modal--wide safety-modal">
      <img className="safety-modal__image" src={`${import.meta.env.BASE_URL}safety-alert.svg`} alt={t('safety.imageAlt')} width={480} height={300} />
      <ul className="safety-modal__tips">
        {tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
      <div className="form-actions">
        <button type="button" className="btn btn--primary" onClick={close}>
          {t('safety.ok')}
        </button>
        <a href={href('/Safety')} onClick={markSeen}>
          {t('safety.more')}
        </a>
      </div>
    </Dialog>
  )
}
