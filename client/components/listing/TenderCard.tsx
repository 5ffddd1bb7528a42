import { Trans } from 'react-i18next'
import type { Tender } from '#shared/content/contract'
import { TENDER_CANCELLATION } from '#shared/admin/tenders'
import { FromRecord } from '../common/FromRecord'
import { AttachedDocuments } from './AttachedDocuments'
import { DocType } from './docTypes'
import { FileLink } from './FileLink'
import { pickText } from './files'
import { NewBadge } from './NewBadge'
import { useListing } from './useListing'

const DATE_FIELDS = ['tenderDate', 'prebidDate', 'bidStartDate', 'bidEndDate', 'bidOpeningDate'] as const

/** One tender: description, number, dates, NIT and its documents (cut at a cancellation). */
export function TenderCard({ tender }: { tender: Tender }) {
  const { t, locale, date } = useListing()
  const description = pickText(tender.description, tender.descriptionAs, locale)
  const headingId = `tender-${tender.id}`
  const docsId = `tender-${tender.id}-docs`
  // the tender number is the record's identifier, written as issued (never translated)
  const no = <FromRecord>{tender.tenderNo}</FromRecord>
  const withNo = (i18nKey: string) => <Trans t={t} i18nKey={i18nKey} values={{ no: tender.tenderNo }} components={{ no: <FromRecord /> }} />
  return (
    <article className={`card tender${tender.cancelled ? ' tender--cancelled' : ''}`} aria-labelledby={headingId}>
      <div className="card__body">
        <h2 className="tender__title" id={headingId}>
          {tender.cancelled ? <span className="badge badge--danger tender__status">{t('tender.cancelled')}</span> : null}
          <span lang={description.lang}>{description.text}</span> <NewBadge show={tender.isNew} />
        </h2>
        {tender.cancelled ? <p className="tender__cancelled-note">{t('tender.cancelledNote')}</p> : null}
        <dl className="tender__facts">
          <div>
            <dt>{t('tender.tenderNo')}</dt>
            <dd className="tender__no">{no}</dd>
          </div>
          {DATE_FIELDS.map((field) => (
            <div key={field}>
              <dt>{t(`tender.${field}`)}</dt>
              <dd>{tender[field] ? <time dateTime={tender[field]!}>{date(tender[field])}</time> : t('tender.notSet')}</dd>
            </div>
          ))}
        </dl>
        <p className="tender__nit">
          {tender.nit ? (
            <FileLink className="btn btn--secondary btn--small" fileLocation={tender.nit} label={t('tender.nit')} context={withNo('tender.nitOf')} />
          ) : (
            <span className="muted">{t('tender.noNit')}</span>
          )}
        </p>
        {tender.documents.length > 0 ? (
          <AttachedDocuments
            id={docsId}
            caption={withNo('tender.documents')}
            documents={tender.documents.map((doc) => {
              // the Assamese title on AS_ pages, the English one when there is none
              const title = pickText(doc.title, doc.titleAs, locale)
              return {
                ...doc,
                title: title.text,
                titleLang: title.lang,
                type:
                  doc.type === TENDER_CANCELLATION ? (
                    <span className="badge badge--danger">
                      <DocType type={doc.type} />
                    </span>
                  ) : (
                    <DocType type={doc.type} />
                  ),
                className: doc.type === TENDER_CANCELLATION ? 'tender__doc--cancellation' : undefined,
                context: (
                  <>
                    {title.text} ({no})
                  </>
                ),
              }
            })}
          />
        ) : (
          <p className="muted small">{t('tender.noDocuments')}</p>
        )}
      </div>
    </article>
  )
}
