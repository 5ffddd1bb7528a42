import { describe, expect, it } from 'vitest'
import { clear, readSession, rememberDesktopMobile, saveSession, selectConsumer, SESSION_KEYS } from './sessionStore'

class MemoryStorage {
  map = new Map<string, string>()
  getItem(k: string) {
    return this.map.has(k) ? (this.map.get(k) as string) : null
  }
  setItem(k: string, v: string) {
    this.map.set(k, String(v))
  }
  removeItem(k: string) {
    this.map.delete(k)
  }
}

describe('sessionStore (spec §3: accessToken, consList, mobile, selectedCons)', () => {
  it('keeps the four keys, consList as JSON, the first consumer number selected', () => {
    const store = new MemoryStorage()
    const s = saveSession({ accessToken: 'tok', consList: ['105000000005', '105000000006'], mobile: '9000000005' }, store)
    expect(s.selectedCons).toBe('105000000005')
    expect(store.getItem('accessToken')).toBe('tok')
    expect(JSON.parse(store.getItem('consList') ?? '')).toEqual(['105000000005', '105000000006'])
    expect(store.getItem('mobile')).toBe('9000000005')
    expect(store.getItem('selectedCons')).toBe('105000000005')
    expect(readSession(store)).toEqual(s)
  })

  it('a storage that refuses writes does not stop the login', () => {
    const full = new MemoryStorage()
    full.setItem = () => {
      throw new DOMException('quota', 'QuotaExceededError')
    }
    expect(saveSession({ accessToken: 'tok', consList: ['101000000001'], mobile: '9000000001' }, full).selectedCons).toBe('101000000001')
  })

  it('reads nothing from missing or malformed keys', () => {
    const store = new MemoryStorage()
    expect(readSession(store)).toBeNull()
    expect(readSession(undefined)).toBeNull()
    saveSession({ accessToken: 'tok', consList: ['101000000001'], mobile: '9000000001' }, store)
    store.setItem('consList', '{not json')
    expect(readSession(store)).toBeNull()
    store.setItem('consList', '[]')
    expect(readSession(store)).toBeNull()
    store.setItem('consList', '[1]')
    expect(readSession(store)).toBeNull()
  })

  it('selects only a consumer number of the session; a stray selectedCons falls back to the first', () => {
    const store = new MemoryStorage()
    saveSession({ accessToken: 'tok', consList: ['105000000005', '105000000006'], mobile: '9000000005' }, store)
    expect(selectConsumer('105000000006', store)).toBe(true)
    expect(readSession(store)?.selectedCons).toBe('105000000006')
    expect(selectConsumer('101000000001', store)).toBe(false)
    expect(readSession(store)?.selectedCons).toBe('105000000006')
    store.setItem('selectedCons', '999999999999')
    expect(readSession(store)?.selectedCons).toBe('105000000005')
  })

  it('clear() removes the session keys and the desktop login mobile, nothing else', () => {
    const session = new MemoryStorage()
    const local = new MemoryStorage()
    saveSession({ accessToken: 'tok', consList: ['101000000001'], mobile: '9000000001' }, session)
    session.setItem('other', 'kept')
    rememberDesktopMobile('9000000001', local)
    local.setItem('adminId', 'kept')
    expect(local.getItem('mobile')).toBe('9000000001')
    clear(session, local)
    for (const k of Object.values(SESSION_KEYS)) expect(session.getItem(k)).toBeNull()
    expect(session.getItem('other')).toBe('kept')
    expect(local.getItem('mobile')).toBeNull()
    expect(local.getItem('adminId')).toBe('kept')
    expect(() => clear(undefined, undefined)).not.toThrow()
  })
})
