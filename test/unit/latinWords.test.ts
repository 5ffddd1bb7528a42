import { describe, expect, it } from 'vitest'
import { latinWords } from '../helpers/latinWords'

describe('latinWords (the Latin-word check of the Assamese page sweeps)', () => {
  it('finds English words inside Assamese text', () => {
    expect(latinWords('২০২৬ চনৰ May মাহৰ ইন্ধন খৰচ')).toEqual(['May'])
    expect(latinWords('নথিৰ প্ৰকাৰ: Bid Document, Corrigendum')).toEqual(['Bid', 'Document', 'Corrigendum'])
    expect(latinWords('Choose File')).toEqual(['Choose', 'File'])
  })

  it('lets identifiers, numbers, addresses and the allow-list through', () => {
    expect(latinWords('APDCL ৰ গ্ৰাহক নম্বৰ 108000000010, ৰচিদ RCPT-2026-000123')).toEqual([])
    expect(latinWords('ই-মেইল help@apdcl.org, ৱেবছাইট https://www.apdcl.org/website/ আৰু apdcl.org')).toEqual([])
    expect(latinWords('টেণ্ডাৰ নং APDCL/CGM/2026/45 আৰু ১২৩৪')).toEqual([])
    // the language switch names English in English
    expect(latinWords('English (এই পৃষ্ঠাটো ইংৰাজীত পঢ়ক)')).toEqual([])
  })

  it('answers each word once, in the order met', () => {
    expect(latinWords('Paid ... Paid ... Due')).toEqual(['Paid', 'Due'])
  })
})

/**
 * The identifiers our systems make at random (an order id 'APD' + base32, a gateway's or BBPS's
 * transaction id) may come out without a digit, and then read as a word: each fact that shows
 * one is marked as copied from a record (FactList `record: true` → translate="no"). Found twice
 * by the signed-in state sweep on random data (/AS_PaymentStatus, /AS_AdSmtPrdRct); here for
 * every such fact in the client at once.
 */
describe('random identifiers on the pages', () => {
  it('every fact showing a transaction or order id is a record (translate="no")', async () => {
    const fs = await import('node:fs')
    const path = await import('node:path')
    const unmarked: string[] = []
    const walk = (dir: string) => {
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        const p = path.join(dir, e.name)
        if (e.isDirectory()) walk(p)
        else if (e.name.endsWith('.tsx'))
          fs.readFileSync(p, 'utf8')
            .split('\n')
            .forEach((line, i) => {
              if (/value:\s*[\w.?]+\.(txnId|orderId|gatewayTxnId)\b/.test(line) && !/record:\s*true/.test(line)) unmarked.push(`${p}:${i + 1}: ${line.trim()}`)
            })
      }
    }
    walk('client')
    expect(unmarked).toEqual([])
  })

  it("the sandbox gateway's pages (server HTML) mark every id they show as a record", async () => {
    const fs = await import('node:fs')
    // an id written as `esc(x.orderId)` inside an element without translate="no" (a letters-only
    // SBX id read as English on the Assamese checkout: API run of 17d507d on PostgreSQL)
    const unmarked = fs
      .readFileSync('server/routes/sandboxPg.ts', 'utf8')
      .split('\n')
      .filter((line) => /esc\(\w+\.(txnId|orderId|gatewayTxnId)\)/.test(line) && !/translate="no"|record\(|href=|action=/.test(line))
    expect(unmarked).toEqual([])
  })
})
