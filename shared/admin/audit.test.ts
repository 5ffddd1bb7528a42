import { describe, expect, it } from 'vitest'
import { problemText } from '../input/problem'
import { AUDIT_QUERY_WORDS, auditDiff, auditFilterOf, auditQueryString, auditValue, parseAuditQuery } from './audit'

describe('parseAuditQuery', () => {
  it('reads the filter, trims, and names each bad field', () => {
    const { query, problems } = parseAuditQuery({ actor: ' admin.super ', action: 'user.create', entity_id: 'x', from: '2026-02-31', to: '2026-03-01', page: '2' })
    expect(query).toMatchObject({ actor: 'admin.super', action: 'user.create', entityId: 'x', from: '', to: '2026-03-01', page: 2 })
    expect(problems).toEqual([{ field: 'from', key: 'dateInvalid' }])
    expect(problemText(AUDIT_QUERY_WORDS, problems[0])).toBe('Give a date as YYYY-MM-DD.')
    expect(parseAuditQuery({ from: '2026-05-02', to: '2026-05-01' }).problems[0].field).toBe('to')
    expect(parseAuditQuery({ page: '0' }).problems[0].field).toBe('page')
    expect(parseAuditQuery({ actor: ['a.b', 'c.d'] }).query.actor).toBe('a.b')
  })

  it('turns India dates into bounds: from the start of the first day to the end of the last', () => {
    const f = auditFilterOf(parseAuditQuery({ from: '2026-04-01', to: '2026-04-01' }).query)
    expect(f.from).toBe(Date.parse('2026-03-31T18:30:00Z'))
    expect(f.to).toBe(Date.parse('2026-04-01T18:30:00Z'))
    expect(auditQueryString(parseAuditQuery({ actor: 'a.b', entity_id: '7' }).query, 3)).toBe('?actor=a.b&entity_id=7&page=3')
  })
})

describe('auditDiff', () => {
  it('lists only the keys that changed, readably', () => {
    expect(auditDiff({ active: true, roles: ['a'], name: 'N' }, { active: false, roles: ['a', 'b'], name: 'N' })).toEqual([
      { key: 'active', before: 'true', after: 'false' },
      { key: 'roles', before: 'a', after: 'a, b' },
    ])
    expect(auditDiff(null, { name: 'New', nameAs: null })).toEqual([{ key: 'name', before: '—', after: 'New' }])
    expect(auditDiff({ name: 'Old' }, null)).toEqual([{ key: 'name', before: 'Old', after: '—' }])
    expect(auditDiff('a', 'b')).toEqual([{ key: '(value)', before: 'a', after: 'b' }])
    expect(auditValue({ a: 1 })).toBe('{"a":1}')
    expect(auditValue([])).toBe('(none)')
  })
})
