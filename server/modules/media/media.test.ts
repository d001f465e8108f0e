import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { like } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaUrl } from '../../../app/lib/media.ts';
import { articles } from '../../db/schema/content.ts';
import { productImages } from '../../db/schema/catalog.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
const folder = `test-media-${randomBytes(4).toString('hex')}`;
const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#3e4c2e"/></svg>';
// The start of an MP4 file (its `ftyp` box) and some bytes of "video": enough to check what is sent.
const mp4 = Buffer.concat([Buffer.from('000000186674797069736f6d0000020069736f6d6d703432', 'hex'), randomBytes(1000)]);
let gif: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#8a6a43' } }).gif().toBuffer();
  await mkdir(join(t.config.storageDir, folder), { recursive: true });
  await Promise.all([
    writeFile(join(t.config.storageDir, folder, 'pic.gif'), gif),
    writeFile(join(t.config.storageDir, folder, 'pic.svg'), svg),
    writeFile(join(t.config.storageDir, folder, 'clip.mp4'), mp4),
  ]);
});
afterAll(async () => {
  await rm(join(t.config.storageDir, folder), { recursive: true, force: true });
  await t.close();
});

describe('gif, svg and mp4 files', () => {
  it('are linked to their storage path and served from it as they are, with their type', async () => {
    for (const [name, type, body] of [
      ['pic.gif', 'image/gif', gif],
      ['pic.svg', 'image/svg+xml', Buffer.from(svg)],
      ['clip.mp4', 'video/mp4', mp4],
    ] as const) {
      const url = mediaUrl(`${folder}/${name}`, 400);
      expect(url).toBe(`/storage/${folder}/${name}`);
      const response = await t.app.request(url);
      expect(response.status, name).toBe(200);
      expect(response.headers.get('content-type'), name).toBe(type);
      expect(Buffer.from(await response.arrayBuffer()).equals(body), name).toBe(true);
    }
  });

  it('serves a video in byte ranges, as browsers ask to play it', async () => {
    const url = mediaUrl(`${folder}/clip.mp4`, 800);
    const head = await t.app.request(url, { headers: { range: 'bytes=0-23' } });
    expect(head.status).toBe(206);
    expect(head.headers.get('content-range')).toBe(`bytes 0-23/${mp4.length}`);
    expect(head.headers.get('content-type')).toBe('video/mp4');
    expect(Buffer.from(await head.arrayBuffer()).equals(mp4.subarray(0, 24))).toBe(true);

    const tail = await t.app.request(url, { headers: { range: 'bytes=-100' } });
    expect(tail.status).toBe(206);
    expect(Buffer.from(await tail.arrayBuffer()).equals(mp4.subarray(mp4.length - 100))).toBe(true);

    const beyond = await t.app.request(url, { headers: { range: `bytes=${mp4.length}-` } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${mp4.length}`);
  });

  it('keeps an svg opened on its own from running script', async () => {
    const response = await t.app.request(mediaUrl(`${folder}/pic.svg`, 400));
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
  });

  it('has the demo shop show an animated gif of a product and of a news article', async () => {
    const [product] = await t.deps.db.select({ path: productImages.path }).from(productImages).where(like(productImages.path, '%.gif'));
    const [article] = await t.deps.db.select({ cover: articles.cover }).from(articles).where(like(articles.cover, '%.gif'));
    for (const path of [product?.path, article?.cover]) {
      if (!path) throw new Error('the demo shop has no gif picture');
      const response = await t.app.request(mediaUrl(path, 800));
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toBe('image/gif');
      const metadata = await sharp(Buffer.from(await response.arrayBuffer()), { animated: true }).metadata();
      expect(metadata.pages, path).toBeGreaterThan(1);
    }
  });
});
