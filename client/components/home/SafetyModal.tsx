import { useTranslation } from '#client/lib/useTranslation'
import { useLinks } from '../layout/paths'
import { SAFETY_DIALOG_ID } from './useSafetyModal'
// in the HTML itself (a data: URL, 0.8 KB gzip): the modal's picture is the home page's largest
// paint, and a request of its own waited behind the styles and scripts (Lighthouse, issue 28 §1)
import safetyAlert from './safety-alert.svg?inline'

/**
 * The start-up modal 'Be Alert, Be Safe' with an electrical-safety illustration (spec §2), as the
 * server renders it: open from the first paint (issue 24 §6), in the modal's place with a backdrop
 * until the page's script makes it modal (layout.css `.modal--first`), with the look of Dialog
 * (client/components/layout/Dialog.tsx). Its buttons close it without JavaScript too: they submit
 * a form of method dialog. The home page keeps this markup in the browser and takes the dialog
 * over with useSafetyModal: once per browser session, modal, Escape, focus after closing.
 */
export function SafetyModal() {
  const { t } = useTranslation(['home', 'common'])
  const { href } = useLinks()
  const tips = t('safety.tips', { returnObjects: true }) as string[]
  return (
    <dialog id={SAFETY_DIALOG_ID} className="modal modal--first modal--wide safety-modal" aria-labelledby="safety-dialog-title" open>
      <form method="dialog" className="modal__form">
        <div className="modal__header">
          <h2 className="modal__title" id="safety-dialog-title">
            {t('safety.title')}
          </h2>
          <button type="submit" className="modal__close" aria-label={t('common:close')}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="modal__body">
          <img className="safety-modal__image" src={safetyAlert} alt={t('safety.imageAlt')} width={480} height={300} />
          <ul className="safety-modal__tips">
            {tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
          <div className="form-actions">
            <button type="submit" className="btn btn--primary">
              {t('safety.ok')}
            </button>
            <a href={href('/Safety')}>{t('safety.more')}</a>
          </div>
        </div>
      </form>
    </dialog>
  )
}
