/**
 * The data of the dashboard's meter reading card (issue 14, ADR 025): the cycle, the last
 * reading, what is stored, and what the form sent without JavaScript came back with. Server
 * only: called by the postpaid dashboard's +data after dashboardContext has checked that the
 * consumer is the session's.
 */
import type { PageContextServer } from 'vike/types'
import type { Consumer } from '#shared/billing/contract'
import type { MeterReadingCard } from '#shared/meterReading/contract'
import { meterOutcomeOf, READING_MAX_CHARS } from '#shared/meterReading/rules'

export async function meterReadingCard(pageContext: PageContextServer, consumer: Consumer): Promise<MeterReadingCard> {
  const query = pageContext.urlParsed.search
  const outcome = meterOutcomeOf(query.meterReading)
  const typed = query.reading
  return {
    status: await pageContext.services.meterReadings.status(consumer),
    outcome,
    typedReading: outcome && outcome.kind !== 'saved' && typeof typed === 'string' ? typed.slice(0, READING_MAX_CHARS) : null,
  }
}
