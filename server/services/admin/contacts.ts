/**
 * The contacts an admin keeps (issue 11 §2: /AdminCreateContact, /AdminUpdateContact): types
 * 1–8 (spec: key official, zone, circle, division, sub-division, IRCA, TC, AGM), each field the
 * public reads with its Assamese twin. Every write runs with its audit row (before, after) and
 * the content-changed notice in one transaction, so /Contact, /AS_Contact and
 * /api/web/allContact|contactInfo show it at once (the caches clear when it commits).
 */
import type { Knex } from 'knex'
import type { AdminContact } from '#shared/admin/contract'
import type { Db } from '../../db/knex'
import { InvalidError, NotFoundError } from '../../errors'
import type { ContentBus } from '../contentBus'
import { num, str, type Row, insertedId } from '../../db/rows'
import type { AdminActor } from './accounts'
import type { AuditLog } from './audit'

export type { AdminContact }

/** What a create or an update gives (the route checked it): every field but the id and the place. */
export type ContactInput = Omit<AdminContact, 'id' | 'sortOrder'>

const toContact = (r: Row): AdminContact => ({
  id: num(r.id),
  typeCode: num(r.type_code),
  name: String(r.name),
  nameAs: str(r.name_as),
  designation: String(r.designation),
  designationAs: str(r.designation_as),
  office: String(r.office),
  officeAs: str(r.office_as),
  area: str(r.area),
  areaAs: str(r.area_as),
  phone: str(r.phone),
  mobile: str(r.mobile),
  email: str(r.email),
  address: str(r.address),
  addressAs: str(r.address_as),
  sortOrder: num(r.sort_order),
})

const columns = (c: ContactInput) => ({
  type_code: c.typeCode,
  name: c.name,
  name_as: c.nameAs,
  designation: c.designation,
  designation_as: c.designationAs,
  office: c.office,
  office_as: c.officeAs,
  area: c.area,
  area_as: c.areaAs,
  phone: c.phone,
  mobile: c.mobile,
  email: c.email,
  address: c.address,
  address_as: c.addressAs,
})

export function createAdminContacts(deps: { db: Db; audit: AuditLog; contentBus: ContentBus; now?: () => number }) {
  const { db, audit, contentBus } = deps

  async function one(q: Knex | Knex.Transaction, id: number): Promise<AdminContact> {
    const r: Row | undefined = await q('contacts').first().where('id', id)
    if (!r) throw new NotFoundError('No such contact')
    return toContact(r)
  }

  /** The next place at the end of a type's list. */
  async function nextPlace(trx: Knex.Transaction, typeCode: number): Promise<number> {
    const [{ m }] = await trx('contacts').where('type_code', typeCode).max({ m: 'sort_order' })
    return (m == null ? 0 : num(m)) + 1
  }

  /** One audited write with the content notice, in one transaction. */
  async function write<T>(by: AdminActor, fn: (trx: Knex.Transaction) => Promise<{ result: T; action: string; entity?: string; id: number | string; before: unknown; after: unknown }>): Promise<T> {
    return db.transaction(async (trx) => {
      const w = await fn(trx)
      await audit.record({ actor: by.actor, ip: by.ip, action: w.action, entity: w.entity ?? 'contact', entityId: w.id, before: w.before, after: w.after }, trx)
      await contentBus.changed('contacts', trx)
      return w.result
    })
  }

  return {
    /** Every contact (or one type's), by type, then place in the list. */
    async list(typeCode?: number): Promise<AdminContact[]> {
      const q = db('contacts').orderBy([{ column: 'type_code' }, { column: 'sort_order' }, { column: 'id' }])
      if (typeCode !== undefined) q.where('type_code', typeCode)
      return (await q).map(toContact)
    },

    /** How many contacts each type has (the pickers' counts). */
    async countsByType(): Promise<Record<number, number>> {
      const rows: Row[] = await db('contacts').select('type_code').count({ n: '*' }).groupBy('type_code')
      return Object.fromEntries(rows.map((r) => [num(r.type_code), num(r.n)]))
    },

    get: (id: number) => one(db, id),

    /** A new contact, at the end of its type's list. */
    async create(input: ContactInput, by: AdminActor): Promise<AdminContact> {
      return write(by, async (trx) => {
        const sortOrder = await nextPlace(trx, input.typeCode)
        const id = insertedId(
          await trx('contacts')
            .insert({ ...columns(input), sort_order: sortOrder })
            .returning('id'),
        )
        const after = await one(trx, id)
        return { result: after, action: 'contact.create', id, before: null, after }
      })
    },

    /** Changes a contact; moved to another type, it goes to the end of that type's list. */
    async update(id: number, input: ContactInput, by: AdminActor): Promise<AdminContact> {
      return write(by, async (trx) => {
        const before = await one(trx, id)
        const sortOrder = before.typeCode === input.typeCode ? before.sortOrder : await nextPlace(trx, input.typeCode)
        await trx('contacts')
          .where('id', id)
          .update({ ...columns(input), sort_order: sortOrder })
        const after = await one(trx, id)
        return { result: after, action: 'contact.update', id, before, after }
      })
    },

    async remove(id: number, by: AdminActor): Promise<void> {
      await write(by, async (trx) => {
        const before = await one(trx, id)
        await trx('contacts').where('id', id).delete()
        return { result: undefined, action: 'contact.delete', id, before, after: null }
      })
    },

    /**
     * The order of one type's list: `ids` must be exactly that type's contacts (each once); they
     * get places 1, 2, 3 … in that order.
     */
    async reorder(typeCode: number, ids: readonly number[], by: AdminActor): Promise<AdminContact[]> {
      return write(by, async (trx) => {
        const rows: Row[] = await trx('contacts')
          .select('id', 'sort_order')
          .where('type_code', typeCode)
          .orderBy([{ column: 'sort_order' }, { column: 'id' }])
        const have = rows.map((r) => num(r.id))
        const same = ids.length === have.length && new Set(ids).size === ids.length && ids.every((id) => have.includes(id))
        if (!same) throw new InvalidError('Give every contact of this type once, in the new order.', [{ path: 'ids', message: 'Give every contact of this type once, in the new order.' }])
        for (const [i, id] of ids.entries())
          await trx('contacts')
            .where('id', id)
            .update({ sort_order: i + 1 })
        const list = (
          await trx('contacts')
            .where('type_code', typeCode)
            .orderBy([{ column: 'sort_order' }, { column: 'id' }])
        ).map(toContact)
        return { result: list, action: 'contact.reorder', entity: 'contact_type', id: typeCode, before: { order: have }, after: { order: [...ids] } }
      })
    },
  }
}

export type AdminContacts = ReturnType<typeof createAdminContacts>
