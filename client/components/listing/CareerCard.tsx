import type { Career } from '#shared/content/contract'
import { AttachedDocuments } from './AttachedDocuments'
import { DocType } from './docTypes'
import { FileLink } from './FileLink'
import { pickText } from './files'
import { NewBadge } from './NewBadge'
import { useListing } from './useListing'

/** One opening: description, advertisement and its date, the apply link, its documents. */
export function CareerCard({ career }: { career: Career }) {
  const { t, locale, date } = useListing()
  const description = pickText(career.description, career.descriptionAs, locale)
  const headingId = `career-${career.id}`
  const docsId = `career-${career.id}-docs`
  const external = career.applyLink ? /^https?:\/\//i.test(career.applyLink) : false
  return (
    <article className="card tender" aria-labelledby={headingId}>
      <div className="card__body">
        <h2 className="tender__title" id={headingId}>
          <span lang={description.lang}>{description.text}</span> <NewBadge show={career.isNew} />
        </h2>
        <dl className="tender__facts">
          <div>
            <dt>{t('career.advDate')}</dt>
            <dd>{career.advDate ? <time dateTime={career.advDate}>{date(career.advDate)}</time> : '—'}</dd>
          </div>
        </dl>
        <p className="cluster tender__nit">
          {career.adv ? (
            <FileLink className="btn btn--secondary btn--small" fileLocation={career.adv} label={t('career.advertisement')} context={description.text} />
          ) : (
            <span className="muted">{t('career.noAdvertisement')}</span>
          )}
          {career.applyLink ? (
            <a className="btn btn--primary btn--small" href={career.applyLink} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
              {t('career.apply')}
              <span className="visually-hidden">: {description.text}</span>
            </a>
          ) : null}
        </p>
        {career.documents.length > 0 ? (
          <AttachedDocuments
            id={docsId}
            caption={t('career.documentsOf')}
            documents={career.documents.map((doc) => {
              const title = pickText(doc.title, doc.titleAs, locale)
              return { ...doc, type: <DocType type={doc.docType} />, title: title.text, titleLang: title.lang, context: title.text }
            })}
          />
        ) : (
          <p className="muted small">{t('career.noDocuments')}</p>
        )}
      </div>
    </article>
  )
}
