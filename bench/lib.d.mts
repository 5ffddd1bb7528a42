// Types of the parts of bench/lib.mjs the tests use (test/e2e/http.test.ts, test/e2e/pageWeight.test.ts).
export interface SizedFile {
  file: string
  gzip: number
}
export interface PageWeight {
  jsFiles: SizedFile[]
  cssFiles: SizedFile[]
  missing: string[]
  jsGzip: number
  cssGzip: number
}
/** The JavaScript and CSS a page's HTML loads (static imports followed), gzip level 9. */
export function pageWeight(html: string, clientDir: string): PageWeight
/** The home page's: pageWeight of its HTML. */
export const homeWeight: typeof pageWeight
