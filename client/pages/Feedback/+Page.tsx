import { useTranslation } from '#client/lib/useTranslation'
import { useData } from 'vike-react/useData'
import { FEEDBACK_MESSAGE_MAX, FEEDBACK_PAGE_MAX, FEEDBACK_TOPICS, feedbackSchema } from '#shared/feedback/input'
import { PostForm } from '#client/components/forms/PostForm'
import { InputField, SelectField, TextAreaField } from '#client/components/forms/fields'
import { useLinks } from '#client/components/layout/paths'
import { PageHeader } from '#client/components/static/PageHeader'
import '#client/components/applications/applications.css'
import '#client/components/gigw/gigw.css'
import type { Data } from './+data'
import { MOBILE_INPUT_MAX } from '#shared/input/fields'

const FORM = 'feedback'

/**
 * /Feedback (issue 14, GIGW 3.0): a POST form that works without JavaScript (server/routes/forms/
 * feedback.ts; the same action is POST /api/feedback). The answer is this page again with the
 * reference, which went to the mobile by SMS when one was given; refused input comes back with
 * the error summary; the network's limit answers with its message.
 */
export default function Page() {
  const { post } = useData<Data>()
  const { t } = useTranslation('gigw')
  const { href } = useLinks()
  const sent = post?.form === FORM && post.step === 'sent' ? post.info : null
  // the reference in the sentence of the language, set apart so it can be read and copied
  const [refBefore, refAfter = ''] = t('feedback.reference', { reference: '\u0000' }).split('\u0000')
  return (
    <>
      <PageHeader title={t('feedback.title')} lead={t('feedback.lead')} />
      <div className="container section feedback-layout">
        {sent ? (
          <section className="alert alert--success feedback-sent" aria-labelledby="feedback-sent-title" data-testid="feedback-sent">
            <h2 id="feedback-sent-title" tabIndex={-1}>
              {t('feedback.sentTitle')}
            </h2>
            <p>
              {refBefore}
              <span className="feedback-sent__ref" data-testid="feedback-reference">
                {String(sent.reference)}
              </span>
              {refAfter}
            </p>
            <p>{sent.ack === 'sms' ? t('feedback.ackSms') : t('feedback.ackPage')}</p>
            <p>{t('feedback.reply')}</p>
            <p>
              <a className="btn btn--secondary" href={href('/Feedback')}>
                {t('feedback.another')}
              </a>
            </p>
          </section>
        ) : (
          <PostForm form={FORM} action={href('/Feedback')} label={t('feedback.formLabel')} post={post} schema={feedbackSchema} submitLabel={t('feedback.submit')} busyText={t('feedback.sending')}>
            {(field) => (
              <>
                <fieldset className="form-section fieldset">
                  <legend className="fieldset__legend form-section__title">{t('feedback.sections.about')}</legend>
                  <SelectField
                    {...field('topic')}
                    label={t('feedback.topic')}
                    placeholder={t('feedback.choose')}
                    options={FEEDBACK_TOPICS.map((v) => ({ value: v, label: t(`feedback.topics.${v}`) }))}
                  />
                  <InputField {...field('page')} label={t('feedback.page')} hint={t('feedback.pageHint')} maxLength={FEEDBACK_PAGE_MAX} />
                  <TextAreaField {...field('message')} label={t('feedback.message')} hint={t('feedback.messageHint')} maxLength={FEEDBACK_MESSAGE_MAX} />
                </fieldset>
                <fieldset className="form-section fieldset">
                  <legend className="fieldset__legend form-section__title">{t('feedback.sections.you')}</legend>
                  <InputField {...field('name')} label={t('feedback.name')} autoComplete="name" maxLength={100} />
                  <InputField
                    {...field('mobile')}
                    label={t('feedback.mobile')}
                    hint={t('feedback.mobileHint')}
                    type="tel"
                    inputMode="numeric"
                    maxLength={MOBILE_INPUT_MAX}
                    autoComplete="tel-national"
                  />
                  <InputField {...field('email')} label={t('feedback.email')} hint={t('feedback.emailHint')} type="email" inputMode="email" maxLength={200} autoComplete="email" />
                </fieldset>
                <p className="small muted">
                  {t('feedback.privacy')} <a href={href('/WebsitePolicy?showdiv=privacy')}>{t('common:footer.privacy')}</a>
                </p>
              </>
            )}
          </PostForm>
        )}
      </div>
    </>
  )
}
