import type { ConnType } from '#shared/constants'
import type { DashboardTools as ToolsData } from '#shared/dashboard/insights'
import { RemindersCard } from './RemindersCard'
import { StatementCard } from './StatementCard'
import { YearOnYear } from './YearOnYear'
import { Kept } from '#client/lib/htmlOnly/Kept'
import { Later } from '#client/lib/htmlOnly/Later'
import './tools.css'

/**
 * What a dashboard adds beyond the spec (issue 9 §3), below its own sections: this month
 * against last year (postpaid and smart prepaid), then the SMS reminder choice and the annual
 * statement side by side. The comparison and the statement's links are Kept (the dashboards are
 * HTML-only pages: the browser keeps their markup and loads none of their code, issue 24 §6); the
 * reminder form's code comes when the form comes near the screen (Later).
 */
export function DashboardTools({ tools, consumerNo, connType }: { tools: ToolsData; consumerNo: string; connType: ConnType }) {
  return (
    <>
      {tools.yearOnYear ? <Kept id="dash-year-on-year">{import.meta.env.SSR ? <YearOnYear data={tools.yearOnYear} /> : null}</Kept> : null}
      <div className="grid grid--2">
        <Later
          id="dash-reminders"
          render={() => import('./RemindersCard').then((m) => <m.RemindersCard settings={tools.reminders} outcome={tools.reminderOutcome} typedThreshold={tools.reminderThreshold} />)}
        >
          {import.meta.env.SSR ? <RemindersCard settings={tools.reminders} outcome={tools.reminderOutcome} typedThreshold={tools.reminderThreshold} /> : null}
        </Later>
        <Kept id="dash-statement">{import.meta.env.SSR ? <StatementCard consumerNo={consumerNo} connType={connType} years={tools.statementYears} /> : null}</Kept>
      </div>
    </>
  )
}
