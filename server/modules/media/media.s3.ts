import { GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { Config } from '../../config.ts';
import type { FileStore } from './media.storage.ts';

/**
 * Uploaded files in an S3-compatible bucket (AWS, MinIO, Cloudflare R2, Backblaze B2, …), keyed by
 * their storage path. The shop still serves them itself through /storage and /media, so the
 * bucket stays private and the Content-Security-Policy and caching stay as they are.
 */
export function s3FileStore(config: Config): FileStore {
  const bucket = config.S3_BUCKET;
  if (!bucket) throw new Error('S3_BUCKET is not set');
  const client = new S3Client({
    region: config.S3_REGION,
    ...(config.S3_ENDPOINT ? { endpoint: config.S3_ENDPOINT } : {}),
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    ...(config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
      ? { credentials: { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY } }
      : {}),
    // Other stores than AWS refuse or mishandle the SDK's default checksums (CRC32 headers and
    // trailers added in 2025); the checksum the protocol requires is still sent.
    ...(config.S3_ENDPOINT ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' } : {}),
    // A store that hangs must not hold a shopper's request (or an upload) for minutes.
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 30_000 },
    maxAttempts: 3,
  });
  return {
    kind: 's3',
    async put(file) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: file.path,
          Body: file.bytes,
          ContentType: file.contentType,
          // The path is the content's hash: the object never changes.
          CacheControl: 'public, max-age=31536000, immutable',
          Metadata: { sha256: file.sha256, ...(file.width && file.height ? { width: String(file.width), height: String(file.height) } : {}) },
        }),
      );
    },
    async get(path) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: path }));
        if (!answer.Body) return null;
        return { body: Buffer.from(await answer.Body.transformToByteArray()), type: answer.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)) return null;
        throw error;
      }
    },
  };
}
