import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { count, eq, like } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { productImages } from '../../db/schema/catalog.ts';
import { storedFiles } from '../../db/schema/files.ts';
import { auditLog } from '../../db/schema/staff.ts';
import { startTestS3, type TestS3 } from '../../testing/s3-server.ts';
import { createStaffSession } from '../../testing/staff.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { picture, uploadFiles } from './media.fixtures.ts';
import { databaseFileStore } from './media.storage.ts';

// Uploads in an S3-compatible bucket (s3rver on a free port): they land in the bucket, not the
// database, and a second server process serves them through its own /storage and /media.
let s3: TestS3;
let t: TestApp;
let second: TestApp;
let editor: Awaited<ReturnType<typeof createStaffSession>>;

beforeAll(async () => {
  s3 = await startTestS3();
  t = await createTestApp({ env: s3.env });
  second = await createTestApp({ sameDatabaseAs: t, env: s3.env });
  editor = await createStaffSession(t.deps, { role: 'owner', locale: 'en' });
});
afterAll(async () => {
  await second?.close();
  await t?.close();
  await s3?.close();
});

describe('uploads with S3_BUCKET set', () => {
  it('land in the bucket, and a second process serves them', async () => {
    const answer = await uploadFiles(t.app, editor.cookie, [{ name: 'tent.jpg', type: 'image/jpeg', bytes: await picture('jpeg', { width: 800, height: 600 }) }]);
    expect(answer.status).toBe(201);
    const [file] = answer.body.data.files;

    const client = new S3Client({ endpoint: s3.endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
    const object = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: file.path }));
    const bytes = Buffer.from(await object.Body!.transformToByteArray());
    expect(object.ContentType).toBe('image/webp');
    expect(bytes.byteLength).toBe(file.size);
    client.destroy();

    const [inDatabase] = await t.deps.db.select({ n: count() }).from(storedFiles);
    expect(inDatabase!.n).toBe(0);
    const [entry] = await t.deps.db.select().from(auditLog).where(eq(auditLog.entityId, file.path));
    expect(entry).toMatchObject({ action: 'media.upload', staffId: editor.actor.id, after: { storage: 's3', path: file.path } });

    const stored = await second.app.request(`/storage/${file.path}`);
    expect(stored.status).toBe(200);
    expect(stored.headers.get('content-type')).toBe('image/webp');
    expect(Buffer.from(await stored.arrayBuffer()).equals(bytes)).toBe(true);
    const resized = await second.app.request(`/media/400/${file.path}`);
    expect(resized.status).toBe(200);
    expect(await sharp(Buffer.from(await resized.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 400, height: 300 });
    // A path the bucket does not have is a plain 404.
    expect((await second.app.request(`/storage/uploads/2026/11/${'0'.repeat(32)}.webp`)).status).toBe(404);
  });

  it('leave the uploads kept in the database before the bucket was set served', async () => {
    const bytes = await picture('webp', { width: 30, height: 20 });
    const path = `uploads/2026/10/${'ab'.repeat(16)}.webp`;
    await databaseFileStore(t.deps.db).put({ path, contentType: 'image/webp', bytes, width: 30, height: 20, sha256: 'ab'.repeat(32) });
    const stored = await second.app.request(`/storage/${path}`);
    expect(stored.status).toBe(200);
    expect(Buffer.from(await stored.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('leave the files on the local disk served as before (the demo shop’s pictures)', async () => {
    const [image] = await t.deps.db
      .select({ path: productImages.path })
      .from(productImages)
      .where(like(productImages.path, '%.svg'))
      .limit(1);
    expect(image?.path).toBeTruthy();
    expect((await second.app.request(`/media/400/${image!.path}`)).status).toBe(200);
  });
});

describe('the S3 settings', () => {
  const base = { DATA_DIR: '/tmp/tabir-config-test' };
  it('need a bucket for an endpoint or keys, and both keys or neither', () => {
    expect(() => loadConfig({ ...base, S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, S3_BUCKET: 'tabir', S3_ACCESS_KEY_ID: 'key' })).toThrow(/give both or neither/);
    expect(() => loadConfig({ ...base, S3_BUCKET: 'Not A Bucket' })).toThrow(/S3_BUCKET/);
    expect(loadConfig({ ...base, S3_BUCKET: 'tabir', S3_FORCE_PATH_STYLE: '1' })).toMatchObject({ S3_BUCKET: 'tabir', S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: true, UPLOAD_MAX_MB: 15 });
  });
});
