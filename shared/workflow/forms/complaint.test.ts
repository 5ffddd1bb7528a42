import { describe, expect, it } from 'vitest'
import { checkForm } from '../../input/schema'
import { ALL_SUBCATEGORIES, complaintSchema, isDangerCategory, reopenUntil } from './complaint'
import { COMPLAINT_CATEGORIES, COMPLAINT_SUBCATEGORIES } from '../rules'

const OK = {
  category: 'danger',
  subcategory: 'sparking',
  description: 'Sparks from the pole top since the rain.',
  district: 'nalbari',
  locality: 'Ward 4',
  name: 'Ramesh Kalita',
  mobile: '98765 43210',
}

describe('the complaint schema', () => {
  it('takes a complaint: trims, drops spaces of a mobile and consumer number, leaves the optional fields out', () => {
    const r = checkForm(complaintSchema, { ...OK, landmark: '  ', consNo: ' ', description: `  ${OK.description}  ` })
    expect(r).toEqual({ ok: true, value: { ...OK, mobile: '9876543210', landmark: undefined, consNo: undefined } })
    const withNo = checkForm(complaintSchema, { ...OK, consNo: '1010 0000 0001' })
    expect(withNo.ok && withNo.value.consNo).toBe('101000000001')
  })

  it('judges the sub-category against the category only when both are valid', () => {
    expect(checkForm(complaintSchema, { ...OK, category: 'bill' })).toEqual({ ok: false, problems: [{ field: 'subcategory', key: 'subcategoryMismatch' }] })
    expect(checkForm(complaintSchema, { ...OK, category: '' })).toEqual({ ok: false, problems: [{ field: 'category', key: 'categoryEmpty' }] })
    expect(checkForm(complaintSchema, { ...OK, subcategory: 'x' })).toEqual({ ok: false, problems: [{ field: 'subcategory', key: 'subcategoryEmpty' }] })
    // every category's every problem passes with its category
    for (const c of COMPLAINT_CATEGORIES) for (const s of COMPLAINT_SUBCATEGORIES[c]) expect(checkForm(complaintSchema, { ...OK, category: c, subcategory: s }).ok, `${c}/${s}`).toBe(true)
    expect(ALL_SUBCATEGORIES).toHaveLength(Object.values(COMPLAINT_SUBCATEGORIES).flat().length)
  })

  it('knows the danger categories and the last moment to reopen', () => {
    expect(COMPLAINT_CATEGORIES.filter(isDangerCategory)).toEqual(['danger'])
    expect(isDangerCategory(null)).toBe(false)
    expect(reopenUntil('2026-12-01T00:00:00.000Z')).toBe(Date.parse('2026-12-08T00:00:00.000Z'))
    expect(reopenUntil(null)).toBeNull()
  })
})
