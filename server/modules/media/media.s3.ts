import type { S3Client } from '@aws-sdk/client-s3';
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
  // The SDK loads on the first file asked for, not at start: it takes ~200 ms and ~36 MB to load.
  let connecting: Promise<{ sdk: typeof import('@aws-sdk/client-s3'); client: S3Client }> | undefined;
  const connect = () => (connecting ??= import('@aws-sdk/client-s3').then((sdk) => ({ sdk, client: createClient(sdk, config) })));
  return {
    kind: 's3',
    async put(file) {
      const { sdk, client } = await connect();
      await client.send(
        new sdk.PutObjectCommand({
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
      const { sdk, client } = await connect();
      try {
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: path }));
        if (!answer.Body) return null;
        return { body: Buffer.from(await answer.Body.transformToByteArray()), type: answer.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (error instanceof sdk.NoSuchKey || (error instanceof sdk.S3ServiceException && error.$metadata.httpStatusCode === 404)) return null;
        throw error;
      }
    },
  };
}

function createClient(sdk: typeof import('@aws-sdk/client-s3'), config: Config): S3Client {
  return new sdk.S3Client({
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
}
