/**
 * Every Assamese text of the product, for the glossary and digit-policy tests
 * (docs/glossary-as.md): the values of shared/locales/as/*.json and of the PDFs' locale, and
 * every string literal with Assamese letters in the code, the content pages and the seeds
 * (test files excluded: they hold deliberate counter-examples).
 */
import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

export interface AssameseText {
  /** file and key or line, for the failure message */
  where: string
  text: string
}

export const ROOT = path.resolve(import.meta.dirname, '../..')
export const ASSAMESE = /[\u0980-\u09FF]/

function jsonValues(file: string): AssameseText[] {
  const out: AssameseText[] = []
  const walk = (value: unknown, key: string): void => {
    if (typeof value === 'string') out.push({ where: `${file} ${key}`, text: value })
    else if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${key}[${i}]`))
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, key ? `${key}.${k}` : k)
  }
  walk(JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8')), '')
  return out
}

/** The TypeScript sources under `dir` (tests and declaration files left out). */
export function sourceFiles(dir: string): string[] {
  const out: string[] = []
  for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const rel = `${dir}/${entry.name}`
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') out.push(...sourceFiles(rel))
    } else if (/\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name)) out.push(rel)
  }
  return out
}

/** The string literals (and template pieces) of a TypeScript file that contain Assamese letters. */
export function assameseLiterals(file: string, source: string): AssameseText[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  const out: AssameseText[] = []
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node) || ts.isJsxText(node)) {
      if (ASSAMESE.test(node.text)) out.push({ where: `${file}:${sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1}`, text: node.text })
    }
    ts.forEachChild(node, visit)
  }
  visit(sf)
  return out
}

export const LOCALE_DIR = 'shared/locales/as'
export const PDF_LOCALE = 'server/services/documents/locales/as.json'

/** The Assamese texts of the locale files (every value, Assamese letters or not). */
export function localeTexts(): AssameseText[] {
  const files = fs
    .readdirSync(path.join(ROOT, LOCALE_DIR))
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => `${LOCALE_DIR}/${f}`)
  return [...files, PDF_LOCALE].flatMap(jsonValues)
}

let code: AssameseText[] | undefined

/** Assamese string literals of the code, the content pages (shared/content) and the seeds (read once per test file). */
export function codeTexts(): AssameseText[] {
  code ??= ['shared', 'client', 'server', 'seeds'].flatMap(sourceFiles).flatMap((f) => assameseLiterals(f, fs.readFileSync(path.join(ROOT, f), 'utf8')))
  return code
}

export function allAssameseTexts(): AssameseText[] {
  return [...localeTexts(), ...codeTexts()]
}
