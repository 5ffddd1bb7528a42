/** Business constants and limits of spec §9. */
export const MOBILE_LENGTH = 10
export const CONSUMER_NO_LENGTH = 12
export const CHAT_OTP_LENGTH = 6
export const CONNECTION_TYPES = ['POSTPAID', 'SMART POSTPAID', 'PREPAID', 'SMART PREPAID'] as const
export type ConnType = (typeof CONNECTION_TYPES)[number]
export type PrepaidConnType = Extract<ConnType, 'PREPAID' | 'SMART PREPAID'>
/** The connection-type predicates (the one definition of each family). */
export const isPostpaid = (t: ConnType): boolean => t === 'POSTPAID' || t === 'SMART POSTPAID'
export const isPrepaid = (t: ConnType): t is PrepaidConnType => t === 'PREPAID' || t === 'SMART PREPAID'
export const isSmart = (t: ConnType): boolean => t === 'SMART POSTPAID' || t === 'SMART PREPAID'
export const SUPPORT_NUMBER = '1912'
export const CONTACT_TYPES = {
  1: 'keyOfficial',
  2: 'zone',
  3: 'circle',
  4: 'division',
  5: 'subDivision',
  6: 'irca',
  7: 'tc',
  8: 'agm',
} as const
export type ContactTypeCode = keyof typeof CONTACT_TYPES
export const FLAG_YES = 'Y'
export const NONE = 'NA'
export const CAROUSEL_INTERVAL_MS = 5000
export const PAGE_PART_TIMEOUT_MS = 120_000
export const HEADER_SHRINK_SCROLL_PX = 50
export const MARQUEE_LOOPS = 2
export const CHAT_TIMINGS = {
  typingIndicatorMs: 1000,
  welcomeMs: 1500,
  animatedMessageMs: 1200,
  dataFetchMs: 1000,
  dataFetchDelayMs: 2000,
  exitResetMs: 2000,
} as const
export const CHAT_HISTORY_DAYS = 7
export const COPYRIGHT_YEAR = 2021
