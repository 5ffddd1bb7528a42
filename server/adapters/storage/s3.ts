import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3'
import { Readable } from 'node:stream'
import { keySegments, type FileStorage, type StoredFileInfo } from './types'

export interface S3StorageOptions {
  bucket: string
  region: string
  /** an S3-compatible service (MinIO, Ceph, a test stand-in); unset: AWS */
  endpoint?: string
  forcePathStyle?: boolean
  /** unset: the SDK's credential chain (instance role, AWS_* variables) */
  credentials?: { accessKeyId: string; secretAccessKey: string }
  /** prepended to every key ('' or ending in '/') */
  prefix?: string
  /** per request (connection and answer), so a hanging store fails instead of piling requests up */
  requestTimeoutMs?: number
}

/** The store answered "no such object" (HEAD answers 404 with no body, GET NoSuchKey). */
function isNotFound(err: unknown): boolean {
  if (err instanceof S3ServiceException) return err.$metadata?.httpStatusCode === 404 || err.name === 'NoSuchKey' || err.name === 'NotFound'
  return (err as { name?: string })?.name === 'NoSuchKey' || (err as { name?: string })?.name === 'NotFound'
}

async function toBuffer(body: Buffer | string | Readable): Promise<Buffer | string> {
  if (!(body instanceof Readable)) return body
  const chunks: Buffer[] = []
  for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk))
  return Buffer.concat(chunks)
}

/**
 * Files as objects in an S3-compatible bucket: what several servers behind a load balancer
 * share (docs/scaling.md). Keys are the same relative paths as in the uploads folder, under
 * an optional prefix. A stream given to `put` is read into memory first (PutObject needs the
 * length; uploads are bounded by the upload limit).
 */
export function createS3Storage(opts: S3StorageOptions, client?: S3Client): FileStorage {
  const prefix = opts.prefix ?? ''
  const s3 =
    client ??
    new S3Client({
      region: opts.region,
      endpoint: opts.endpoint,
      forcePathStyle: opts.forcePathStyle ?? false,
      credentials: opts.credentials,
      requestHandler: { connectionTimeout: opts.requestTimeoutMs ?? 5_000, requestTimeout: opts.requestTimeoutMs ?? 30_000 },
    })
  const objectKey = (key: string) => {
    keySegments(key)
    return prefix + key
  }
  return {
    kind: 's3',
    async put(key, body, putOpts) {
      const Key = objectKey(key)
      const data = await toBuffer(body)
      await s3.send(new PutObjectCommand({ Bucket: opts.bucket, Key, Body: data, ContentType: putOpts?.contentType }))
    },
    async stat(key): Promise<StoredFileInfo | null> {
      const Key = objectKey(key)
      try {
        const head = await s3.send(new HeadObjectCommand({ Bucket: opts.bucket, Key }))
        return {
          size: Number(head.ContentLength ?? 0),
          lastModified: head.LastModified ?? new Date(0),
          etag: head.ETag ?? `"${Number(head.ContentLength ?? 0).toString(16)}"`,
        }
      } catch (err) {
        if (isNotFound(err)) return null
        throw err
      }
    },
    async get(key, range) {
      const Key = objectKey(key)
      try {
        const out = await s3.send(new GetObjectCommand({ Bucket: opts.bucket, Key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }))
        // in Node the body is an http.IncomingMessage (a Readable) with the SDK's helpers mixed in
        const body = out.Body
        if (!(body instanceof Readable)) throw new Error('S3 GetObject answered without a readable body')
        return body
      } catch (err) {
        if (isNotFound(err)) return null
        throw err
      }
    },
    async exists(key) {
      return (await this.stat(key)) !== null
    },
    async delete(key) {
      await s3.send(new DeleteObjectCommand({ Bucket: opts.bucket, Key: objectKey(key) }))
    },
    async *list(listPrefix) {
      let token: string | undefined
      do {
        const page = await s3.send(new ListObjectsV2Command({ Bucket: opts.bucket, Prefix: prefix + listPrefix, ContinuationToken: token }))
        for (const o of page.Contents ?? []) {
          if (o.Key?.startsWith(prefix)) yield { key: o.Key.slice(prefix.length), lastModified: o.LastModified ?? new Date(0) }
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (token)
    },
  }
}
