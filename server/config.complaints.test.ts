import { describe, expect, it } from 'vitest'
import { refusal } from '../test/helpers/productionEnv'
import { loadConfig } from './config'

describe('COMPLAINTS_URL', () => {
  it('is a route of ours or an http(s) URL; empty or absent leaves the outside complaint site', () => {
    expect(loadConfig({ DEMO_MODE: 'true' }).COMPLAINTS_URL).toBeUndefined()
    expect(loadConfig({ DEMO_MODE: 'true', COMPLAINTS_URL: '' }).COMPLAINTS_URL).toBeUndefined()
    expect(loadConfig({ DEMO_MODE: 'true', COMPLAINTS_URL: '/RegisterComplaint' }).COMPLAINTS_URL).toBe('/RegisterComplaint')
    expect(loadConfig({ DEMO_MODE: 'true', COMPLAINTS_URL: 'https://grievance.example/apdcl' }).COMPLAINTS_URL).toBe('https://grievance.example/apdcl')
    for (const bad of ['//evil.example/x', 'javascript:alert(1)', 'RegisterComplaint', 'ftp://x.example/']) {
      expect(refusal({ DEMO_MODE: 'true', COMPLAINTS_URL: bad }), bad).toEqual(['COMPLAINTS_URL: COMPLAINTS_URL must be a route like /RegisterComplaint or an http(s) URL'])
    }
  })
})
