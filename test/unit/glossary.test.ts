import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { allAssameseTexts, codeTexts, localeTexts, PDF_LOCALE, ROOT } from './assameseTexts'
import { bannedPattern, parseGlossary, problemsOf, report } from './glossary'

const glossary = parseGlossary(fs.readFileSync(path.join(ROOT, 'docs/glossary-as.md'), 'utf8'))
const json = (file: string) => JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8')) as Record<string, unknown>

describe('docs/glossary-as.md', () => {
  it('names one Assamese term and its banned variants for each concept the issue lists', () => {
    const english = glossary.map((t) => t.english.toLowerCase())
    for (const concept of [
      'kilowatt',
      'connected load',
      'due date',
      'sub-division',
      'division',
      'circle',
      'consumer',
      'consumer number',
      'dashboard',
      'mobile',
      'print',
      'registered',
      'circular',
      'previous',
      'current',
      'receipt',
      'recharge',
      'token',
      'balance',
      'tariff',
      'tender',
      'notice',
      'download',
      'log in',
      'log out',
      'otp',
      'financial year',
      'apdcl',
      'prepaid',
      'postpaid',
      'smart prepaid',
    ]) {
      expect(
        english.some((e) => e.startsWith(concept)),
        concept,
      ).toBe(true)
    }
    for (const term of glossary) {
      expect(term.assamese, term.english).not.toBe('')
      expect(term.banned.length, term.english).toBeGreaterThan(0)
    }
    // the variants the issue names are banned
    const banned = glossary.flatMap((t) => t.banned)
    for (const v of ['কিলোৱাট', 'কিলৱাট', "কিল'ৱাট", 'সংযুক্ত ভাৰ', 'সংযুক্ত লোড', 'উপভোক্তা', 'সাঞ্চয়', 'সাঞ্চি', 'টানি নাখাব']) expect(banned).toContain(v)
  })

  it('does not ban its own terms: each chosen Assamese term passes every rule', () => {
    const chosen = glossary.map((t) => ({ where: `glossary: ${t.english}`, text: t.assamese.replace(/\([^)]*[A-Za-z][^)]*\)/g, '') }))
    expect(report(problemsOf(chosen, glossary))).toBe('')
  })
})

describe('every Assamese text follows the glossary', () => {
  it('reads the texts of every source: page locales, the PDFs, content pages, seeds and code', () => {
    const locale = localeTexts()
    const code = codeTexts()
    expect(locale.some((t) => t.where.startsWith('shared/locales/as/billing.json'))).toBe(true)
    expect(locale.some((t) => t.where.startsWith(PDF_LOCALE))).toBe(true)
    expect(code.some((t) => t.where.startsWith('shared/content/faq/as.ts'))).toBe(true)
    expect(code.some((t) => t.where.startsWith('seeds/documentTitles.ts'))).toBe(true)
    expect(code.some((t) => t.where.startsWith('server/http/'))).toBe(true)
    expect(locale.length + code.length).toBeGreaterThan(1500)
  }, 60_000) // the first read of every source is slow on a loaded 2-core machine

  it('no banned variant, no detached case ending, no space before ! ? : ; ।, no straight apostrophe, no Bengali র', () => {
    expect(report(problemsOf(allAssameseTexts(), glossary))).toBe('')
  })

  it('the fixed errors of issue 9 stay fixed', () => {
    const all = allAssameseTexts()
      .map((t) => t.text)
      .join('\n')
    expect(all).toContain('সঞ্চয়')
    expect(all).toContain('সাঁচি ৰখা')
    expect(all).toContain('তাঁৰ নাটানিব')
    // the bill's pay-online line: online at the website, through BBPS apps, or at a cash counter
    const pdf = json(PDF_LOCALE)
    expect(pdf.payOnline).toBe('www.apdcl.org ৱেবছাইটত অনলাইনত, যিকোনো বি.বি.পি.এছ. এপৰ জৰিয়তে বা এ.পি.ডি.চি.এল.ৰ নগদ কাউণ্টাৰত পৰিশোধ কৰক।')
    expect(json('server/services/documents/locales/en.json').payOnline).toBe('Pay online at www.apdcl.org, through any BBPS app or at an APDCL cash counter.')
  })

  it('tariff names: one form per language, the same on the pages and in the PDFs', () => {
    for (const lang of ['en', 'as']) {
      const pages = json(`shared/locales/${lang}/billing.json`).tariffNames as Record<string, string>
      const pdf = json(`server/services/documents/locales/${lang}.json`)
      expect(Object.keys(pages).length).toBeGreaterThan(0)
      for (const [code, name] of Object.entries(pages)) expect(pdf[`tariff_${code}`], `${lang} ${code}`).toBe(name)
    }
  })
})

describe('the checks can fail', () => {
  const check = (text: string) => problemsOf([{ where: 'synthetic', text }], glossary).map((p) => p.found)

  it('finds each banned variant the issue names, with or without a case ending', () => {
    expect(check('সংযুক্ত লোড ৫ কিলোৱাট')).toEqual(expect.arrayContaining(['সংযুক্ত লোড', 'কিলোৱাট']))
    expect(check('উপভোক্তাৰ বাবে')).toContain('উপভোক্তা')
    expect(check('শক্তি সাঞ্চয়ৰ উপায়')).toContain('সাঞ্চয়')
    expect(check('কেতিয়াও হাতেৰে তাঁৰ টানি নাখাব।')).toContain('টানি নাখাব')
    expect(check('APDCLৰ ৱেবছাইট')).toContain('APDCL')
  })

  it('does not find a variant inside a longer word', () => {
    expect(bannedPattern('লোড').test('ডাউনলোড কৰক')).toBe(false)
    expect(bannedPattern('লোড').test('লোড হৈ আছে')).toBe(true)
    expect(check('বিল ডাউনলোড কৰক (পি.ডি.এফ.)')).toEqual([])
  })

  it('finds a case ending written apart, a space before !, a straight apostrophe and a Bengali র', () => {
    expect(check('০৭:৪৪ ত ₹ ১০০')).toEqual(['৪ ত'])
    expect(check('মানক STS ৰ দৰে')).toEqual(['S ৰ'])
    expect(check('{{date}} ৰ ভিতৰত')).toEqual(['}} ৰ'])
    expect(check('০৭:৪৪ত, STSৰ, {{date}}ৰ ভিতৰত')).toEqual([])
    expect(check('অ’টিপি অবৈধ !')).toEqual([' !'])
    expect(check('অ’টিপি অবৈধ!')).toEqual([])
    expect(check("নগ'ল")).toEqual(["গ'ল"])
    expect(check('বিদ্যুত বিল পরিশোধ')).toEqual(['র'])
  })
})
