/**
 * The rules of docs/glossary-as.md, checked on a text: the banned variants of the terms
 * table, and the orthography rules that a machine can check.
 */
import type { AssameseText } from './assameseTexts'

export interface Term {
  english: string
  assamese: string
  banned: string[]
}

export interface Problem {
  where: string
  rule: string
  found: string
  text: string
}

/** The rows of the "## Terms" table: English | Assamese | `banned` `variants`. */
export function parseGlossary(markdown: string): Term[] {
  const section = /^## Terms\s*$([\s\S]*?)(?=^## )/m.exec(markdown)
  if (!section) throw new Error('docs/glossary-as.md has no "## Terms" section')
  const terms: Term[] = []
  for (const line of section[1].split('\n')) {
    if (!line.startsWith('|') || /^\|\s*(English|-)/.test(line)) continue
    const cells = line
      .split('|')
      .slice(1, -1)
      .map((c) => c.trim())
    if (cells.length !== 3) throw new Error(`glossary row without three columns: ${line}`)
    const banned = [...cells[2].matchAll(/`([^`]+)`/g)].map((m) => m[1])
    terms.push({ english: cells[0], assamese: cells[1], banned })
  }
  return terms
}

const LETTER = '\\u0980-\\u09FF'
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A banned variant matches where it is not the tail of a longer Assamese word ('লোড' is not found in 'ডাউনলোড'). */
export function bannedPattern(variant: string): RegExp {
  return new RegExp(`(?<![${LETTER}])${escape(variant)}`, 'u')
}

/** the case endings that attach to what they follow (glossary rule 1) */
const ENDINGS = ['ৰপৰা', 'তকৈ', 'লৈ', 'ৰে', 'ত', 'ৰ', 'ক', 'এ']
const DETACHED_ENDING = new RegExp(`([0-9০-৯A-Za-z]|\\}\\}|\\)|["'’”]) (${ENDINGS.join('|')})(?=$|[\\s।,.!?:;)"'’”])`, 'u')
const SPACE_BEFORE_MARK = /[ \u00a0]+[!?:;।]/
const STRAIGHT_APOSTROPHE = new RegExp(`[${LETTER}]'[${LETTER}]`, 'u')
const BENGALI_RA = /র/

export function problemsOf(texts: AssameseText[], terms: Term[]): Problem[] {
  const patterns = terms.flatMap((term) => term.banned.map((variant) => ({ term, variant, re: bannedPattern(variant) })))
  const problems: Problem[] = []
  for (const { where, text } of texts) {
    const add = (rule: string, found: string) => problems.push({ where, rule, found, text })
    for (const { term, variant, re } of patterns) if (re.test(text)) add(`banned variant of "${term.english}" (use ${term.assamese})`, variant)
    const detached = DETACHED_ENDING.exec(text)
    if (detached) add('case ending written apart', detached[0])
    const mark = SPACE_BEFORE_MARK.exec(text)
    if (mark) add('space before a punctuation mark', mark[0])
    const apostrophe = STRAIGHT_APOSTROPHE.exec(text)
    if (apostrophe) add('straight apostrophe inside an Assamese word (write ’)', apostrophe[0])
    if (BENGALI_RA.test(text)) add('Bengali র (write ৰ)', 'র')
  }
  return problems
}

export function report(problems: Problem[]): string {
  return problems.map((p) => `${p.where}: ${p.rule}: «${p.found}» in «${p.text.length > 120 ? p.text.slice(0, 117) + '…' : p.text}»`).join('\n')
}
