/** The side card of a form's page (registration, settlement, the requests on a connection): the steps in order, and links. */
import type { ReactNode } from 'react'

export function Steps({ title, steps, children }: { title: string; steps: readonly string[]; children?: ReactNode }) {
  return (
    <aside className="apply-aside" aria-labelledby="steps-title">
      <section className="card">
        <div className="card__body">
          <h2 className="card__title" id="steps-title">
            {title}
          </h2>
          <ol>
            {steps.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ol>
          {children}
        </div>
      </section>
    </aside>
  )
}
