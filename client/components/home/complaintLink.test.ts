import { describe, expect, it } from 'vitest'
import { EXTERNAL } from '../layout/links'
import { complaintLink, SIDE_MENU } from './homeLinks'

describe('the side menu complaint link', () => {
  it('goes to the outside complaint site by default, or where COMPLAINTS_URL says', () => {
    expect(SIDE_MENU.find((l) => l.key === 'side.complaint')).toEqual({ key: 'side.complaint', href: EXTERNAL.complaint })
    expect(complaintLink(undefined)).toEqual({ key: 'side.complaint', href: EXTERNAL.complaint })
    // a route of ours: localized by the link (AS_RegisterComplaint on Assamese pages), same tab
    expect(complaintLink('/RegisterComplaint')).toEqual({ key: 'side.complaint', to: '/RegisterComplaint' })
    expect(complaintLink('https://grievance.example/apdcl')).toEqual({ key: 'side.complaint', href: 'https://grievance.example/apdcl' })
    // never a protocol-relative or script URL
    expect(complaintLink('//evil.example')).toEqual({ key: 'side.complaint', href: EXTERNAL.complaint })
    expect(complaintLink('javascript:alert(1)')).toEqual({ key: 'side.complaint', href: EXTERNAL.complaint })
  })
})
