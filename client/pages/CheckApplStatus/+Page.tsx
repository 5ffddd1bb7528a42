import { useData } from 'vike-react/useData'
import { ListingHeader } from '#client/components/listing/ListingHeader'
import { WorkHistory, WorkSummary } from '#client/components/applications/WorkStatus'
import { useApplications } from '#client/components/applications/useApplications'
import { StatusLookupForm } from '#client/components/applications/StatusLookupForm'
import '#client/components/applications/applications.css'
import type { Data } from './+data'

/** Status of an application or complaint: by number and mobile (a POST that works without JavaScript), or from the signed-in list. */
export default function Page() {
  const { workNo, item, mine, post } = useData<Data>()
  const { t, href, date } = useApplications()
  const values = post ? post : workNo && !item ? { form: 'status', values: { applNo: workNo }, problems: [] } : null
  return (
    <>
      <ListingHeader title={t('status.title')} lead={t('status.lead')} />
      <div className="container section">
        {item ? (
          <section className="card card--accent" aria-labelledby="status-title">
            <div className="card__body">
              <h2 className="card__title" id="status-title">
                {t(`kinds.${item.kind}`)}
              </h2>
              <WorkSummary item={item} />
              <p className="ack-actions">
                <a className="btn btn--secondary" href={href(`/PrintAck?applNo=${item.workNo}`)}>
                  {t('ack.title')}
                </a>
                <a className="btn btn--secondary" href={href('/CheckApplStatus')}>
                  {t('status.another')}
                </a>
              </p>
            </div>
          </section>
        ) : (
          <StatusLookupForm post={values} />
        )}
        {item ? <WorkHistory item={item} /> : null}
        {mine ? (
          <section className="section" aria-labelledby="mine-title">
            <h2 id="mine-title">{t('status.mine')}</h2>
            {mine.length ? (
              <ul className="plain-list">
                {mine.map((m) => (
                  <li key={m.workNo}>
                    <a href={href(`/CheckApplStatus?applNo=${m.workNo}`)}>{t('status.open', { no: m.workNo })}</a> — {t(`kinds.${m.kind}`)}, {t(`states.${m.state}`)}, {date(m.createdAt)}
                  </li>
                ))}
              </ul>
            ) : (
              <p>{t('status.mineEmpty')}</p>
            )}
          </section>
        ) : null}
      </div>
    </>
  )
}
