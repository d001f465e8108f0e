// Answers made per request are compressed as the client asks (compression.ts), through the real
// app and its middleware: the API's own answers, and pages from a renderer that streams as the
// storefront's does, here one whose second part waits until the test lets it go.
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { Transform } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createApp, type PageHandler } from '../app.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ startJobs: false });
});
afterAll(() => t.close());

const decoders: Record<string, () => Transform> = { br: createBrotliDecompress, gzip: createGunzip, deflate: createInflate };

/** The whole body, decoded by its Content-Encoding. */
async function decodedText(answer: Response): Promise<string> {
  const bytes = Buffer.from(await answer.arrayBuffer());
  const encoding = answer.headers.get('content-encoding');
  if (!encoding) return bytes.toString('utf8');
  const decoder = decoders[encoding]!();
  const parts: Buffer[] = [];
  decoder.on('data', (part: Buffer) => parts.push(part));
  const ended = new Promise((done, fail) => decoder.on('end', done).on('error', fail));
  decoder.end(bytes);
  await ended;
  return Buffer.concat(parts).toString('utf8');
}

/** A page of varied text, well over the size that is compressed. */
const pageText = Array.from({ length: 400 }, (_, i) => `<p>Товар ${i}: намет, спальник, каремат — ${i * 7919}</p>`).join('');

function fixedPage(body: string, headers: Record<string, string> = {}): PageHandler {
  return async () => new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8', ...headers } });
}

describe('compression of answers made per request', () => {
  it.each([
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['deflate', 'deflate'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['br;q=0, *', 'gzip'],
    ['identity', null],
    ['br;q=0, gzip;q=0, deflate;q=0', null],
  ])('Accept-Encoding %j gets %s, the same page once decoded', async (acceptEncoding, expected) => {
    const app = createApp(t.deps, { pages: fixedPage(pageText), pageCache: null });
    const answer = await app.request('/some-page', { headers: { 'accept-encoding': acceptEncoding } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-encoding')).toBe(expected);
    expect(answer.headers.get('vary')).toMatch(/accept-encoding/i);
    if (expected) expect(answer.headers.get('content-length')).toBeNull();
    expect(await decodedText(answer)).toBe(pageText);
  });

  it('a request without Accept-Encoding gets the page plain', async () => {
    const app = createApp(t.deps, { pages: fixedPage(pageText), pageCache: null });
    const answer = await app.request('/some-page');
    expect(answer.headers.get('content-encoding')).toBeNull();
    expect(await answer.text()).toBe(pageText);
  });

  it('compresses the API with Brotli and marks an ETag weak', async () => {
    const plain = await t.app.request('/api/settings/all', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ lang: 'uk' }) });
    const compressed = await t.app.request('/api/settings/all', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip, br' },
      body: JSON.stringify({ lang: 'uk' }),
    });
    expect(compressed.headers.get('content-encoding')).toBe('br');
    // Compressed whole, not streamed: its length is known.
    const compressedBytes = (await compressed.clone().arrayBuffer()).byteLength;
    expect(compressed.headers.get('content-length')).toBe(String(compressedBytes));
    expect(JSON.parse(await decodedText(compressed))).toEqual(await plain.json());

    const tagged = createApp(t.deps, { pages: fixedPage(pageText, { etag: '"v1"' }), pageCache: null });
    expect((await tagged.request('/tagged', { headers: { 'accept-encoding': 'br' } })).headers.get('etag')).toBe('W/"v1"');
  });

  it('sends a small JSON answer plain, with its length', async () => {
    const answer = await t.app.request('/api/search', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'br, gzip' },
      body: JSON.stringify({ lang: 'uk', string: 'x' }),
    });
    expect(answer.status).toBe(422);
    expect(answer.headers.get('content-encoding')).toBeNull();
    expect(answer.headers.get('vary')).toMatch(/accept-encoding/i);
    const text = await answer.text();
    expect(text.length).toBeLessThan(1024);
    expect(answer.headers.get('content-length')).toBe(String(Buffer.byteLength(text)));
    expect(JSON.parse(text).errors.params.string).toHaveLength(1);
  });

  it.each([
    ['a small answer of known length', fixedPage('<p>short</p>', { 'content-length': '12' }), 'GET'],
    ['a type that does not compress', fixedPage(pageText, { 'content-type': 'image/png' }), 'GET'],
    ['an answer marked no-transform', fixedPage(pageText, { 'cache-control': 'no-transform' }), 'GET'],
    ['an answer already encoded', fixedPage(pageText, { 'content-encoding': 'identity' }), 'GET'],
    ['a HEAD request', fixedPage(pageText), 'HEAD'],
  ])('leaves %s as it is', async (_name, pages, method) => {
    const app = createApp(t.deps, { pages, pageCache: null });
    const answer = await app.request('/some-page', { method, headers: { 'accept-encoding': 'br, gzip' } });
    expect(answer.headers.get('content-encoding') ?? 'identity').toBe('identity');
  });

  it.each(['br', 'gzip'])('with %s, the part of a page already rendered arrives before the rest is ready', async (encoding) => {
    const part = pageText.slice(0, 3000);
    const shell = `<!doctype html><html><body>${part}<!--end of shell-->`;
    const deferred = `<script>/* deferred data */</script>${part}</body></html>`;
    let release: () => void = () => {};
    const released = new Promise<void>((done) => (release = done));
    // A test that fails (by its time limit) lets the page end too, leaving nothing behind.
    onTestFinished(() => release());
    const pages: PageHandler = async () => {
      const stream = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(new TextEncoder().encode(shell));
          await released;
          controller.enqueue(new TextEncoder().encode(deferred));
          controller.close();
        },
      });
      return new Response(stream, { headers: { 'content-type': 'text/html; charset=utf-8' } });
    };
    const app = createApp(t.deps, { pages, pageCache: null });
    const answer = await app.request('/streamed', { headers: { 'accept-encoding': encoding } });
    expect(answer.headers.get('content-encoding')).toBe(encoding);

    // Decodes the pieces as they come. Were the shell's tail kept back by the compressor, the
    // reading below would wait for the rest of the page, which waits for this test: it would
    // never finish.
    const decoder = decoders[encoding]!();
    const pieces: Buffer[] = [];
    decoder.on('data', (piece: Buffer) => pieces.push(piece));
    const decoded = () => Buffer.concat(pieces).toString('utf8');
    const reader = answer.body!.getReader();
    while (!decoded().includes('<!--end of shell-->')) {
      const { value, done } = await reader.read();
      if (done) throw new Error('the page ended before its shell was read');
      await new Promise((written) => decoder.write(value, written));
      await new Promise((turn) => setImmediate(turn));
    }
    expect(decoded()).toBe(shell);

    release();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      await new Promise((written) => decoder.write(value, written));
    }
    const ended = new Promise((done) => decoder.on('end', done));
    decoder.end();
    await ended;
    expect(decoded()).toBe(shell + deferred);
  });
});
