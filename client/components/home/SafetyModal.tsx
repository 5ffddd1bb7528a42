import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Dialog } from '../layout/Dialog'
import { useLinks } from '../layout/paths'

/** The start-up modal 'Be Alert, Be Safe' with an electrical-safety illustration; opens on load. */
export function SafetyModal() {
  const { t } = useTranslation('home')
  const { href } = useLinks()
  const [open, setOpen] = useState(false)
  useEffect(() => setOpen(true), [])
  const tips = t('safety.tips', { returnObjects: true }) as string[]
  return (
    <Dialog open={open} onClose={() => setOpen(false)} title={t('safety.title')} id="safety-dialog" className="modal--wide safety-modal">
      <img className="safety-modal__image" src={`${import.meta.env.BASE_URL}safety-alert.svg`} alt={t('safety.imageAlt')} width={480} height={300} />
      <ul className="safety-modal__tips">
        {tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
      <div className="form-actions">
        <button type="button" className="btn btn--primary" onClick={() => setOpen(false)}>
          {t('safety.ok')}
        </button>
        <a href={href('/Safety')}>{t('safety.more')}</a>
      </div>
    </Dialog>
  )
}
