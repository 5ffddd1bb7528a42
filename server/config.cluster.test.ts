import os from 'node:os'
import { describe, expect, it } from 'vitest'
import { PRODUCTION_ENV, refusal } from '../test/helpers/productionEnv'
import { loadConfig } from './config'

const PG = 'postgres://app@db.internal:5432/apdcl'

describe('several processes and servers (issue 8 §4)', () => {
  it('WEB_CONCURRENCY: 1 by default, a number, or one per core', () => {
    expect(loadConfig({ DEMO_MODE: 'true' }).WEB_CONCURRENCY).toBe(1)
    expect(loadConfig({ DEMO_MODE: 'true', WEB_CONCURRENCY: '' }).WEB_CONCURRENCY).toBe(1)
    expect(loadConfig({ DEMO_MODE: 'true', DATABASE_URL: PG, WEB_CONCURRENCY: '4' }).WEB_CONCURRENCY).toBe(4)
    expect(loadConfig({ DEMO_MODE: 'true', DATABASE_URL: PG, WEB_CONCURRENCY: 'auto' }).WEB_CONCURRENCY).toBe(Math.max(1, os.availableParallelism()))
    expect(refusal({ DEMO_MODE: 'true', DATABASE_URL: PG, WEB_CONCURRENCY: '0' })).toEqual(["WEB_CONCURRENCY: WEB_CONCURRENCY must be a whole number from 1 to 64, or 'auto'"])
    expect(refusal({ DEMO_MODE: 'true', DATABASE_URL: PG, WEB_CONCURRENCY: '2.5' })).toHaveLength(1)
  })

  it('more than one worker on SQLite is refused, in demo mode too', () => {
    const line =
      'WEB_CONCURRENCY: WEB_CONCURRENCY above 1 (several worker processes) needs PostgreSQL (DATABASE_URL): a SQLite file takes one writer and cannot tell the other workers that content changed'
    expect(refusal({ DEMO_MODE: 'true', WEB_CONCURRENCY: '2' })).toEqual([line])
    expect(refusal({ ...PRODUCTION_ENV, DATABASE_URL: '', WEB_CONCURRENCY: '2' })).toEqual([line])
    expect(loadConfig({ ...PRODUCTION_ENV, DATABASE_URL: PG, WEB_CONCURRENCY: '2' }).WEB_CONCURRENCY).toBe(2)
  })

  it('storage: the uploads folder by default; S3 needs a bucket and a whole key pair (or none)', () => {
    const local = loadConfig({ DEMO_MODE: 'true' })
    expect(local.STORAGE).toBe('local')
    expect(local.S3_FORCE_PATH_STYLE).toBe(false)
    expect(refusal({ DEMO_MODE: 'true', STORAGE: 's3' })).toEqual(['S3_BUCKET: S3_BUCKET is required when STORAGE=s3'])
    expect(refusal({ DEMO_MODE: 'true', STORAGE: 's3', S3_BUCKET: 'b-1', S3_ACCESS_KEY_ID: 'AKIA' })).toEqual([
      'S3_ACCESS_KEY_ID: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (or neither: the SDK finds credentials itself)',
    ])
    expect(refusal({ DEMO_MODE: 'true', STORAGE: 'nfs' })[0]).toMatch(/^STORAGE:/)
    expect(refusal({ DEMO_MODE: 'true', STORAGE: 's3', S3_BUCKET: 'Bad_Bucket' })).toEqual(['S3_BUCKET: S3_BUCKET must be a valid bucket name'])
    expect(refusal({ DEMO_MODE: 'true', STORAGE: 's3', S3_BUCKET: 'b-1', S3_PREFIX: 'uploads' })[0]).toMatch(/^S3_PREFIX:/)
    const s3 = loadConfig({
      ...PRODUCTION_ENV,
      STORAGE: 's3',
      S3_BUCKET: 'apdcl-uploads',
      S3_ENDPOINT: 'https://minio.internal:9000',
      S3_FORCE_PATH_STYLE: 'true',
      S3_PREFIX: 'site/',
    })
    expect([s3.STORAGE, s3.S3_BUCKET, s3.S3_ENDPOINT, s3.S3_FORCE_PATH_STYLE, s3.S3_PREFIX, s3.S3_REGION]).toEqual(['s3', 'apdcl-uploads', 'https://minio.internal:9000', true, 'site/', 'ap-south-1'])
  })
})
