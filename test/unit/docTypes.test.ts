import { describe, expect, it } from 'vitest'
import { CAREER_DOC_TYPES } from '#shared/admin/content'
import { TENDER_DOC_TYPES } from '#shared/admin/tenders'
import en from '#shared/locales/en/listing.json'
import as from '#shared/locales/as/listing.json'
import { latinWords } from '../helpers/latinWords'
import { docTypeKey } from '../../client/components/listing/docTypes'

describe('document types in the page language (issue 23 §3)', () => {
  const types = [...new Set([...TENDER_DOC_TYPES, ...CAREER_DOC_TYPES])]
  const words = (locale: typeof en, key: string) => (locale.doc.types as Record<string, string>)[key]

  it('every type the admin screens offer has its words in both languages: the English as stored, the Assamese in Assamese letters', () => {
    for (const type of types) {
      const key = docTypeKey(type)
      expect(key, type).toBeDefined()
      expect(words(en, key!), type).toBe(type)
      expect(words(as, key!), type).toMatch(/[\u0980-\u09FF]/)
      expect(latinWords(words(as, key!)), type).toEqual([])
    }
  })

  it('leaves a stored type outside the vocabulary (and an inherited name) without a key', () => {
    expect(docTypeKey('Tender Notice (old)')).toBeUndefined()
    expect(docTypeKey('toString')).toBeUndefined()
  })
})
