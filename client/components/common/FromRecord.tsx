import type { ReactNode } from 'react'
import type { LocalName } from '#shared/billing/officeNames'

/**
 * Text copied from a record that must not be translated (issue 23 §3): a consumer's name or
 * address from the billing system, a payee's registered name, a UPI id or link. The HTML mark
 * `translate="no"` says so to browsers and translation tools, and the Assamese pages' check
 * (test/helpers/latinWords.ts) leaves it out. Never for the site's own words: those have
 * their Assamese in the locales.
 */
export function FromRecord({ children, lang }: { children?: ReactNode; lang?: string }) {
  return (
    <span translate="no" lang={lang}>
      {children}
    </span>
  )
}

/** A name in the page's language (shared/billing/officeNames.ts), or the record's English, marked, when there is no other. */
export function LocalNameText({ name }: { name: LocalName }) {
  return name.lang ? <FromRecord lang={name.lang}>{name.text}</FromRecord> : <>{name.text}</>
}
