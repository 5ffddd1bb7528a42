import { useData } from 'vike-react/useData'
import { costEstimateSchema } from '#shared/workflow/forms/newConnection'
import { PostForm } from '#client/components/forms/PostForm'
import { ListingHeader } from '#client/components/listing/ListingHeader'
import { useApplications } from '#client/components/applications/useApplications'
import { ConnectionFields } from '#client/components/applications/ConnectionFields'
import '#client/components/applications/applications.css'
import type { Data } from './+data'

/** The service connection cost estimate (issue 10 §3): the rule table in the database, the same that prices /ApplyNewConn. */
export default function Page() {
  const { post, input, estimate } = useData<Data>()
  const { t, href, money } = useApplications()
  return (
    <>
      <ListingHeader title={t('estimate.title')} lead={t('estimate.lead')} />
      <div className="container section">
        <PostForm
          key={JSON.stringify(post?.values ?? {})}
          method="get"
          form="estimate"
          action={href('/EstimateServiceCost')}
          label={t('estimate.formLabel')}
          post={post}
          schema={costEstimateSchema}
          submitLabel={t('estimate.submit')}
        >
          {(field) => (
            <>
              <ConnectionFields field={field} />
            </>
          )}
        </PostForm>
        {estimate && input ? (
          <section className="card card--accent section" aria-labelledby="estimate-title" data-testid="estimate">
            <div className="card__body">
              <h2 className="card__title" id="estimate-title">
                {t('estimate.resultTitle')}: {t(`categories.${input.category}`)}, {t(`phases.${input.phase}`)}
              </h2>
              <div className="table-wrap">
                <table className="table cost-table">
                  <caption className="visually-hidden">{t('estimate.resultTitle')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('estimate.item')}</th>
                      <th scope="col" className="num">
                        {t('estimate.amount')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {estimate.lines.map((l) => (
                      <tr key={l.item}>
                        <th scope="row">{t(`costLines.${l.item}`)}</th>
                        <td className="num">{money(l.paise)}</td>
                      </tr>
                    ))}
                  </tbody>
                  <tfoot>
                    <tr>
                      <th scope="row">{t('estimate.total')}</th>
                      <td className="num" data-testid="estimate-total">
                        <strong>{money(estimate.totalPaise)}</strong>
                      </td>
                    </tr>
                  </tfoot>
                </table>
              </div>
              <p className="small muted">{t('estimate.note')}</p>
              <p>
                <a className="btn btn--primary" href={href('/ApplyNewConn')}>
                  {t('estimate.apply')}
                </a>
              </p>
            </div>
          </section>
        ) : null}
      </div>
    </>
  )
}
