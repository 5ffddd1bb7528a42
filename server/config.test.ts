import { describe, expect, it } from 'vitest'
import { loadConfig } from './config'

describe('loadConfig', () => {
  it('works in demo mode with no other settings: SQLite under data/, port 3000', () => {
    const c = loadConfig({ DEMO_MODE: 'true' }, '/srv/app')
    expect(c.PORT).toBe(3000)
    expect(c.DATABASE_URL).toBeUndefined()
    expect(c.sqlitePath).toBe('/srv/app/data/apdcl.sqlite')
    expect(c.SEED_DEMO_DATA).toBe(true)
    expect(c.isProduction).toBe(false)
  })
  it('takes PostgreSQL from DATABASE_URL', () => {
    expect(loadConfig({ DEMO_MODE: 'true', DATABASE_URL: 'postgres://u@h:5432/db' }).DATABASE_URL).toBe('postgres://u@h:5432/db')
  })
  it('refuses bad values with a readable message', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/)
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL must be a postgres/)
    expect(() => loadConfig({ SEED_DEMO_DATA: 'maybe' })).toThrow(/SEED_DEMO_DATA/)
  })
  it('reads booleans', () => {
    expect(loadConfig({ DEMO_MODE: 'true', SEED_DEMO_DATA: 'false' }).SEED_DEMO_DATA).toBe(false)
  })
})
