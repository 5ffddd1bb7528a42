/** The spinner over a form while the browser is on its way to the payment gateway (a live status). */
export function BusyOverlay({ className, live, text, block = 'div' }: { className: string; live: 'polite' | 'assertive'; text: string; block?: 'p' | 'div' }) {
  const Block = block
  return (
    <div className={className} role="status" aria-live={live}>
      <Block className="loading">
        <span className="spinner" aria-hidden="true" />
        {text}
      </Block>
    </div>
  )
}
