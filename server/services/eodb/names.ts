/**
 * Assamese names of divisions for the reports: the one rule of the product lives in
 * shared/billing/officeNames.ts (the consumer pages name divisions and sub-divisions with it too).
 */
export { divisionNameAs } from '#shared/billing/officeNames'
