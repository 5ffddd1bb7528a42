import type { Consumer } from '#shared/billing/contract'
import type { CalcProblem } from './tariffInput'
import type { FieldProblemKey } from '#shared/input/fields'

/** Every problem a bill-service form can show: billing:problems.* or the spec's messages:* texts. */
export type ProblemKey = FieldProblemKey | CalcProblem | 'consumerNotFound' | 'notPrepaid' | 'receiptNotFound'

/** The spec's exact texts live in the `messages` namespace. */
export const MESSAGE_PROBLEMS: ReadonlySet<string> = new Set(['numbersOnly', 'consumerNotFound'])

/** A consumer as a public page shows it (name masked; no mobile, e-mail or address). */
export type PublicConsumer = Pick<Consumer, 'consumerNo' | 'oldConsumerNo' | 'connType' | 'tariffCategory' | 'connectedLoadKw' | 'phase' | 'meterNo' | 'status' | 'subDivision' | 'divisionCode'> & {
  maskedName: string
  /** the division's name as the records have it (English; a page names it in its language with shared/billing/officeNames.ts) */
  division: string | null
}
