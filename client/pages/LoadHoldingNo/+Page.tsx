import { useData } from 'vike-react/useData'
import { holdingLookupSchema } from '#shared/workflow/forms/requests'
import { PostForm } from '#client/components/forms/PostForm'
import { InputField } from '#client/components/forms/fields'
import { ListingHeader } from '#client/components/listing/ListingHeader'
import { useRequests } from '#client/components/requests/useRequests'
import '#client/components/applications/applications.css'
import type { Data } from './+data'

/** Whether a holding number is on record for a consumer number, masked (issue 10 §3); a GET form whose answer is the page of its query. */
export default function Page() {
  const { post, result } = useData<Data>()
  const { t, href } = useRequests()
  return (
    <>
      <ListingHeader title={t('lookup.title')} lead={t('lookup.lead')} />
      <div className="container section">
        <p className="prose">{t('lookup.about')}</p>
        <PostForm
          key={JSON.stringify(post?.values ?? {})}
          method="get"
          form="lookup"
          action={href('/LoadHoldingNo')}
          label={t('lookup.formLabel')}
          post={post}
          schema={holdingLookupSchema}
          submitLabel={t('lookup.submit')}
        >
          {(field) => <InputField {...field('consNo')} label={t('forms:otpStep.consNo')} inputMode="numeric" maxLength={14} />}
        </PostForm>
        {result ? (
          <section className="card card--accent section" aria-labelledby="lookup-result" data-testid="holding-result">
            <div className="card__body">
              <h2 className="card__title" id="lookup-result">
                {t('lookup.resultTitle', { consNo: result.consNo })}
              </h2>
              <p role="status">{result.holdingMasked ? t('lookup.found', { holding: result.holdingMasked }) : t('lookup.none')}</p>
              <p>
                <a className="btn btn--secondary" href={href('/HoldingNoUpdate')}>
                  {t('lookup.updateLink')}
                </a>
              </p>
            </div>
          </section>
        ) : null}
      </div>
    </>
  )
}
