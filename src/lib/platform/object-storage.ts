import { s3Storage, type S3StorageOptions } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'

// Uploads (media, certificate evidence and EPD documents) in an S3 bucket when S3_BUCKET is set, so every instance serves the same
// files; on the local disk (media/, evidence/) otherwise. Files are still served through Payload's routes, so the
// evidence keeps its access control and image URLs stay /api/media/file/<name>.

type Env = Readonly<Record<string, string | undefined>>

/** The bucket and S3 client settings from the environment; null when S3_BUCKET is unset. */
export function s3Settings(env: Env = process.env): Pick<S3StorageOptions, 'bucket' | 'config'> | null {
  const bucket = env.S3_BUCKET?.trim()
  if (!bucket) return null
  const endpoint = env.S3_ENDPOINT?.trim() || undefined
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim()
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim()
  return {
    bucket,
    config: {
      region: env.S3_REGION?.trim() || 'us-east-1',
      endpoint,
      // S3-compatible services (MinIO, R2, Ceph...) address buckets by path, and not all of them take the SDK's
      // optional checksums.
      forcePathStyle: Boolean(endpoint),
      ...(endpoint ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' } : {}),
      // Without keys here the SDK's own chain applies (AWS_* variables, an instance role).
      ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
    },
  }
}

/** Payload's S3 storage adapter, switched on by S3_BUCKET (always in the config: the same import map and schema either way). */
export function objectStorage(env: Env = process.env): Plugin {
  const settings = s3Settings(env)
  return s3Storage({
    enabled: settings !== null,
    // The adapter's own fields (prefix, object key) are in the schema whether or not S3 is on: one set of migrations.
    alwaysInsertFields: true,
    bucket: settings?.bucket ?? '',
    config: settings?.config ?? {},
    // An empty prefix: objects at the bucket's root, and the prefix field present when S3 is on too.
    collections: {
      media: { prefix: '' },
      'certificate-evidence': { prefix: '' },
      'epd-documents': { prefix: '' },
      'lead-attachments': { prefix: '' },
    },
  })
}
