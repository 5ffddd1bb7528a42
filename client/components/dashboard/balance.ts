/** Below this balance (paise) a smart prepaid consumer is warned to recharge: ₹100. */
export const LOW_BALANCE_PAISE = 100_00

/**
 * What the balance card warns about: a negative balance is emergency credit in use, a balance
 * under ₹100 is low, anything else needs no warning.
 */
export function balanceAlert(balancePaise: number): 'emergency' | 'low' | null {
  if (balancePaise < 0) return 'emergency'
  if (balancePaise < LOW_BALANCE_PAISE) return 'low'
  return null
}
