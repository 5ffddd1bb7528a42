/**
 * The data of a dashboard's own tools (issue 9 §3): the SMS reminder choice (and what the
 * form sent without JavaScript came back with), this month against last year, and the
 * financial years of the annual statement. Server only: called by the dashboards' +data after
 * dashboardContext has checked that the consumer is the session's.
 */
import type { PageContextServer } from 'vike/types'
import type { Consumer } from '#shared/billing/contract'
import type { DashboardTools } from '#shared/dashboard/insights'
import { reminderOutcomeOf } from '#shared/dashboard/reminders'

export async function dashboardTools(pageContext: PageContextServer, consumer: Consumer): Promise<DashboardTools> {
  const { services } = pageContext
  const query = pageContext.urlParsed.search
  const [reminders, yearOnYear, statementYears] = await Promise.all([services.reminders.settings(consumer), services.dashboard.yearOnYear(consumer), services.statements.years(consumer.consumerNo)])
  const reminderOutcome = reminderOutcomeOf(query.reminders)
  const typed = query.threshold
  return {
    reminders,
    reminderOutcome,
    reminderThreshold: reminderOutcome && reminderOutcome !== 'saved' && typeof typed === 'string' ? typed.slice(0, 20) : null,
    yearOnYear,
    statementYears,
  }
}
