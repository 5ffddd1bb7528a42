import { useTranslation } from '#client/lib/useTranslation'
import { useData } from 'vike-react/useData'
import { ListingHeader } from '#client/components/listing/ListingHeader'
import { PrintButton } from '#client/components/billing/PrintButton'
import { useApplications } from '#client/components/applications/useApplications'
import { OtsFacts, OtsOfferView } from '#client/components/registration/OtsOffer'
import { apiUrl } from '#client/lib/api'
import '#client/components/applications/applications.css'
import type { Data } from './+data'

/** /PrintSOSS?applNo=: the settlement offer as registered, printable, with its PDF in both languages. */
export default function Page() {
  const { workNo, item, offer } = useData<Data>()
  const { t } = useTranslation('ots')
  const { href } = useApplications()
  if (!item || !offer) {
    return (
      <>
        <ListingHeader title={t('printTitle')} />
        <div className="container section">
          <div className="alert alert--info" role="status">
            <p>{workNo ? t('noAccess') : t('askNumber')}</p>
            <p>
              <a className="btn btn--link" href={href('/OTSStatus')}>
                {t('findLink')}
              </a>
            </p>
          </div>
          <section className="card" aria-labelledby="offer-about">
            <div className="card__body">
              <h2 className="card__title" id="offer-about">
                {t('printAboutTitle')}
              </h2>
              <ul>
                {(t('printAboutList', { returnObjects: true }) as string[]).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </div>
          </section>
        </div>
      </>
    )
  }
  const pdf = (lang: 'en' | 'as') => apiUrl(`/api/ots/${item.workNo}/pdf?lang=${lang}`)
  return (
    <>
      <ListingHeader title={t('printTitle')} lead={t('printLead')} />
      <div className="container section">
        <section className="card card--accent ack" aria-labelledby="offer-title">
          <div className="card__body">
            <h2 className="card__title" id="offer-title">
              {t('title')}
            </h2>
            <OtsFacts item={item} testId="ack-facts" />
            <OtsOfferView offer={offer} />
            <p>{t('terms')}</p>
            <div className="ack-actions">
              <PrintButton label={t('print')} />
              <a className="btn btn--secondary" href={pdf('en')} download data-testid="pdf-en">
                {t('pdf')}
              </a>
              <a className="btn btn--secondary" href={pdf('as')} download data-testid="pdf-as">
                {t('pdfAs')}
              </a>
              <a className="btn btn--secondary" href={href(`/OTSStatus?applNo=${item.workNo}`)}>
                {t('statusLink')}
              </a>
            </div>
          </div>
        </section>
      </div>
    </>
  )
}
