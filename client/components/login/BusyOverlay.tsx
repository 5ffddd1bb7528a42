/**
 * The loading overlay shown during each call (spec §4 "A loading overlay shows during each
 * call"). It covers the form it sits in (the parent is position: relative); the form itself
 * carries aria-busy, so assistive technology waits for the answer.
 */
export function BusyOverlay({ show, label }: { show: boolean; label: string }) {
  if (!show) return null
  return (
    <div className="login-busy" data-testid="login-busy">
      <span className="spinner" aria-hidden="true" />
      <span className="login-busy__label">{label}</span>
    </div>
  )
}
