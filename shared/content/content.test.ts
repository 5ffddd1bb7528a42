import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { SHOWDIV } from '../routes'
import type { Bilingual } from './types'
import enPages from '../locales/en/pages.json'
import asPages from '../locales/as/pages.json'
import enGigw from '../locales/en/gigw.json'

const modules = import.meta.glob<{ default: Bilingual }>('./*/index.ts', { eager: true })
const pages = Object.entries(modules).map(([file, mod]) => [file.split('/')[1], mod.default] as const)

/** Values that must be identical in both languages: they are structure, not text. */
const STRUCTURAL = new Set(['id', 'type', 'href', 'src', 'tone', 'ordered', 'rowHeaders', 'updated'])

/** Walks en and as side by side; returns every difference of structure or empty text. */
function compare(en: unknown, as: unknown, path: string, problems: string[]) {
  if (Array.isArray(en)) {
    if (!Array.isArray(as) || as.length !== en.length) {
      problems.push(`${path}: en has ${en.length} items, as has ${Array.isArray(as) ? as.length : typeof as}`)
      return
    }
    en.forEach((item, i) => compare(item, as[i], `${path}[${i}]`, problems))
    return
  }
  if (en && typeof en === 'object') {
    if (!as || typeof as !== 'object') return void problems.push(`${path}: missing in as`)
    const keysEn = Object.keys(en).sort()
    const keysAs = Object.keys(as).sort()
    if (keysEn.join() !== keysAs.join()) problems.push(`${path}: keys ${keysEn} vs ${keysAs}`)
    for (const key of keysEn) {
      const a = (en as Record<string, unknown>)[key]
      const b = (as as Record<string, unknown>)[key]
      if (STRUCTURAL.has(key)) {
        if (a !== b) problems.push(`${path}.${key}: ${String(a)} vs ${String(b)}`)
      } else compare(a, b, `${path}.${key}`, problems)
    }
    return
  }
  if (typeof en === 'string') {
    if (typeof as !== 'string') problems.push(`${path}: not a string in as`)
    else if (!en.trim() || !as.trim()) problems.push(`${path}: empty text`)
  } else if (typeof en !== typeof as) problems.push(`${path}: ${typeof en} vs ${typeof as}`)
}

describe('editorial content modules', () => {
  it('finds the modules of every static page', () => {
    expect(pages.length).toBeGreaterThanOrEqual(19)
  })

  it.each(pages)('%s has the same structure in English and Assamese, with no empty text', (_name, content) => {
    const problems: string[] = []
    compare(content.en, content.as, 'content', problems)
    expect(problems).toEqual([])
  })

  it.each(pages)('%s has unique section ids and files that exist', (_name, content) => {
    const ids = content.en.sections.flatMap((s) => [s.id, ...(s.subsections ?? []).map((x) => x.id)])
    expect(new Set(ids).size).toBe(ids.length)
    const files = JSON.stringify(content.en).match(/"\/static\/[^"]+"/g) ?? []
    for (const file of files) {
      const path = fileURLToPath(new URL(`../../client/public${JSON.parse(file)}`, import.meta.url))
      expect(existsSync(path), file).toBe(true)
    }
  })

  it.each(pages)('%s writes Assamese with ৰ and ৱ, not the Bengali র and ব-for-wa', (_name, content) => {
    expect(JSON.stringify(content.as)).not.toMatch(/র/)
  })

  it('offers a section for every ?showdiv value', () => {
    const byRoute = { '/Project': 'project', '/WebsitePolicy': 'websitePolicy' } as const
    for (const [route, values] of Object.entries(SHOWDIV)) {
      const content = modules[`./${byRoute[route as keyof typeof byRoute]}/index.ts`].default
      expect(content.en.sections.map((s) => s.id)).toEqual([...values])
    }
  })

  it('has a title for every page in both languages of pages.json', () => {
    const problems: string[] = []
    compare(enPages, asPages, 'pages.json', problems)
    expect(problems).toEqual([])
    // the GIGW pages (issue 14) have their titles in gigw.json
    for (const [name] of pages) expect({ ...enPages, ...enGigw }).toHaveProperty(`${name}.title`)
  })
})
