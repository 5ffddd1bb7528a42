import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import en from '../../shared/locales/en/forms.json'
import { createTestApp, type TestApp } from '../helpers/app'
import { TEST_DB } from '../helpers/db'
import { DISGUISED, JPEG, PDF, PNG, uploadPowPool } from '../helpers/uploads'
import { SAME_ORIGIN as SAME } from '../helpers/forms'

const WORDS = en.problems as Record<string, string>

/** A farmer's 30 bigha (4.013 ha) of fallow land near Rangia for a 2 MW plant, 3.5 km from the substation. */
const OFFER: Record<string, string> = {
  applicantType: 'farmer',
  applicantName: 'Ramen Kalita',
  mobile: '9812345678',
  email: 'ramen@example.in',
  district: 'kamrup',
  village: 'Rangia',
  latitude: '26.4470',
  longitude: '91.6110',
  dagNo: '123',
  pattaNo: '45/2',
  landArea: '30',
  landUnit: 'bigha',
  landUse: 'fallow',
  capacityMw: '2',
  substationName: 'Rangia 33/11 kV',
  substationDistanceKm: '3.5',
  declaration: 'on',
}

/**
 * /api/schemes/solar-land (issue 10 §3, PM-KUSUM component A) on both databases: the offer
 * with its land record (and an optional map) stored privately, one workflow item 'solar_land'
 * the browser may open, warnings (never refusals) for a small plot or a far substation, and
 * each refusal: coordinates outside Assam, capacities outside 0.5–2 MW, disguised documents.
 */
describe(`solar land offer: POST /api/schemes/solar-land (${TEST_DB})`, () => {
  let t: TestApp
  let pow: ReturnType<typeof uploadPowPool>
  beforeAll(async () => {
    t = await createTestApp({ seed: true, env: { AUTH_IP_LIMIT: '100000' } })
    // a multipart call needs a solved proof of work each (issue 27 §6)
    pow = uploadPowPool(t)
    await pow.fill(40)
  })
  afterAll(async () => t.close())

  const send = (fields: Record<string, string>, files: Record<string, [Buffer, string, string]> = { landRecord: [PDF, 'jamabandi.pdf', 'application/pdf'] }) => {
    const req = request(t.app).post('/api/schemes/solar-land').set(SAME).set(pow.next())
    for (const [k, v] of Object.entries(fields)) req.field(k, v)
    for (const [slot, [body, filename, contentType]] of Object.entries(files)) req.attach(slot, body, { filename, contentType })
    return req
  }
  const count = async () => Number((await t.testDb.db('work_items').where('kind', 'solar_land').count<{ n: number }[]>({ n: '*' }))[0].n)
  const expectProblem = (res: request.Response, path: string, problem: string) => {
    expect(res.status, JSON.stringify(res.body)).toBe(400)
    expect(res.body.errors, JSON.stringify(res.body)).toContainEqual(expect.objectContaining({ path, problem, message: WORDS[problem] }))
  }

  it('files the offer with the land record and a map, and lets this browser open it', async () => {
    const res = await send(OFFER, { landRecord: [PDF, 'jamabandi.pdf', 'application/pdf'], landMap: [PNG, 'sketch.png', 'image/png'] })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    const item = res.body.application
    expect(item).toMatchObject({ kind: 'solar_land', state: 'submitted', applicantName: 'Ramen Kalita', district: 'kamrup', feePaise: 0, mobileMasked: '******5678' })
    expect(item.workNo).toMatch(/^AP\d{10}$/)
    expect(item.data).toMatchObject({ applicantType: 'farmer', latitude: 26.447, longitude: 91.611, capacityMw: 2, landHectares: 4.013, warnings: [] })
    expect(item.data.declaration).toBeUndefined()
    expect(item.files.map((f: { slot: string; contentType: string }) => [f.slot, f.contentType])).toEqual([
      ['landRecord', 'application/pdf'],
      ['landMap', 'image/png'],
    ])
    expect(res.body.warnings).toEqual([])
    // 30 days for the first look (shared/workflow/rules.ts)
    expect(Date.parse(item.deadlineAt) - Date.parse(item.createdAt)).toBe(30 * 24 * 3_600_000)
    const cookie = ([] as string[])
      .concat(res.headers['set-cookie'] ?? [])
      .map((c) => c.split(';')[0])
      .join('; ')
    const opened = await request(t.app).get(`/api/applications/${item.workNo}`).set('Cookie', cookie)
    expect(opened.status).toBe(200)
    expect((await request(t.app).get(`/api/applications/${item.workNo}`)).status).toBe(404)
    const file = await request(t.app).get(`/api/applications/${item.workNo}/files/${item.files[0].id}`).set('Cookie', cookie)
    expect(file.status).toBe(200)
    expect(file.headers['content-type']).toBe('application/pdf')
  })

  it('warns, and still files, when the land is small for the capacity or the substation far', async () => {
    // 1 hectare for 2 MW (4 ha needed); 8 km from the substation; no map (optional); a JPEG record
    const res = await send({ ...OFFER, landArea: '1', landUnit: 'hectare', substationDistanceKm: '8' }, { landRecord: [JPEG, 'patta.jpg', 'image/jpeg'] })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    expect(res.body.warnings).toEqual([
      { code: 'landSmall', haveHa: 1, needHa: 4 },
      { code: 'farFromSubstation', km: 8 },
    ])
    expect(res.body.application.data.warnings).toEqual(res.body.warnings)
    expect(res.body.application.files).toHaveLength(1)
  })

  it('refuses coordinates outside Assam', async () => {
    const before = await count()
    expectProblem(await send({ ...OFFER, latitude: '28.6139', longitude: '77.2090' }), 'latitude', 'latitudeOutsideAssam') // New Delhi
    expectProblem(await send({ ...OFFER, latitude: '22.5726', longitude: '88.3639' }), 'longitude', 'longitudeOutsideAssam') // Kolkata
    expectProblem(await send({ ...OFFER, latitude: '24.0' }), 'latitude', 'latitudeOutsideAssam')
    expectProblem(await send({ ...OFFER, longitude: '96.2' }), 'longitude', 'longitudeOutsideAssam')
    expectProblem(await send({ ...OFFER, latitude: '26° 26′ N' }), 'latitude', 'latitudeInvalid')
    expectProblem(await send({ ...OFFER, longitude: '' }), 'longitude', 'longitudeEmpty')
    expect(await count()).toBe(before)
  })

  it('refuses disguised documents by their bytes, and a missing land record', async () => {
    const before = await count()
    for (const [name, body] of Object.entries(DISGUISED)) {
      const res = await send(OFFER, { landRecord: [body, `${name}.pdf`, 'application/pdf'] })
      expect(res.status, name).toBe(400)
      expect(res.body.errors[0], name).toMatchObject({ path: 'landRecord' })
      expect(['fileUnsafe', 'fileType'], name).toContain(res.body.errors[0].problem)
    }
    const map = await send(OFFER, { landRecord: [PDF, 'a.pdf', 'application/pdf'], landMap: [DISGUISED.svgAsPng, 'map.png', 'image/png'] })
    expect(map.status).toBe(400)
    expect(map.body.errors[0]).toMatchObject({ path: 'landMap' })
    expectProblem(await send(OFFER, {}), 'landRecord', 'fileMissing')
    // JSON without files
    expectProblem(await request(t.app).post('/api/schemes/solar-land').set(SAME).send(OFFER), 'landRecord', 'fileMissing')
    expect(await count()).toBe(before)
  })

  it('refuses each field that does not fit', async () => {
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ applicantType: '' }, 'applicantType', 'solarApplicantTypeEmpty'],
      [{ applicantType: 'landlord' }, 'applicantType', 'solarApplicantTypeEmpty'],
      [{ applicantName: '' }, 'applicantName', 'nameEmpty'],
      [{ applicantName: '<b>x</b>' }, 'applicantName', 'orgNameInvalid'],
      [{ mobile: '12345' }, 'mobile', 'mobileInvalid'],
      [{ district: 'delhi' }, 'district', 'districtEmpty'],
      [{ village: '' }, 'village', 'villageEmpty'],
      [{ dagNo: '' }, 'dagNo', 'dagNoEmpty'],
      [{ pattaNo: '#12' }, 'pattaNo', 'recordNoInvalid'],
      [{ landArea: '0' }, 'landArea', 'landAreaRange'],
      [{ landArea: 'two' }, 'landArea', 'landAreaInvalid'],
      [{ landUnit: 'katha' }, 'landUnit', 'landUnitEmpty'],
      [{ landUse: 'forest' }, 'landUse', 'landUseEmpty'],
      [{ capacityMw: '2.5' }, 'capacityMw', 'capacityRange'],
      [{ capacityMw: '0.4' }, 'capacityMw', 'capacityRange'],
      [{ capacityMw: '' }, 'capacityMw', 'capacityEmpty'],
      [{ substationName: '' }, 'substationName', 'substationEmpty'],
      [{ substationDistanceKm: '51' }, 'substationDistanceKm', 'substationDistanceRange'],
      [{ declaration: '' }, 'declaration', 'declarationRequired'],
    ]
    for (const [over, path, problem] of cases) expectProblem(await send({ ...OFFER, ...over }), path, problem)
  })
})
