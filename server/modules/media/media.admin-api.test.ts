import { randomBytes } from 'node:crypto';
import { access, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles } from '../../db/schema/files.ts';
import { auditLog } from '../../db/schema/staff.ts';
import { startServerProcess } from '../../testing/server-process.ts';
import { createStaffSession } from '../../testing/staff.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { animatedGif, cameraJpeg, picture, pngBomb, svgPicture, uploadFiles, type UploadPart } from './media.fixtures.ts';
import { databaseFileStore } from './media.storage.ts';
import { adminMediaCatalogues } from '../../../app/locales/admin-media/index.ts';

// Uploads kept in the database (the default): a second server process on the same database, which
// never saw the upload, serves them. On PGlite the two apps share one database handle in this
// process; on PostgreSQL the second has its own pool, as another process would.
let t: TestApp;
let second: TestApp;
let editor: Awaited<ReturnType<typeof createStaffSession>>;
let ukEditor: Awaited<ReturnType<typeof createStaffSession>>;

beforeAll(async () => {
  t = await createTestApp();
  second = await createTestApp({ sameDatabaseAs: t });
  editor = await createStaffSession(t.deps, { role: 'content_editor', locale: 'en' });
  ukEditor = await createStaffSession(t.deps, { role: 'content_editor', locale: 'uk' });
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

const upload = (parts: UploadPart[], options?: Parameters<typeof uploadFiles>[3]) => uploadFiles(t.app, editor.cookie, parts, options);

async function storedCount() {
  const [row] = await t.deps.db.select({ n: count() }).from(storedFiles);
  return row!.n;
}

async function get(app: TestApp, path: string, headers: Record<string, string> = {}) {
  const response = await app.app.request(path, { headers });
  return { status: response.status, type: response.headers.get('content-type'), vary: response.headers.get('vary'), body: Buffer.from(await response.arrayBuffer()) };
}

describe('POST /api/admin/media', () => {
  it('stores several pictures at once, their types read from their bytes, and audits each', async () => {
    // A PNG called photo.jpg and declared a GIF is taken as the PNG it is (kept losslessly).
    const png = await picture('png');
    const answer = await upload([
      { name: 'photo.jpg', type: 'image/gif', bytes: png },
      { name: 'camera.jpg', type: 'image/jpeg', bytes: await cameraJpeg() },
      { name: 'spinner.gif', type: 'image/gif', bytes: await animatedGif() },
    ]);
    expect(answer.status).toBe(201);
    const [fromPng, fromCamera, fromGif] = answer.body.data.files;
    expect(fromPng).toEqual({ path: expect.stringMatching(/^uploads\/2026\/11\/[0-9a-f]{32}\.webp$/), width: 64, height: 48, content_type: 'image/webp', size: expect.any(Number) });
    expect(fromCamera).toMatchObject({ width: 20, height: 40, content_type: 'image/webp' });
    expect(fromGif).toMatchObject({ path: expect.stringMatching(/\.gif$/), width: 16, height: 12, content_type: 'image/gif' });

    const [row] = await t.deps.db.select().from(storedFiles).where(eq(storedFiles.path, fromPng.path));
    expect(row).toMatchObject({ contentType: 'image/webp', size: fromPng.size, width: 64, height: 48 });
    expect(row!.bytes.byteLength).toBe(fromPng.size);
    const [original, kept] = await Promise.all([sharp(png).raw().toBuffer(), sharp(row!.bytes).removeAlpha().raw().toBuffer()]);
    expect(kept.equals(original)).toBe(true);
    // Nothing of an upload is written to this machine's disk: another machine would not see it.
    await expect(access(join(t.config.storageDir, fromPng.path))).rejects.toThrow();

    const entries = await t.deps.db.select().from(auditLog).where(and(eq(auditLog.action, 'media.upload'), eq(auditLog.staffId, editor.actor.id)));
    expect(entries.map((entry) => entry.entityId).sort()).toEqual([fromPng.path, fromCamera.path, fromGif.path].sort());
    expect(entries.find((entry) => entry.entityId === fromPng.path)).toMatchObject({ entityType: 'stored_file', before: null, after: { ...fromPng, storage: 'database', sha256: row!.sha256 } });
  });

  it('has a second server process serve the upload from /storage and resized from /media', async () => {
    const jpeg = await picture('jpeg', { width: 800, height: 600 });
    const [file] = (await upload([{ name: 'tent.jpg', type: 'image/jpeg', bytes: jpeg }])).body.data.files;
    const gif = (await upload([{ name: 'spinner.gif', type: 'image/gif', bytes: await animatedGif() }])).body.data.files[0];

    const stored = await get(second, `/storage/${file.path}`);
    expect(stored).toMatchObject({ status: 200, type: 'image/webp' });
    expect(stored.body.byteLength).toBe(file.size);

    const resized = await get(second, `/media/400/${file.path}`);
    expect(resized).toMatchObject({ status: 200, type: 'image/webp' });
    expect(await sharp(resized.body).metadata()).toMatchObject({ format: 'webp', width: 400, height: 300 });
    const asJpeg = await get(second, `/media/600/${file.path}?format=jpeg`);
    expect(asJpeg).toMatchObject({ status: 200, type: 'image/jpeg', vary: null });
    // A browser that takes AVIF gets it at the same address; the answer says it varies by Accept.
    const chrome = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
    const avif = await get(second, `/media/400/${file.path}`, { accept: chrome });
    expect(avif).toMatchObject({ status: 200, type: 'image/avif', vary: 'Accept' });
    expect(await sharp(avif.body).metadata()).toMatchObject({ format: 'heif', compression: 'av1', width: 400, height: 300 });
    expect(await get(second, `/media/400/${file.path}`, { accept: 'image/avif;q=0, image/webp' })).toMatchObject({ type: 'image/webp', vary: 'Accept' });

    const animated = await get(second, `/storage/${gif.path}`);
    expect(animated).toMatchObject({ status: 200, type: 'image/gif' });
    expect((await sharp(animated.body, { animated: true }).metadata()).pages).toBe(3);

    // Each process keeps what it made (and the original it made it from) on its own disk.
    await t.deps.db.delete(storedFiles).where(eq(storedFiles.path, file.path));
    expect((await get(second, `/media/400/${file.path}`)).status).toBe(200);
    expect((await get(second, `/media/800/${file.path}`)).status).toBe(200);
    expect((await get(t, `/media/400/${file.path}`)).status).toBe(404);
  });

  it('serves a file on the local disk before one of the same path in the database', async () => {
    const folder = `test-media-${randomBytes(4).toString('hex')}`;
    const onDisk = await picture('png', { width: 10, height: 10 });
    await mkdir(join(t.config.storageDir, folder), { recursive: true });
    await writeFile(join(t.config.storageDir, folder, 'logo.png'), onDisk);
    try {
      const inDatabase = await picture('png', { width: 12, height: 12 });
      await databaseFileStore(t.deps.db).put({ path: `${folder}/logo.png`, contentType: 'image/png', bytes: inDatabase, width: 12, height: 12, sha256: '0'.repeat(64) });
      expect((await get(second, `/storage/${folder}/logo.png`)).body.equals(onDisk)).toBe(true);
    } finally {
      await rm(join(t.config.storageDir, folder), { recursive: true, force: true });
    }
  });

  it('refuses what is not a picture it takes, in the member’s language, and stores none of the batch', async () => {
    const before = await storedCount();
    const good = { name: 'good.jpg', type: 'image/jpeg', bytes: await picture('jpeg') };
    const answer = await upload([
      good,
      { name: 'photo.jpg', type: 'image/jpeg', bytes: Buffer.from('Not a picture, whatever its name says') },
      { name: 'logo.svg', type: 'image/svg+xml', bytes: svgPicture },
      { name: 'bomb.png', type: 'image/png', bytes: pngBomb(20_000) },
      { name: 'empty.png', type: 'image/png', bytes: Buffer.alloc(0) },
    ]);
    expect(answer.status).toBe(422);
    expect(answer.body.errors.params).toEqual({
      'file.1': ['photo.jpg: not a JPEG, PNG, WebP, AVIF or GIF image.'],
      'file.2': ['logo.svg: SVG images are not taken (they can carry script). Save it as PNG.'],
      'file.3': ['bomb.png: the image has more than 40 megapixels.'],
      'file.4': ['empty.png: the file is empty.'],
    });
    expect(answer.body.errors.message).toBe('photo.jpg: not a JPEG, PNG, WebP, AVIF or GIF image.');
    expect(await storedCount()).toBe(before);

    const inUkrainian = await uploadFiles(t.app, ukEditor.cookie, [{ name: 'logo.svg', type: 'image/png', bytes: svgPicture }]);
    expect(inUkrainian.body.errors.params['file.0']).toEqual(['logo.svg: зображення SVG не приймаються (вони можуть містити скрипти). Збережіть його як PNG.']);
  });

  it('answers 422 for no file, text in the file field, another field, or too many files', async () => {
    expect((await upload([])).body.errors.params).toEqual({ file: ['Choose at least one file.'] });
    expect((await upload([], { fields: { file: 'photo.jpg' } })).body.errors.params).toEqual({ file: ['The field “file” must carry a file, not text.'] });
    const other = await upload([{ name: 'a.png', type: 'image/png', bytes: await picture('png') }], { fields: { product_id: '7' } });
    expect(other).toMatchObject({ status: 422, body: { errors: { params: { product_id: ['Unknown field: only “file” is taken.'] } } } });
    const many = Array.from({ length: 21 }, (_, index) => ({ name: `${index}.gif`, type: 'image/gif', bytes: Buffer.from('GIF89a') }));
    expect((await upload(many)).body.errors.params).toEqual({ file: ['At most 20 files at a time.'] });
  });

  it('takes multipart/form-data only, and refuses a broken one', async () => {
    const json = await t.app.request('/api/admin/media', {
      method: 'POST',
      headers: { cookie: editor.cookie, origin: 'http://localhost', 'content-type': 'application/json' },
      body: JSON.stringify({ file: 'x' }),
    });
    expect(json.status).toBe(415);
    expect(((await json.json()) as any).errors.message).toBe('Send the files as multipart/form-data, in the field “file”.');
    const broken = await t.app.request('/api/admin/media', {
      method: 'POST',
      headers: { cookie: editor.cookie, origin: 'http://localhost', 'content-type': 'multipart/form-data; boundary=xyz' },
      body: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nno end',
    });
    expect(broken.status).toBe(422);
    expect(((await broken.json()) as any).errors.params.body).toBeDefined();
  });

  it('lets in staff with the catalogue only, from the shop’s own pages', async () => {
    const part = { name: 'a.png', type: 'image/png', bytes: await picture('png') };
    expect((await uploadFiles(t.app, null, [part])).status).toBe(401);
    const manager = await createStaffSession(t.deps, { role: 'manager', locale: 'en' });
    expect((await uploadFiles(t.app, manager.cookie, [part])).status).toBe(403);
    expect((await uploadFiles(t.app, editor.cookie, [part], { headers: { origin: 'https://evil.example' } })).status).toBe(403);
  });
});

describe('size limits (UPLOAD_MAX_MB)', () => {
  let small: TestApp;
  beforeAll(async () => {
    // About 20 KB a file, so a request may carry four of them and some room for the form (146 KB).
    small = await createTestApp({ sameDatabaseAs: t, env: { UPLOAD_MAX_MB: '0.02' } });
  });
  afterAll(() => small?.close());

  it('refuses a file over the limit with 422, and a request over four of them with 413', async () => {
    const noise = async (bytes: number) => sharp(randomBytes(bytes), { raw: { width: bytes / 3 / 16, height: 16, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
    const big = await noise(30 * 1024);
    const tooBig = await uploadFiles(small.app, editor.cookie, [{ name: 'big.png', type: 'image/png', bytes: big }]);
    expect(tooBig.status).toBe(422);
    expect(tooBig.body.errors.params['file.0']).toEqual(['big.png: the file is larger than 0.02 MB.']);

    const huge = await noise(192 * 1024);
    const before = await storedCount();
    const tooLarge = await uploadFiles(small.app, editor.cookie, [{ name: 'huge.png', type: 'image/png', bytes: huge }]);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.errors.message).toBe('The files together are larger than 0.1 MB: send fewer at a time.');
    expect(await storedCount()).toBe(before);
    // Nobody signed in: refused before the body is read.
    expect((await uploadFiles(small.app, null, [{ name: 'huge.png', type: 'image/png', bytes: huge }])).status).toBe(401);
  });
});

describe('the messages of uploads', () => {
  it('are the same in Ukrainian and English', () => {
    const keys = (tree: object, prefix = ''): string[] =>
      Object.entries(tree).flatMap(([key, value]) => (value && typeof value === 'object' ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`]));
    expect(keys(adminMediaCatalogues.en).sort()).toEqual(keys(adminMediaCatalogues.uk).sort());
  });
});

// Two real server processes on one PostgreSQL, each with a data directory of its own (as on two
// machines): a picture uploaded over HTTP to one is served, whole and resized, by the other.
// On PGlite one process holds the database, so the second instance above stands for the other process.
if (process.env.TEST_DATABASE_URL) {
  describe('uploads with two server processes on one PostgreSQL', () => {
    let setup: TestApp;
    let workDir: string;

    beforeAll(async () => {
      workDir = await mkdtemp(join(tmpdir(), 'tabir-uploads-'));
      // The processes run on the real clock: so must the staff session made here.
      setup = await createTestApp({ now: () => new Date(), startJobs: false });
    });
    afterAll(async () => {
      await setup?.close();
      if (workDir) await rm(workDir, { recursive: true, force: true });
    });

    it('are served by the process that did not take them', { timeout: 120_000 }, async () => {
      const { cookie } = await createStaffSession(setup.deps, { role: 'content_editor', locale: 'en' });
      const env = (name: string) => ({ DATA_DIR: join(workDir, name), DATABASE_URL: setup.database.url!, PUBLIC_URL: 'https://tabir.example', ALLOWED_HOSTS: '127.0.0.1' });
      const [taker, other] = await Promise.all([startServerProcess(env('one')), startServerProcess(env('two'))]);
      try {
        const form = new FormData();
        form.append('file', new File([new Uint8Array(await picture('jpeg', { width: 800, height: 600 }))], 'tent.jpg', { type: 'image/jpeg' }));
        const uploaded = await fetch(`${taker.url}/api/admin/media`, { method: 'POST', headers: { cookie, origin: taker.url }, body: form });
        expect(uploaded.status).toBe(201);
        const [file] = ((await uploaded.json()) as { data: { files: [{ path: string; size: number }] } }).data.files;

        const stored = await fetch(`${other.url}/storage/${file.path}`);
        expect(stored.status).toBe(200);
        expect((await stored.arrayBuffer()).byteLength).toBe(file.size);
        const resized = await fetch(`${other.url}/media/400/${file.path}`);
        expect(resized.status).toBe(200);
        expect(await sharp(Buffer.from(await resized.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 400, height: 300 });
      } finally {
        await Promise.all([taker.stop(), other.stop()]);
      }
    });
  });
}
