// Types of the parts of bench/lib.mjs the tests use (test/e2e/http.test.ts).
export interface SizedFile {
  file: string
  gzip: number
}
/** The JavaScript and CSS a page's HTML loads (static imports followed), gzip level 9. */
export function homeWeight(
  html: string,
  clientDir: string,
): { jsFiles: SizedFile[]; cssFiles: SizedFile[]; missing: string[]; jsGzip: number; cssGzip: number }
