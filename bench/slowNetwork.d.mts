// Types of the parts of bench/slowNetwork.mjs the tests use (test/e2e/pageWeight.test.ts).
import type { Browser, BrowserContextOptions } from 'playwright-core'

export const SLOW_NETWORK: { latencyMs: number; kbps: number; cpuSlowdown: number }
export const PHONE_CONTEXT: BrowserContextOptions

export interface LoadedFile {
  file: string
  transferred: number
  gzip: number
  missing: boolean
}
export interface FirstLoad {
  url: string
  status: number
  finalUrl: string
  requests: string[]
  requestCount: number
  js: LoadedFile[]
  jsTransferred: number
  jsGzip: number
  htmlTransferred: number
  readyMs: number | null
  fcpMs: number | null
  problems: string[]
}
export interface SlowPage {
  path: string
  signedIn?: string
  jsGzipMaxKB?: number
  requestsMax?: number
  readyMaxMs?: number
}
export interface SlowBudget {
  jsGzipMaxKB: number
  requestsMax: number
  readyMaxMs: number
  pages: SlowPage[]
}
export interface PageBudget {
  jsGzipMaxKB: number
  requestsMax: number
  readyMaxMs: number
}

export function firstLoad(
  browser: Browser,
  url: string,
  opts: {
    clientDir: string
    throttle?: typeof SLOW_NETWORK | null
    cookies?: Array<{ name: string; value: string; domain?: string; path?: string; url?: string; secure?: boolean; httpOnly?: boolean; sameSite?: 'Strict' | 'Lax' | 'None'; expires?: number }>
    contextOptions?: BrowserContextOptions
    quietMs?: number
    timeoutMs?: number
  },
): Promise<FirstLoad>
export function budgetFailures(r: FirstLoad, budget: PageBudget, opts?: { timed?: boolean }): string[]
export function pageBudget(slow: SlowBudget, page: SlowPage): PageBudget
