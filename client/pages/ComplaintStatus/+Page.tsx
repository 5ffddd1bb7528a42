import { useData } from 'vike-react/useData'
import type { WorkItem } from '#shared/workflow/contract'
import { FactList } from '#client/components/common/FactList'
import { PostForm } from '#client/components/forms/PostForm'
import { InputField, RadioField, TextAreaField } from '#client/components/forms/fields'
import { ListingHeader } from '#client/components/listing/ListingHeader'
import { WorkHistory, WorkSummary } from '#client/components/applications/WorkStatus'
import { useComplaints } from '#client/components/complaints/useComplaints'
import { DangerNotice } from '#client/components/complaints/DangerNotice'
import { PrintButton } from '#client/components/billing/PrintButton'
import '#client/components/applications/applications.css'
import '#client/components/complaints/complaints.css'
import type { Data } from './+data'
import { MOBILE_INPUT_MAX } from '#shared/input/fields'

// the forms' schemas (and zod) come when a form is first used, not with the page (issue 24 §6)
const complaintForms = () => import('#shared/workflow/forms/complaint')
const text = (v: unknown) => (typeof v === 'string' ? v : '')

/**
 * A complaint's ticket (issue 10 §4): where it stands, its deadline and history; the 1912 notice
 * when it is urgent; once resolved, the rating form and (within 7 days) the reopen form. Without
 * access, the lookup by ticket number and mobile. Every form posts here (a hidden `action`) and
 * works without JavaScript.
 */
export default function Page() {
  const { workNo, item, post, canReopen, reopenUntil } = useData<Data>()
  const { t } = useComplaints()
  return (
    <>
      <ListingHeader title={t('status.title')} lead={item ? undefined : t('status.lead')} />
      <div className="container section">{item ? <Ticket item={item} post={post} canReopen={canReopen} reopenUntil={reopenUntil} /> : <Lookup workNo={workNo} post={post} />}</div>
    </>
  )
}

function Lookup({ workNo, post }: Pick<Data, 'workNo' | 'post'>) {
  const { t, href } = useComplaints()
  const state = post ?? (workNo ? { form: 'lookup', values: { applNo: workNo }, problems: [] } : null)
  return (
    <>
      {workNo && !post ? (
        <p className="alert alert--info" role="status">
          {t('status.noAccess')}
        </p>
      ) : null}
      <PostForm
        form="lookup"
        action={href('/ComplaintStatus')}
        label={t('status.formLabel')}
        post={state}
        schema={() => complaintForms().then((m) => m.complaintLookupSchema)}
        hidden={{ action: 'lookup' }}
        submitLabel={t('status.submit')}
      >
        {(field) => (
          <>
            <InputField {...field('applNo')} label={t('status.applNo')} hint={t('status.applNoHint')} maxLength={14} />
            <InputField {...field('mobile')} label={t('status.mobile')} type="tel" inputMode="numeric" maxLength={MOBILE_INPUT_MAX} autoComplete="tel-national" />
          </>
        )}
      </PostForm>
      <p className="ack-actions">
        <a className="btn btn--secondary" href={href('/RegisterComplaint')}>
          {t('register.title')}
        </a>
      </p>
    </>
  )
}

function Ticket({ item, post, canReopen, reopenUntil }: { item: WorkItem } & Pick<Data, 'post' | 'canReopen' | 'reopenUntil'>) {
  const { t, href, district, dateTime, n, locale } = useComplaints()
  const d = item.data
  const place = [text(d.locality), text(d.landmark), district(item.district)].filter(Boolean).join(', ')
  const self = href(`/ComplaintStatus?applNo=${item.workNo}`)
  return (
    <>
      <section className="card card--accent" aria-labelledby="ticket-title">
        <div className="card__body">
          <h2 className="card__title" id="ticket-title">
            {t('status.cardTitle')} <span className="work-no">{item.workNo}</span>
            {item.urgent ? (
              <span className="urgent-badge" data-testid="urgent">
                {t('status.urgent')}
              </span>
            ) : null}
          </h2>
          {item.state === 'registered' ? (
            <p className="alert alert--success" role="status">
              {t('status.registered', { mobile: item.mobileMasked })}
            </p>
          ) : null}
          {item.urgent ? <DangerNotice /> : null}
          <WorkSummary item={item} numberLabel={t('status.ticket')} />
          <FactList
            className="work-facts"
            testId="complaint-facts"
            facts={[
              { label: t('status.category'), value: item.category ? t(`categories.${item.category}`) : '' },
              { label: t('status.subcategory'), value: item.subcategory ? t(`subcategories.${item.subcategory}`) : '' },
              { label: t('status.location'), value: place },
              { label: t('status.description'), value: <span className="complaint-text">{text(d.description)}</span> },
              { label: t('status.consNo'), value: item.consumerNo ?? '' },
              { label: t('status.photo'), value: item.files.some((f) => f.slot === 'photo') ? t('status.photoAttached') : '' },
              { label: t('status.receivedOn'), value: dateTime(item.createdAt) },
            ]}
          />
          {item.state === 'closed' && item.rating !== null ? <p data-testid="rated">{t('status.rated', { rating: n(item.rating) })}</p> : null}
          <div className="ack-actions">
            <PrintButton label={t('status.print')} />
            <a className="btn btn--secondary" href={`/api/applications/${item.workNo}/ack.pdf?lang=${locale}`} download data-testid="ticket-pdf">
              {t('status.pdf')}
            </a>
            <a className="btn btn--secondary" href={href('/ComplaintStatus')}>
              {t('status.another')}
            </a>
            <a className="btn btn--secondary" href={href('/RegisterComplaint')}>
              {t('status.newComplaint')}
            </a>
          </div>
        </div>
      </section>
      {item.state === 'resolved' ? (
        <div className="complaint-forms">
          <section className="card" aria-labelledby="rate-title">
            <div className="card__body">
              <h2 className="card__title" id="rate-title">
                {t('status.rateTitle')}
              </h2>
              <p>{t('status.rateLead')}</p>
              <PostForm
                form="rate"
                action={self}
                label={t('status.rateTitle')}
                post={post}
                schema={() => complaintForms().then((m) => m.complaintRatingSchema)}
                hidden={{ action: 'rate', applNo: item.workNo }}
                submitLabel={t('status.rateSubmit')}
              >
                {(field) => (
                  <>
                    <RadioField {...field('rating')} label={t('status.rating')} options={['5', '4', '3', '2', '1'].map((v) => ({ value: v, label: t(`status.ratings.${v}`) }))} />
                    <TextAreaField {...field('comment')} label={t('status.comment')} maxLength={500} />
                    <InputField {...field('mobile')} label={t('status.rateMobile')} type="tel" inputMode="numeric" maxLength={MOBILE_INPUT_MAX} autoComplete="tel-national" />
                  </>
                )}
              </PostForm>
            </div>
          </section>
          <section className="card" aria-labelledby="reopen-title">
            <div className="card__body">
              <h2 className="card__title" id="reopen-title">
                {t('status.reopenTitle')}
              </h2>
              {canReopen && reopenUntil ? (
                <>
                  <p>{t('status.reopenLead', { date: dateTime(reopenUntil) })}</p>
                  <PostForm
                    form="reopen"
                    action={self}
                    label={t('status.reopenTitle')}
                    post={post}
                    schema={() => complaintForms().then((m) => m.complaintReopenSchema)}
                    hidden={{ action: 'reopen', applNo: item.workNo }}
                    submitLabel={t('status.reopenSubmit')}
                  >
                    {(field) => (
                      <>
                        <TextAreaField {...field('reason')} label={t('status.reason')} maxLength={500} />
                        <InputField {...field('mobile')} label={t('status.rateMobile')} type="tel" inputMode="numeric" maxLength={MOBILE_INPUT_MAX} autoComplete="tel-national" />
                      </>
                    )}
                  </PostForm>
                </>
              ) : (
                <p data-testid="reopen-passed">{t('status.reopenPassed')}</p>
              )}
            </div>
          </section>
        </div>
      ) : null}
      <WorkHistory item={item} />
    </>
  )
}
