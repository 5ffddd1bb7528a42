/**
 * The loading overlay shown during each call (spec §4 "A loading overlay shows during each
 * call"). It covers the form it sits in (the parent is position: relative); the form itself
 * carries aria-busy, so assistive technology waits for the answer. While an OTP call solves
 * the server's proof-of-work challenge, `checking` replaces the label and is announced
 * politely (the status region stays in the page so the text is read when it appears).
 */
export function BusyOverlay({ show, label, checking = null }: { show: boolean; label: string; checking?: string | null }) {
  const announced = show && checking ? checking : null
  return (
    <>
      {show ? (
        <div className="login-busy" data-testid="login-busy">
          <span className="spinner" aria-hidden="true" />
          <span className="login-busy__label" aria-hidden={announced ? true : undefined}>
            {announced ?? label}
          </span>
        </div>
      ) : null}
      <p className="visually-hidden" role="status" data-testid="login-checking">
        {announced}
      </p>
    </>
  )
}
