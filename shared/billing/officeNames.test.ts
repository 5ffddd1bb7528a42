import { describe, expect, it } from 'vitest'
import { divisionIn, divisionNameAs, subDivisionIn, subDivisionNameAs } from './officeNames'

describe('office areas in Assamese (issue 23 §3)', () => {
  it('names a division from its town and number; another shape by its code', () => {
    expect(divisionNameAs('101', 'Bongaigaon Electrical Division 5')).toBe('বঙাইগাঁও বৈদ্যুতিক ডিভিজন ৫')
    expect(divisionNameAs('042', 'Guwahati Electrical Division 12')).toBe('গুৱাহাটী বৈদ্যুতিক ডিভিজন ১২')
    expect(divisionNameAs('207', 'Some Other Office')).toBe('ডিভিজন ২০৭')
    expect(divisionNameAs('207', 'Atlantis Electrical Division 1')).toBe('ডিভিজন ২০৭')
  })

  it('names a sub-division from its town and number, Roman or not', () => {
    expect(subDivisionNameAs('Sivasagar Sub-Division I')).toBe('শিৱসাগৰ চাব-ডিভিজন ১')
    expect(subDivisionNameAs('North Lakhimpur Sub-Division II')).toBe('উত্তৰ লখিমপুৰ চাব-ডিভিজন ২')
    expect(subDivisionNameAs('Nalbari Electrical Sub-Division No. 3')).toBe('নলবাৰী বৈদ্যুতিক চাব-ডিভিজন ৩')
    // an unknown town or shape: no made-up name
    expect(subDivisionNameAs('Atlantis Sub-Division I')).toBeNull()
    expect(subDivisionNameAs('Sivasagar town office')).toBeNull()
  })

  it('answers the name in the page language; the record as it is (marked English) only when there is no Assamese', () => {
    expect(divisionIn('en', '101', 'Bongaigaon Electrical Division 5')).toEqual({ text: 'Bongaigaon Electrical Division 5' })
    expect(divisionIn('as', '101', 'Bongaigaon Electrical Division 5')).toEqual({ text: 'বঙাইগাঁও বৈদ্যুতিক ডিভিজন ৫' })
    expect(divisionIn('as', '101', null)).toBeNull()
    expect(subDivisionIn('en', 'Tezpur Sub-Division II')).toEqual({ text: 'Tezpur Sub-Division II' })
    expect(subDivisionIn('as', 'Tezpur Sub-Division II')).toEqual({ text: 'তেজপুৰ চাব-ডিভিজন ২' })
    expect(subDivisionIn('as', 'Atlantis Sub-Division I')).toEqual({ text: 'Atlantis Sub-Division I', lang: 'en' })
    expect(subDivisionIn('as', null)).toBeNull()
  })
})
