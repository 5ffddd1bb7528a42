import { useData } from 'vike-react/useData'
import { FactList } from '#client/components/common/FactList'
import { ListingHeader } from '#client/components/listing/ListingHeader'
import { PrintButton } from '#client/components/billing/PrintButton'
import { WorkHistory } from '#client/components/applications/WorkStatus'
import { useApplications } from '#client/components/applications/useApplications'
import { FeePayment } from '#client/components/applications/FeePayment'
import { StatusLookupForm } from '#client/components/applications/StatusLookupForm'
import '#client/components/applications/applications.css'
import type { Data } from './+data'

/** The acknowledgement of an application or complaint: number, fee receipt, deadline, documents (issue 10 §3). */
export default function Page() {
  const { workNo, item, feeOrder, post } = useData<Data>()
  const { t, href, money, date, dateTime, district, locale } = useApplications()
  if (!item) {
    return (
      <>
        <ListingHeader title={t('ack.title')} />
        <div className="container section">
          <div className="alert alert--info" role="status">
            <p>{workNo ? t('ack.noAccess') : t('ack.askNumber')}</p>
          </div>
          <div className="apply-layout">
            <StatusLookupForm post={workNo ? { form: 'status', values: { applNo: workNo }, problems: [] } : null} />
            <aside className="apply-aside card" aria-labelledby="ack-about">
              <div className="card__body">
                <h2 className="card__title" id="ack-about">
                  {t('ack.aboutTitle')}
                </h2>
                <ul>
                  {(t('ack.aboutList', { returnObjects: true }) as string[]).map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </div>
            </aside>
          </div>
        </div>
      </>
    )
  }
  const paid = item.feePaidAt && item.feeReceiptNo
  return (
    <>
      <ListingHeader title={t('ack.title')} lead={t('ack.lead')} />
      <div className="container section">
        <section className="card card--accent ack" aria-labelledby="ack-title">
          <div className="card__body">
            <h2 className="card__title" id="ack-title">
              {t(`kinds.${item.kind}`)}
            </h2>
            <FactList
              className="work-facts"
              testId="ack-facts"
              facts={[
                {
                  label: t('ack.number'),
                  value: (
                    <span className="work-no" data-testid="appl-no">
                      {item.workNo}
                    </span>
                  ),
                },
                { label: t('ack.date'), value: dateTime(item.createdAt) },
                { label: t('ack.applicant'), value: item.applicantName, record: true },
                { label: t('ack.mobile'), value: item.mobileMasked },
                item.district ? { label: t('newConn.district'), value: district(item.district) } : null,
                { label: t('ack.state'), value: <strong data-testid="work-state">{t(`states.${item.state}`)}</strong> },
                { label: t('ack.deadline'), value: item.deadlineAt ? date(item.deadlineAt) : t('ack.deadlineNone') },
                item.feePaise > 0
                  ? {
                      label: t('ack.fee'),
                      value: (
                        <>
                          {money(item.feePaise)} — {paid ? t('ack.feePaid', { date: dateTime(item.feePaidAt), receipt: item.feeReceiptNo }) : t('ack.feeDue')}
                        </>
                      ),
                    }
                  : null,
              ]}
            />
            {item.files.length ? (
              <>
                <h3>{t('ack.documents')}</h3>
                <ul>
                  {item.files.map((f) => (
                    <li key={f.id}>{t(`slots.${f.slot}`, { defaultValue: t('slots.document') })}</li>
                  ))}
                </ul>
              </>
            ) : null}
            {item.state === 'awaiting_payment' ? <FeePayment item={item} feeOrder={feeOrder} post={post} /> : null}
            <div className="ack-actions">
              <PrintButton label={t('ack.print')} />
              <a className="btn btn--secondary" href={`/api/applications/${item.workNo}/ack.pdf?lang=${locale}`} download data-testid="ack-pdf">
                {t('ack.download')}
              </a>
              <a className="btn btn--secondary" href={href(`/CheckApplStatus?applNo=${item.workNo}`)}>
                {t('ack.statusLink')}
              </a>
            </div>
          </div>
        </section>
        <WorkHistory item={item} />
      </div>
    </>
  )
}
