import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as officerCheck from '../../migrations/202612280100_registration-officer-check'
import { createTestDb, TEST_DB, type TestDb } from '../helpers/db'

/**
 * Migration 202612280100 (issue 27 §1): consumer_registrations takes the method `officer_check`
 * (a registration an officer approved on the work desk). A database made before refuses it;
 * migrating up widens the check and keeps the rows, their ids, the unique (consumer, mobile)
 * and the lookup by mobile; down removes the new method's rows and narrows the check again.
 */
describe(`the registration method migration (${TEST_DB})`, () => {
  let t: TestDb
  beforeAll(async () => {
    t = await createTestDb()
  })
  afterAll(async () => t?.destroy())

  const add = (consumerNo: string, mobile: string, method: string) =>
    t.db('consumer_registrations').insert({ consumer_no: consumerNo, mobile, method, registered_at: 1, first_login_at: null, welcomed_at: null })
  const rows = () => t.db('consumer_registrations').select('id', 'consumer_no', 'mobile', 'method').orderBy('id')

  it('a fresh database takes officer_check and no unknown method', async () => {
    await add('101000000001', '9000000001', 'officer_check')
    await expect(add('101000000001', '9000000009', 'guess')).rejects.toThrow()
  })

  it('down refuses officer_check (its rows removed); up widens the check again and keeps the rows and the unique key', async () => {
    await t.db.transaction((trx) => officerCheck.down(trx))
    expect((await rows()).some((r) => r.method === 'officer_check')).toBe(false)
    await expect(add('102000000002', '9000000002', 'officer_check')).rejects.toThrow()
    await add('102000000002', '9000000002', 'bill_amount')
    await add('103000000003', '9000000003', 'otp_on_record')
    const before = await rows()
    await t.db.transaction((trx) => officerCheck.up(trx))
    expect(await rows()).toEqual(before)
    await add('104000000004', '9000000004', 'officer_check')
    await expect(add('103000000003', '9000000003', 'otp_on_record')).rejects.toThrow()
    await expect(add('105000000005', '9000000005', 'guess')).rejects.toThrow()
    expect((await rows()).map((r) => r.method)).toEqual(['bill_amount', 'otp_on_record', 'officer_check'])
  })
})
