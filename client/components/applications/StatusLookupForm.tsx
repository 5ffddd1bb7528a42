import type { FormPostState } from '#shared/input/schema'
import { statusLookupSchema } from '#shared/workflow/forms/status'
import { PostForm } from '../forms/PostForm'
import { InputField } from '../forms/fields'
import { useApplications } from './useApplications'
import { MOBILE_INPUT_MAX } from '#shared/input/fields'

/**
 * The status lookup (number and the applicant's mobile), posting to /CheckApplStatus (a POST
 * that works without JavaScript; a match lets this browser open the item). On /CheckApplStatus
 * and on an acknowledgement this browser may not open yet.
 */
export function StatusLookupForm({ post }: { post: FormPostState | null }) {
  const { t, href } = useApplications()
  return (
    <PostForm form="status" action={href('/CheckApplStatus')} label={t('status.formLabel')} post={post} schema={statusLookupSchema} submitLabel={t('status.submit')}>
      {(field) => (
        <>
          <InputField {...field('applNo')} label={t('status.applNo')} hint={t('status.applNoHint')} maxLength={12} />
          <InputField {...field('mobile')} label={t('status.mobile')} type="tel" inputMode="numeric" maxLength={MOBILE_INPUT_MAX} autoComplete="tel-national" />
        </>
      )}
    </PostForm>
  )
}
