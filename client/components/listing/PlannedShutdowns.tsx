import { useTranslation } from '#client/lib/useTranslation'
import type { PlannedShutdownView } from '#shared/eodb/contract'
import { CIRCLE_BY_CODE, circleName } from '#shared/eodb/circles'
import { formatDate, formatDmyTime, formatNumber, localizeDigits } from '#shared/format'
import { BASE_PATH } from '#shared/locale'
import { indiaMoment } from '#shared/time'
import { DataTable } from '../layout/DataTable'
import { useListing } from './useListing'

/** A published planned shutdown as /ShutdownNotices shows it, with where it stands at the page's time. */
export type ShutdownRow = Omit<PlannedShutdownView, 'status' | 'publishedAt'> & { state: 'upcoming' | 'underWay' | 'over' }

/** The rows of the page: the published shutdowns (latest start first), each with its state at `asOf`. */
export function shutdownRows(views: readonly PlannedShutdownView[], asOf: number): ShutdownRow[] {
  return views.map(({ status: _s, publishedAt: _p, ...v }) => ({ ...v, state: asOf < v.startsAt ? 'upcoming' : asOf < v.endsAt ? 'underWay' : 'over' }))
}

const iso = (t: number) => new Date(t).toISOString()

/**
 * The planned shutdowns of /ShutdownNotices (issue 13), above the notice documents: reference,
 * feeders, the time window (India time) and the reason. An Assamese page shows the Assamese
 * reason, or says the reason is in English only with a link to the English page, and names
 * each feeder by its Assamese name and code (by its code alone, an identifier like a consumer
 * number, when it has no Assamese name) and its circle: no English text on it.
 */
export function PlannedShutdowns({ rows }: { rows: ShutdownRow[] }) {
  const { t } = useTranslation('shutdowns')
  const { locale } = useListing()
  const window = (r: ShutdownRow) => {
    const from = indiaMoment(iso(r.startsAt))!
    const to = indiaMoment(iso(r.endsAt))!
    if (from.day === to.day) return t('windowSameDay', { day: formatDate(from.day, locale), from: localizeDigits(from.time!, locale), to: localizeDigits(to.time!, locale) })
    return t('window', { from: formatDmyTime(iso(r.startsAt), locale), to: formatDmyTime(iso(r.endsAt), locale) })
  }
  return (
    <section className="planned-shutdowns" aria-labelledby="planned-shutdowns-heading">
      <h2 className="section-title" id="planned-shutdowns-heading">
        {t('heading')}
      </h2>
      <p>{t('lead')}</p>
      {rows.length === 0 ? (
        <p className="listing-empty" role="status">
          {t('none')}
        </p>
      ) : (
        <DataTable
          id="planned-shutdowns-caption"
          caption={t('caption')}
          className="table table--stack planned-shutdowns__table"
          columns={[t('columns.ref'), t('columns.feeders'), t('columns.when'), t('columns.reason')]}
        >
          {rows.map((r) => (
            <tr key={r.id} id={`shutdown-${r.ref}`}>
              <td data-label={t('columns.ref')}>
                {r.ref}
                <span className={`badge planned-shutdowns__state planned-shutdowns__state--${r.state}`}>{t(`state.${r.state}`)}</span>
              </td>
              <td data-label={t('columns.feeders')}>
                <ul className="planned-shutdowns__feeders">
                  {r.feeders.map((f) => {
                    const circle = CIRCLE_BY_CODE.get(f.circleCode)
                    return (
                      <li key={f.code}>
                        {locale !== 'as' ? `${f.name} (${f.code})` : f.nameAs?.trim() ? `${f.nameAs} (${f.code})` : f.code}
                        {circle ? <span className="planned-shutdowns__circle">{circleName(circle, locale)}</span> : null}
                      </li>
                    )
                  })}
                </ul>
                <span className="planned-shutdowns__customers">{t('customers', { n: formatNumber(r.customers, locale) })}</span>
              </td>
              <td data-label={t('columns.when')}>
                <time dateTime={iso(r.startsAt)}>{window(r)}</time>
              </td>
              <td data-label={t('columns.reason')}>
                {locale !== 'as' ? (
                  r.reason
                ) : r.reasonAs ? (
                  r.reasonAs
                ) : (
                  <>
                    {t('reasonEnglishOnly')}{' '}
                    <a href={`${BASE_PATH}/ShutdownNotices#shutdown-${r.ref}`} hrefLang="en">
                      {t('reasonEnglishLink')}
                    </a>
                  </>
                )}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  )
}
