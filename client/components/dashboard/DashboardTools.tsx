import type { ConnType } from '#shared/constants'
import type { DashboardTools as ToolsData } from '#shared/contract/insights'
import { RemindersCard } from './RemindersCard'
import { StatementCard } from './StatementCard'
import { YearOnYear } from './YearOnYear'
import './tools.css'

/**
 * What a dashboard adds beyond the spec (issue 9 §3), below its own sections: this month
 * against last year (postpaid and smart prepaid), then the SMS reminder choice and the annual
 * statement side by side.
 */
export function DashboardTools({ tools, consumerNo, connType }: { tools: ToolsData; consumerNo: string; connType: ConnType }) {
  return (
    <>
      {tools.yearOnYear ? <YearOnYear data={tools.yearOnYear} /> : null}
      <div className="grid grid--2">
        <RemindersCard settings={tools.reminders} outcome={tools.reminderOutcome} typedThreshold={tools.reminderThreshold} />
        <StatementCard consumerNo={consumerNo} connType={connType} years={tools.statementYears} />
      </div>
    </>
  )
}
