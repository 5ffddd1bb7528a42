import { describe, expect, it } from 'vitest'
import { PRODUCTION_ENV, refusal } from '../test/helpers/productionEnv'
import { loadConfig } from './config'

describe('COMPLAINTS_URL', () => {
  it('is a route of ours or an http(s) URL; empty or absent: the in-house desk in demo mode, the outside complaint site outside it', () => {
    // a demonstration has no outside complaint site of its own: its links go to the desk (issue 24 §2)
    expect(loadConfig({ DEMO_MODE: 'true' }).COMPLAINTS_URL).toBe('/RegisterComplaint')
    expect(loadConfig({ DEMO_MODE: 'true', COMPLAINTS_URL: '' }).COMPLAINTS_URL).toBe('/RegisterComplaint')
    expect(loadConfig({ ...PRODUCTION_ENV }).COMPLAINTS_URL).toBeUndefined()
    expect(loadConfig({ ...PRODUCTION_ENV, COMPLAINTS_URL: '' }).COMPLAINTS_URL).toBeUndefined()
    expect(loadConfig({ ...PRODUCTION_ENV, COMPLAINTS_URL: '/RegisterComplaint' }).COMPLAINTS_URL).toBe('/RegisterComplaint')
    expect(loadConfig({ DEMO_MODE: 'true', COMPLAINTS_URL: 'https://grievance.example/apdcl' }).COMPLAINTS_URL).toBe('https://grievance.example/apdcl')
    for (const bad of ['//evil.example/x', 'javascript:alert(1)', 'RegisterComplaint', 'ftp://x.example/']) {
      expect(refusal({ DEMO_MODE: 'true', COMPLAINTS_URL: bad }), bad).toEqual(['COMPLAINTS_URL: COMPLAINTS_URL must be a route like /RegisterComplaint or an http(s) URL'])
    }
  })
})
