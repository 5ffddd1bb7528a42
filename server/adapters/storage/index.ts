import type { Config } from '../../config'
import { createLocalStorage } from './local'
import { createS3Storage } from './s3'
import type { FileStorage } from './types'

export { keySegments, StorageKeyError, type ByteRange, type FileStorage, type StoredFileInfo } from './types'
export { createLocalStorage } from './local'
export { createS3Storage } from './s3'

type StorageConfig = Pick<Config, 'STORAGE' | 'uploadsPath' | 'S3_BUCKET' | 'S3_ENDPOINT' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE' | 'S3_PREFIX'>

/** The configured storage of uploaded files (STORAGE): the uploads folder, or an S3 bucket. */
export function createFileStorage(config: StorageConfig): FileStorage {
  if (config.STORAGE !== 's3') return createLocalStorage(config.uploadsPath)
  // config.ts has refused to boot without a bucket, or with half a key pair
  return createS3Storage({
    bucket: config.S3_BUCKET as string,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    prefix: config.S3_PREFIX,
    credentials: config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY } : undefined,
  })
}
