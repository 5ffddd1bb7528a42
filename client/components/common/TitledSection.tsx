import type { ReactNode } from 'react'

interface Props {
  /** the heading's id; the section is labelled by it */
  id: string
  title: ReactNode
  /** the section's class (none by default) */
  className?: string
  /** the heading's class */
  titleClassName?: string
  /** the heading's level */
  level?: 2 | 3
  testId?: string
  children?: ReactNode
}

/**
 * A section named by its own heading: `<section aria-labelledby={id}><h2 id={id}>title</h2>…</section>`,
 * the block the bill, prepaid and dashboard pages repeat for each titled part of a page.
 */
export function TitledSection({ id, title, className, titleClassName = 'section-title', level = 2, testId, children }: Props) {
  const Heading = level === 3 ? 'h3' : 'h2'
  return (
    <section className={className} aria-labelledby={id} data-testid={testId}>
      <Heading id={id} className={titleClassName}>
        {title}
      </Heading>
      {children}
    </section>
  )
}
