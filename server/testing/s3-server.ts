import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

export interface TestS3 {
  /** The S3_* settings that point the app at this bucket. */
  env: Record<string, string>;
  bucket: string;
  endpoint: string;
  close(): Promise<void>;
}

/**
 * A local S3-compatible server (s3rver, objects on disk in a temporary directory) on a free port,
 * with one empty bucket. Its one account's keys are "S3RVER" / "S3RVER"; it checks signatures.
 */
export async function startTestS3({ bucket = 'tabir-uploads' }: { bucket?: string } = {}): Promise<TestS3> {
  const directory = await mkdtemp(join(tmpdir(), 'tabir-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    bucket,
    endpoint,
    env: { S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER', S3_FORCE_PATH_STYLE: 'true' },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
