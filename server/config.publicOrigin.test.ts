import { describe, expect, it } from 'vitest'
import { PRODUCTION_ENV, refusal } from '../test/helpers/productionEnv'
import { loadConfig } from './config'

describe('PUBLIC_ORIGIN: the origin of canonical links, feeds, the sitemap and robots.txt', () => {
  it('outside demo mode it is required and used as given (trailing slash dropped)', () => {
    expect(loadConfig({ ...PRODUCTION_ENV }).publicOrigin).toBe('https://www.apdcl.example')
    expect(loadConfig({ ...PRODUCTION_ENV, PUBLIC_ORIGIN: 'https://www.apdcl.org/' }).publicOrigin).toBe('https://www.apdcl.org')
    const env: Record<string, string> = { ...PRODUCTION_ENV }
    delete env.PUBLIC_ORIGIN
    expect(refusal(env)).toEqual([expect.stringMatching(/^PUBLIC_ORIGIN: PUBLIC_ORIGIN \(the site's public origin, e\.g\. https:\/\/www\.apdcl\.org\) is required outside demo mode/)])
  })

  it('demo mode defaults to http://localhost:PORT, or takes the one given', () => {
    expect(loadConfig({ DEMO_MODE: 'true' }).publicOrigin).toBe('http://localhost:3000')
    expect(loadConfig({ DEMO_MODE: 'true', PORT: '8080' }).publicOrigin).toBe('http://localhost:8080')
    expect(loadConfig({ DEMO_MODE: 'true', PUBLIC_ORIGIN: 'http://demo.example:3000' }).publicOrigin).toBe('http://demo.example:3000')
  })

  it('refuses anything but an http(s) origin: a path, a query, another scheme', () => {
    for (const bad of ['https://www.apdcl.org/website', 'https://www.apdcl.org?x=1', 'ftp://www.apdcl.org', 'https://user:pw@www.apdcl.org']) {
      expect(refusal({ DEMO_MODE: 'true', PUBLIC_ORIGIN: bad }), bad).toEqual([expect.stringMatching(/^PUBLIC_ORIGIN: must be an origin/)])
    }
  })
})
