import type { PageContextServer } from 'vike/types'
import type { BillCharges, Tariff } from '#shared/billing/contract'
import { checkCalcQuery, readCalcQuery, wantsCalculation, type CalcInput } from '#client/components/billing/tariffInput'
import type { ProblemKey } from '#client/components/billing/types'
import type { InputProblem } from '#shared/input/problem'

export type Data = Awaited<ReturnType<typeof data>>

/** The bill calculator: the tariff engine on the tariff tables, computed on the server (a GET form). */
export async function data(pageContext: PageContextServer) {
  const search = pageContext.urlParsed.search
  const categories = await pageContext.services.billingLookups.tariffCategories()
  const query = readCalcQuery(search)
  const codes = categories.map((c) => c.code)
  const shownCode = codes.includes(query.category) ? query.category : (codes[0] ?? '')
  const tariff: Tariff | null = shownCode ? await pageContext.services.billing.tariff(shownCode) : null
  let errors: Array<InputProblem<string, ProblemKey>> = []
  let result: { input: CalcInput; charges: BillCharges; payable: number } | null = null
  if (wantsCalculation(search)) {
    const checked = checkCalcQuery(query, codes)
    if (!checked.ok) errors = checked.problems
    else if (tariff) {
      const input = checked.value
      const charges = pageContext.services.billingLookups.calculate({ previousReading: input.previousReading, currentReading: input.currentReading, connectedLoadKw: input.connectedLoadKw }, tariff)
      result = { input, charges, payable: input.paid === 'after' ? charges.amountAfterDue : charges.amountBeforeDue }
    }
  }
  return { categories, query: { ...query, category: shownCode }, tariff, errors, result }
}
