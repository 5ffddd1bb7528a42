import { useEffect, type RefObject } from 'react'

/**
 * The keyboard focus of a login form: the mobile field when the form first shows (it arrives
 * after its container opened, so it takes the focus itself), then whatever the state asks for
 * (the OTP box when it appears, a field with a new error, …); an editable input's text is selected.
 */
export function useFocusRequests<F extends string>(
  refs: Record<F | 'mobile', RefObject<HTMLInputElement | HTMLButtonElement | null>>,
  focus: { target: NoInfer<F> | 'mobile'; seq: number } | null,
): void {
  useEffect(() => {
    refs.mobile.current?.focus()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- at mount only
  }, [])

  const seq = focus?.seq
  useEffect(() => {
    if (!focus) return
    const el = refs[focus.target].current
    el?.focus()
    if (el instanceof HTMLInputElement && !el.readOnly) el.select()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- each request (a new seq) is served once
  }, [seq])
}
