import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { costEstimateSchema, newConnectionSchema } from '../../shared/workflow/forms/newConnection'
import { statusLookupSchema } from '../../shared/workflow/forms/status'
import { complaintRatingSchema, complaintReopenSchema, complaintSchema } from '../../shared/workflow/forms/complaint'
import { CHANGE_DETAIL_SCHEMAS, changeRequestSchema, holdingLookupSchema, holdingUpdateSchema, requestOtpApiSchema, tanUpdateSchema } from '../../shared/workflow/forms/requests'
import { mobileChangeStartSchema, mobileChangeVerifySchema, registrationStartSchema, registrationVerifySchema } from '../../shared/workflow/forms/registration'
import { otsRegisterSchema, otsStartSchema, otsStatusVerifySchema } from '../../shared/workflow/forms/ots'
import { solarLandSchema } from '../../shared/workflow/forms/solar'
import { feePaymentSchema } from '../../shared/workflow/forms/applicationFee'
import { schemeConsumerSchema, surchargeWaiverSchema, vldLoadSchema, vldSchema } from '../../shared/workflow/forms/schemes'
import { createTestApp, type TestApp } from '../helpers/app'
import { TEST_DB } from '../helpers/db'
import { PDF, uploadPow } from '../helpers/uploads'
import { seededRandom } from '../helpers/fuzz'

/**
 * No 5xx from a fuzz of every endpoint of the application and complaint forms (issue 10 §5):
 * for each, values made from the keys of its zod schema (and a few keys it does not have),
 * sent as JSON, as a urlencoded form and as multipart, a fixed seed so a failure repeats.
 * A new endpoint adds a line to ENDPOINTS.
 */
interface Endpoint {
  method: 'get' | 'post'
  path: string
  schema: z.ZodObject | z.ZodType
  /** file slots to attach random bytes to (multipart) */
  files?: readonly string[]
  /** the field names, when the schema is a transform that does not list them */
  keys?: readonly string[]
}

const keysOf = (schema: z.ZodType): string[] => {
  const def = (
    schema as unknown as { _zod: { def: { type: string; shape?: Record<string, unknown>; in?: z.ZodType; schema?: z.ZodType; options?: z.ZodType[]; left?: z.ZodType; right?: z.ZodType } } }
  )._zod.def
  if (def.shape) return Object.keys(def.shape)
  if (def.options) return [...new Set(def.options.flatMap(keysOf))]
  if (def.left && def.right) return [...new Set([...keysOf(def.left), ...keysOf(def.right)])]
  if (def.in) return keysOf(def.in)
  if (def.schema) return keysOf(def.schema)
  return []
}

export const ENDPOINTS: Endpoint[] = [
  { method: 'get', path: '/api/applications/cost-estimate', schema: costEstimateSchema },
  { method: 'post', path: '/api/applications/new-connection', schema: newConnectionSchema, files: ['identity', 'occupancy'] },
  { method: 'post', path: '/api/applications/status', schema: statusLookupSchema },
  { method: 'post', path: '/api/applications/:no/fee-order', schema: feePaymentSchema },
  { method: 'post', path: '/api/complaints', schema: complaintSchema, files: ['photo'] },
  { method: 'post', path: '/api/complaints/:no/rating', schema: complaintRatingSchema },
  { method: 'post', path: '/api/complaints/:no/reopen', schema: complaintReopenSchema },
  { method: 'post', path: '/api/requests/otp', schema: requestOtpApiSchema },
  {
    method: 'post',
    path: '/api/requests/change',
    schema: changeRequestSchema,
    files: ['document'],
    keys: ['consNo', 'kind', 'otp', 'remarks', 'declaration', ...Object.values(CHANGE_DETAIL_SCHEMAS).flatMap((d) => keysOf(d))],
  },
  { method: 'post', path: '/api/requests/tan', schema: tanUpdateSchema },
  { method: 'get', path: '/api/requests/holding', schema: holdingLookupSchema },
  { method: 'post', path: '/api/requests/holding', schema: holdingUpdateSchema },
  { method: 'post', path: '/api/registration/otp', schema: registrationStartSchema },
  { method: 'post', path: '/api/registration', schema: registrationVerifySchema },
  { method: 'post', path: '/api/registration/mobile-change/otp', schema: mobileChangeStartSchema },
  { method: 'post', path: '/api/registration/mobile-change', schema: mobileChangeVerifySchema },
  { method: 'post', path: '/api/ots/otp', schema: otsStartSchema },
  { method: 'post', path: '/api/ots', schema: otsRegisterSchema },
  { method: 'post', path: '/api/ots/status/otp', schema: otsStartSchema },
  { method: 'post', path: '/api/ots/status', schema: otsStatusVerifySchema },
  { method: 'post', path: '/api/schemes/solar-land', schema: solarLandSchema, files: ['landRecord', 'landMap'] },
  { method: 'post', path: '/api/schemes/surcharge-waiver/otp', schema: schemeConsumerSchema },
  { method: 'post', path: '/api/schemes/surcharge-waiver', schema: surchargeWaiverSchema },
  { method: 'post', path: '/api/schemes/vld/otp', schema: schemeConsumerSchema },
  { method: 'post', path: '/api/schemes/vld/quote', schema: vldLoadSchema },
  { method: 'post', path: '/api/schemes/vld', schema: vldSchema },
]

const SAMPLES: unknown[] = [
  '',
  ' ',
  '0',
  '-1',
  '1e309',
  'NaN',
  'Infinity',
  '9'.repeat(400),
  'ঀ'.repeat(50),
  'ৰৱক্ষ',
  '\u0000',
  '\ud800',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../etc/passwd',
  '%00',
  '{"a":1}',
  'on',
  'true',
  '3',
  '7.5',
  '101000000001',
  '9000000001',
  'AP0000000001',
  'CM1234567890',
  'domestic',
  'metro',
  'kamrup-metro',
  '781005',
  'x'.repeat(20_000),
]

function value(r: () => number, depth = 0): unknown {
  const pick = r()
  if (pick < 0.55) return SAMPLES[Math.floor(r() * SAMPLES.length)]
  if (pick < 0.65) return Math.floor(r() * 1e6) * (r() < 0.5 ? -1 : 1)
  if (pick < 0.7) return r() < 0.5
  if (pick < 0.75) return null
  if (pick < 0.85 && depth < 2) return [value(r, depth + 1), value(r, depth + 1)]
  if (depth < 2) return { [String(SAMPLES[Math.floor(r() * 10)])]: value(r, depth + 1), __proto__: value(r, depth + 1) }
  return String(r())
}

describe(`fuzz of the application and complaint endpoints (${TEST_DB})`, () => {
  let t: TestApp

  beforeAll(async () => {
    t = await createTestApp({ seed: true, env: { AUTH_IP_LIMIT: '100000' } })
  })
  afterAll(async () => t.close())

  it.each(ENDPOINTS.map((e) => [`${e.method.toUpperCase()} ${e.path}`, e] as const))('never answers 5xx: %s', async (_name, endpoint) => {
    const r = seededRandom(0x5eed ^ endpoint.path.length)
    const own = endpoint.keys ?? keysOf(endpoint.schema)
    expect(own.length).toBeGreaterThan(0)
    const keys = [...own, 'extra', '__proto__', 'constructor']
    for (let i = 0; i < 40; i++) {
      const body: Record<string, unknown> = {}
      for (const k of keys) if (r() < 0.8) body[k] = value(r)
      const flat = Object.fromEntries(Object.entries(body).map(([k, v]) => [k, typeof v === 'string' ? v : (JSON.stringify(v) ?? '')]))
      const path = endpoint.path.replace(':no', endpoint.path.startsWith('/api/applications') ? 'AP0000000001' : 'CM0000000001')
      const answers: request.Response[] = []
      if (endpoint.method === 'get') {
        answers.push(await request(t.app).get(path).query(flat))
      } else {
        answers.push(await request(t.app).post(path).set('Sec-Fetch-Site', 'same-origin').send(body))
        answers.push(await request(t.app).post(path).set('Sec-Fetch-Site', 'same-origin').type('form').send(flat))
        // a form's JSON call with files carries its proof of work (issue 27 §6), so the fuzz reaches the form
        const multi = request(t.app)
          .post(path)
          .set('Sec-Fetch-Site', 'same-origin')
          .set(endpoint.files ? await uploadPow(t) : {})
        for (const [k, v] of Object.entries(flat)) if (k !== '__proto__' && v.length < 8000) multi.field(k, v)
        for (const slot of endpoint.files ?? []) if (r() < 0.7) multi.attach(slot, r() < 0.5 ? PDF : Buffer.from(String(value(r))), `f${i}.pdf`)
        answers.push(await multi)
      }
      for (const a of answers) {
        expect(a.status, `${path} #${i}: ${JSON.stringify(a.body).slice(0, 300)}`).toBeLessThan(500)
      }
    }
  })
})
