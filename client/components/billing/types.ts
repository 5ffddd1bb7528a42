import type { ConnType } from '../../../shared/constants'
import type { CalcProblem } from './tariffInput'
import type { InputProblem } from '../../../shared/billingInput'

/** Every problem a bill-service form can show: billing:problems.* or the spec's messages:* texts. */
export type ProblemKey = InputProblem | CalcProblem | 'consumerNotFound' | 'notPrepaid' | 'receiptNotFound'

/** The spec's exact texts live in the `messages` namespace. */
export const MESSAGE_PROBLEMS: ReadonlySet<string> = new Set(['numbersOnly', 'consumerNotFound'])

/** A consumer as a public page shows it (name masked; no mobile, e-mail or address). */
export interface PublicConsumer {
  consumerNo: string
  oldConsumerNo: string | null
  maskedName: string
  connType: ConnType
  tariffCategory: string
  connectedLoadKw: number
  phase: number
  meterNo: string | null
  status: string
  subDivision: string | null
  division: string | null
}
