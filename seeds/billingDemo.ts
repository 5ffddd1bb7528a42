import type { ConnType } from '#shared/constants'

/** The demo consumers behind the demo logins of issue 3 (listed in the README). */
export interface DemoConsumer {
  consumerNo: string
  mobile: string
  connType: ConnType
  tariffCategory: string
  connectedLoadKw: number
  name: string
  address: string
  email: string | null
  /** postpaid: how many of the newest bills are unpaid (1 = only the current bill) */
  unpaidBills?: number
}

export const DEMO_CONSUMERS: readonly DemoConsumer[] = [
  {
    consumerNo: '101000000001',
    mobile: '9000000001',
    connType: 'POSTPAID',
    tariffCategory: 'LT-II',
    connectedLoadKw: 2,
    name: 'Ranjit Kumar Das',
    address: 'House 12, Zoo Road, Guwahati 781024',
    email: 'ranjit.das@example.in',
    unpaidBills: 1,
  },
  {
    consumerNo: '102000000002',
    mobile: '9000000002',
    connType: 'SMART POSTPAID',
    tariffCategory: 'LT-II',
    connectedLoadKw: 3,
    name: 'Mridula Bora',
    address: 'Ward 4, Na-Ali, Jorhat 785001',
    email: null,
    unpaidBills: 1,
  },
  {
    consumerNo: '103000000003',
    mobile: '9000000003',
    connType: 'PREPAID',
    tariffCategory: 'LT-II',
    connectedLoadKw: 1,
    name: 'Abdul Karim Ahmed',
    address: 'Chowkidinghee, Dibrugarh 786001',
    email: null,
  },
  {
    consumerNo: '104000000004',
    mobile: '9000000004',
    connType: 'SMART PREPAID',
    tariffCategory: 'LT-II',
    connectedLoadKw: 2,
    name: 'Pranjal Saikia',
    address: 'Mission Chariali, Tezpur 784001',
    email: 'pranjal.saikia@example.in',
  },
  {
    consumerNo: '105000000005',
    mobile: '9000000005',
    connType: 'POSTPAID',
    tariffCategory: 'LT-IV',
    connectedLoadKw: 5,
    name: 'Bhattacharjee Stores',
    address: 'Central Road, Silchar 788001',
    email: 'stores@example.in',
    unpaidBills: 2,
  },
  {
    consumerNo: '105000000006',
    mobile: '9000000005',
    connType: 'SMART PREPAID',
    tariffCategory: 'LT-II',
    connectedLoadKw: 2,
    name: 'Anita Bhattacharjee',
    address: 'Tarapur, Silchar 788003',
    email: 'stores@example.in',
  },
]

/** A mobile with no consumer: the "not registered" demo login. */
export const UNREGISTERED_DEMO_MOBILE = '9000000009'
/** Months of bills for every postpaid consumer, days of readings for every smart meter. */
export const DEMO_BILL_MONTHS = 24
export const DEMO_READING_DAYS = 60

/** A small deterministic generator (mulberry32), seeded from a consumer number. */
export function seededRandom(seed: string): () => number {
  let a = 0
  for (const ch of seed) a = (Math.imul(a, 31) + ch.charCodeAt(0)) | 0
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}
