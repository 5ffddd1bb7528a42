/** The billing model lives in the shared contract (shared/contract/billing.ts); re-exported for the server's modules. */
export type { Consumer, Bill, Payment, PrepaidMeter, Recharge, DailyReading } from '#shared/contract/billing'
