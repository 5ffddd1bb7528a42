import type { Banner, BoardMember, Career, Contact, DocumentEntry, JobResponsibility, MarqueeItem, NewsItem, Tender } from '#shared/content/contract'
import { CONTACT_TYPES, FLAG_YES, NONE } from '#shared/constants'

/**
 * The legacy answer shapes of spec §3 / §7, word for word: snake_case fields, dates as
 * dd/mm/yyyy, 'NA' for none, 'Y'/'N' flags, and a parent's documents as pipe-separated
 * parallel lists (file_location|type|date|title|new_flag_doc line up by position).
 */
const NO = 'N'

export function legacyDate(iso: string | null | undefined): string {
  const m = iso ? /^(\d{4})-(\d{2})-(\d{2})/.exec(iso) : null
  return m ? `${m[3]}/${m[2]}/${m[1]}` : NONE
}

export function legacyFlag(isNew: boolean): string {
  return isNew ? FLAG_YES : NO
}

export function orNone(value: string | null | undefined): string {
  return value === null || value === undefined || value.trim() === '' ? NONE : value
}

/** One pipe list over `items`; a '|' inside a value would shift the columns, so it becomes '/'. */
export function pipeList<T>(items: T[], pick: (item: T) => string | null | undefined): string {
  if (!items.length) return NONE
  return items.map((item) => orNone(pick(item)).replaceAll('|', '/')).join('|')
}

export function legacyTender(t: Tender) {
  return {
    description: t.description,
    tender_no: t.tenderNo,
    tender_date: legacyDate(t.tenderDate),
    prebid_date: legacyDate(t.prebidDate),
    bid_start_date: legacyDate(t.bidStartDate),
    bid_end_date: legacyDate(t.bidEndDate),
    bid_opening_date: legacyDate(t.bidOpeningDate),
    nit: orNone(t.nit),
    new_flag: legacyFlag(t.isNew),
    file_location: pipeList(t.documents, (d) => d.fileLocation),
    type: pipeList(t.documents, (d) => d.type),
    date: pipeList(t.documents, (d) => legacyDate(d.date)),
    title: pipeList(t.documents, (d) => d.title),
    new_flag_doc: pipeList(t.documents, (d) => legacyFlag(d.isNew)),
  }
}

export function legacyDocument(d: DocumentEntry) {
  return {
    name: d.name,
    file_location: orNone(d.fileLocation),
    date: legacyDate(d.date),
    sub_type: orNone(d.subType),
    new_flag: legacyFlag(d.isNew),
    typeString: d.typeString,
  }
}

export function legacyCareer(c: Career) {
  return {
    description: c.description,
    adv: orNone(c.adv),
    adv_date: legacyDate(c.advDate),
    apply_link: orNone(c.applyLink),
    new_flag: legacyFlag(c.isNew),
    file_location: pipeList(c.documents, (d) => d.fileLocation),
    doc_type: pipeList(c.documents, (d) => d.docType),
    date: pipeList(c.documents, (d) => legacyDate(d.date)),
    title: pipeList(c.documents, (d) => d.title),
    new_flag_doc: pipeList(c.documents, (d) => legacyFlag(d.isNew)),
  }
}

/** [image, link] */
export function legacyBanner(b: Banner): [string, string] {
  return [b.image, orNone(b.link)]
}

/** [id, title (html), link or NA, date, sub_type, new flag] */
export function legacyMarquee(m: MarqueeItem): [number, string, string, string, string, string] {
  return [m.id, m.title, orNone(m.link), legacyDate(m.date), orNone(m.subType), legacyFlag(m.isNew)]
}

export function legacyNews(n: NewsItem) {
  return { type: n.type, name: n.name }
}

export function legacyContact(c: Contact) {
  return {
    id: c.id,
    type_code: c.typeCode,
    name: c.name,
    designation: c.designation,
    office: c.office,
    area: orNone(c.area),
    phone: orNone(c.phone),
    mobile: orNone(c.mobile),
    email: orNone(c.email),
    address: orNone(c.address),
    name_as: orNone(c.nameAs),
    designation_as: orNone(c.designationAs),
    office_as: orNone(c.officeAs),
    area_as: orNone(c.areaAs),
    address_as: orNone(c.addressAs),
  }
}

/** The grouping keys of /api/web/contactInfo by type code (AGM, code 8, is only in allContact). */
export const CONTACT_INFO_KEYS = {
  keyOfficialContact: 1,
  zoneContact: 2,
  circleContact: 3,
  divisionContact: 4,
  subDivisionContact: 5,
  ircaContact: 6,
  tcContact: 7,
} as const satisfies Record<string, keyof typeof CONTACT_TYPES>

/** [id, name, designation, photo, name_as, designation_as] */
export function legacyBoardDirector(b: BoardMember): [number, string, string, string, string, string] {
  return [b.id, b.name, b.designation, orNone(b.photo), orNone(b.nameAs), orNone(b.designationAs)]
}

/** [id, designation, responsibility, designation_as, responsibility_as] */
export function legacyJobResponsibility(j: JobResponsibility): [number, string, string, string, string] {
  return [j.id, j.designation, j.responsibility, orNone(j.designationAs), orNone(j.responsibilityAs)]
}
