/**
 * What the form tests send: a browser's same-origin header (the forms' CSRF check reads
 * Sec-Fetch-Site) and a new-connection application's fields, valid as they stand.
 */

/** The header a browser sends with a form of the same site. */
export const SAME_ORIGIN = { 'Sec-Fetch-Site': 'same-origin' } as const

/** A valid new-connection application (every field a string, as a form sends it); `mobile` its applicant's. */
export const newConnectionFields = (mobile: string) => ({
  applicantName: 'Ram Das',
  guardianName: 'Hari Das',
  mobile,
  category: 'domestic',
  loadKw: '3',
  phase: '1',
  address: 'House 5, Zoo Road',
  district: 'kamrup-metro',
  pinCode: '781005',
  areaClass: 'metro',
  distanceM: '50',
  declaration: 'on',
})
