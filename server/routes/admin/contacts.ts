import express, { Router } from 'express'
import { z } from 'zod'
import { CONTACT_TYPE_CODES } from '#shared/admin/contacts'
import type { RouterDeps } from '..'
import { requireAdmin } from '../../http/adminSession'
import type { ContactInput } from '../../services/admin/contacts'
import { auditActor } from '../admin'
import { MOBILE_PATTERN } from '#shared/input/fields'
import { parseInput } from '../../validation/parse'

/** A text field: trimmed; empty (or absent) is null when optional. */
const text = (label: string, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z
      .string({ error: `Give the ${label}.` })
      .min(1, { error: `Give the ${label}.` })
      .max(max, { error: `The ${label} has at most ${max} characters.` }),
  )
const optional = (label: string, max: number, more?: (s: z.ZodString) => z.ZodString) =>
  z.preprocess(
    (v) => (v == null ? null : typeof v === 'string' ? v.trim() || null : v),
    (more ? more(z.string({ error: `The ${label} must be text.` })) : z.string({ error: `The ${label} must be text.` })).max(max, { error: `The ${label} has at most ${max} characters.` }).nullable(),
  )

const typeCode = z.preprocess(
  (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v),
  z
    .number({ error: 'Choose the type of contact.' })
    .int({ error: 'Choose the type of contact.' })
    .refine((n) => (CONTACT_TYPE_CODES as readonly number[]).includes(n), { error: 'Choose the type of contact (1 to 8).' }),
)

const contactBody = z.object({
  type_code: typeCode,
  name: text('name', 200),
  name_as: optional('Assamese name', 200),
  designation: text('designation', 200),
  designation_as: optional('Assamese designation', 200),
  office: text('office', 300),
  office_as: optional('Assamese office', 300),
  area: optional('area', 200),
  area_as: optional('Assamese area', 200),
  phone: optional('phone number', 50, (s) => s.regex(/^[0-9+()\-\s/,]{6,50}$/, { error: 'A phone number has digits, spaces, +, -, (, ), / or commas (at least 6).' })),
  mobile: optional('mobile number', 20, (s) => s.regex(MOBILE_PATTERN, { error: 'A mobile number has 10 digits and starts with 6, 7, 8 or 9.' })),
  email: optional('e-mail address', 200, (s) => s.regex(/^[^\s@<>()]+@[^\s@<>()]+\.[^\s@<>()]+$/, { error: 'Give an e-mail address such as name@apdcl.org.' })),
  address: optional('address', 500),
  address_as: optional('Assamese address', 500),
})

const reorderBody = z.object({
  type_code: typeCode,
  ids: z
    .array(z.number({ error: 'Contact ids are numbers.' }).int().positive(), { error: 'Give the contacts in their new order.' })
    .min(1, { error: 'Give the contacts in their new order.' })
    .max(1000),
})

const idParam = z.preprocess((v) => (typeof v === 'string' && /^\d{1,9}$/.test(v) ? Number(v) : v), z.number({ error: 'No such contact' }).int().positive())
const typeQuery = z.object({ type: z.union([z.literal(''), typeCode]).optional() })

const inputOf = (b: z.infer<typeof contactBody>): ContactInput => ({
  typeCode: b.type_code,
  name: b.name,
  nameAs: b.name_as,
  designation: b.designation,
  designationAs: b.designation_as,
  office: b.office,
  officeAs: b.office_as,
  area: b.area,
  areaAs: b.area_as,
  phone: b.phone,
  mobile: b.mobile,
  email: b.email,
  address: b.address,
  addressAs: b.address_as,
})

/**
 * Contacts (issue 11 §2), mounted on /api/admin after the session layer; `content.edit`:
 *   GET    /api/admin/contacts?type=1..8      → { contacts, counts } (by type, then place)
 *   GET    /api/admin/contacts/:id            → { contact }
 *   POST   /api/admin/contacts                → 201 { contact } (at the end of its type)
 *   PUT    /api/admin/contacts/:id            → { contact }
 *   DELETE /api/admin/contacts/:id            → { status }
 *   POST   /api/admin/contacts/reorder { type_code, ids[] } → { contacts } (the type's new order)
 * Fields: type_code, name, designation, office (required), area, phone, mobile, email, address,
 * and the Assamese twins name_as, designation_as, office_as, area_as, address_as. Each write is
 * audited and clears the public caches in its transaction.
 */
export function adminContactsRouter({ services }: RouterDeps): Router {
  const router = Router()
  const json = express.json({ limit: '16kb' })
  const guard = requireAdmin('content.edit')

  router.get('/contacts', guard, async (req, res) => {
    const { type } = parseInput(typeQuery, req.query)
    const [contacts, counts] = await Promise.all([services.adminContacts.list(typeof type === 'number' ? type : undefined), services.adminContacts.countsByType()])
    res.json({ contacts, counts })
  })

  router.post('/contacts/reorder', guard, json, async (req, res) => {
    const body = parseInput(reorderBody, req.body ?? {})
    const contacts = await services.adminContacts.reorder(body.type_code, body.ids, auditActor(req, res))
    res.json({ status: 'success', contacts })
  })

  router.get('/contacts/:id', guard, async (req, res) => {
    res.json({ contact: await services.adminContacts.get(parseInput(idParam, req.params.id)) })
  })

  router.post('/contacts', guard, json, async (req, res) => {
    const body = parseInput(contactBody, req.body ?? {})
    const contact = await services.adminContacts.create(inputOf(body), auditActor(req, res))
    res.status(201).json({ status: 'success', contact })
  })

  router.put('/contacts/:id', guard, json, async (req, res) => {
    const id = parseInput(idParam, req.params.id)
    const body = parseInput(contactBody, req.body ?? {})
    const contact = await services.adminContacts.update(id, inputOf(body), auditActor(req, res))
    res.json({ status: 'success', contact })
  })

  router.delete('/contacts/:id', guard, async (req, res) => {
    await services.adminContacts.remove(parseInput(idParam, req.params.id), auditActor(req, res))
    res.json({ status: 'success' })
  })

  return router
}
