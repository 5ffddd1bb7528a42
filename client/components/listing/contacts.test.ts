import { describe, expect, it } from 'vitest'
import type { Contact } from '#shared/content/contract'
import { filterContacts, groupContacts, telHref } from './contacts'

const contact = (id: number, typeCode: Contact['typeCode'], name: string, office: string, sortOrder = id): Contact => ({
  id,
  typeCode,
  name,
  designation: 'General Manager',
  office,
  area: null,
  phone: null,
  mobile: null,
  email: null,
  address: null,
  sortOrder,
  nameAs: null,
  designationAs: null,
  officeAs: null,
  areaAs: null,
  addressAs: null,
})

const list = [
  contact(1, 3, 'R. Das', 'Guwahati Electrical Circle-I'),
  contact(2, 1, 'A. Sharma', 'Bijulee Bhawan', 2),
  contact(3, 1, 'B. Gogoi', 'Bijulee Bhawan', 1),
  contact(4, 5, 'C. Bora', 'Jorhat Sub-Division'),
]

describe('groupContacts', () => {
  it('groups by type code in code order and sorts each group', () => {
    const groups = groupContacts(list)
    expect(groups.map((g) => g.code)).toEqual([1, 3, 5])
    expect(groups[0].contacts.map((c) => c.id)).toEqual([3, 2])
  })
})

describe('filterContacts', () => {
  it('matches name or office, ignoring case', () => {
    expect(filterContacts(list, 'jorhat').map((c) => c.id)).toEqual([4])
    expect(filterContacts(list, 'GOGOI').map((c) => c.id)).toEqual([3])
    expect(filterContacts(list, '  ')).toHaveLength(4)
  })

  it('matches the Assamese twins too (the AS_Contact search)', () => {
    const withAs = [...list, { ...contact(5, 4, 'D. Kalita', 'Nalbari Division'), nameAs: 'ডি. কলিতা', officeAs: 'নলবাৰী সংমণ্ডল' }]
    expect(filterContacts(withAs, 'নলবাৰী').map((c) => c.id)).toEqual([5])
    expect(filterContacts(withAs, 'কলিতা').map((c) => c.id)).toEqual([5])
  })
})

describe('telHref', () => {
  it('keeps only digits and a plus', () => {
    expect(telHref('+91 361-273 9520')).toBe('tel:+913612739520')
  })
})
