import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createStaffSession } from '../../testing/staff.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { animatedGif, cameraJpeg, picture, svgPicture } from './media.fixtures.ts';

// POST /api/admin/media under fuzzing, with bodies of its own kind (server/http/api-fuzz.test.ts
// speaks JSON and leaves this call to this file): multipart forms of random parts (field names,
// file names with quotes and line breaks, declared types, pictures whole or damaged, random
// bytes behind an image's magic number), broken forms and other content types. No answer may be
// a 5xx, a 2xx needs every part to be a file in the field `file`, and every file a 2xx names
// must then be served. FUZZ_SEED and FUZZ_RUNS replay or deepen a run, as in api-fuzz.test.ts.
const numRuns = Number(process.env.FUZZ_RUNS ?? 40);
const seed = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);

let t: TestApp;
let cookie: string;
let pictures: Buffer[];

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_FACTOR: '10000' } });
  cookie = (await createStaffSession(t.deps, { role: 'owner' })).cookie;
  pictures = [
    ...(await Promise.all((['jpeg', 'png', 'webp', 'avif', 'gif'] as const).map((format) => picture(format, { width: 24, height: 16 })))),
    await animatedGif(),
    await cameraJpeg(),
  ];
});
afterAll(() => t?.close());

interface Part {
  field: string;
  /** A file part (with a file name) or a plain text field. */
  filename: string | null;
  type: string | null;
  bytes: Buffer;
  /** A picture as made, not damaged: the call must take it when it is the only kind sent. */
  intact: boolean;
}

const magic = ['ffd8ff', '89504e470d0a1a0a', '474946383961', '52494646000000005745425056503820', '0000001c6674797061766966'].map((hex) => Buffer.from(hex, 'hex'));

const bytesOfPart: fc.Arbitrary<{ bytes: Buffer; intact: boolean }> = fc.oneof(
  fc.nat().map((index) => ({ bytes: pictures[index % pictures.length]!, intact: true })),
  // A picture cut short, with bytes changed, or with junk after it.
  fc
    .tuple(fc.nat(), fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 8 }), fc.option(fc.nat(), { freq: 3 }), fc.uint8Array({ maxLength: 64 }))
    .map(([index, flips, cut, tail]) => {
      const copy = Buffer.from(pictures[index % pictures.length]!);
      for (const [at, value] of flips) copy[at % copy.length] = value;
      return { bytes: Buffer.concat([cut === null ? copy : copy.subarray(0, cut % copy.length), Buffer.from(tail)]), intact: false };
    }),
  fc.tuple(fc.constantFrom(...magic), fc.uint8Array({ maxLength: 300 })).map(([head, rest]) => ({ bytes: Buffer.concat([head, Buffer.from(rest)]), intact: false })),
  fc.uint8Array({ maxLength: 300 }).map((bytes) => ({ bytes: Buffer.from(bytes), intact: false })),
  fc.constantFrom(svgPicture, Buffer.alloc(0), Buffer.from('<html><script>alert(1)</script></html>')).map((bytes) => ({ bytes, intact: false })),
);

const part: fc.Arbitrary<Part> = fc.record({
  field: fc.oneof({ arbitrary: fc.constant('file'), weight: 6 }, { arbitrary: fc.constantFrom('files', 'file[]', 'File', ''), weight: 1 }, { arbitrary: fc.string({ maxLength: 12 }), weight: 1 }),
  filename: fc.oneof({ arbitrary: fc.constantFrom('photo.jpg', 'logo.svg', 'a.png', ''), weight: 4 }, { arbitrary: fc.string({ maxLength: 200 }), weight: 2 }, { arbitrary: fc.constant(null), weight: 1 }),
  type: fc.option(fc.constantFrom('image/jpeg', 'image/png', 'image/gif', 'image/svg+xml', 'text/html', 'application/octet-stream', 'x/y; charset="'), { freq: 4 }),
  content: bytesOfPart,
}).map(({ content, ...rest }) => ({ ...rest, ...content }));

function multipart(parts: Part[], boundary: string): Buffer {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.field}"${p.filename === null ? '' : `; filename="${p.filename}"`}`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`), p.bytes, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

type Sent = { parts: Part[]; boundary: string; contentType: string } | { raw: Buffer; contentType: string };

const sent: fc.Arbitrary<Sent> = fc.oneof(
  { arbitrary: fc.record({ parts: fc.array(part, { maxLength: 5 }), boundary: fc.constantFrom('----tabir', 'x') }).map(({ parts, boundary }) => ({ parts, boundary, contentType: `multipart/form-data; boundary=${boundary}` })), weight: 6 },
  {
    arbitrary: fc.record({
      raw: fc.oneof(fc.uint8Array({ maxLength: 400 }).map((bytes) => Buffer.from(bytes)), fc.constantFrom(Buffer.from('{"file":"x"}'), Buffer.from('--x\r\n'), Buffer.from('--x--'), Buffer.alloc(0))),
      contentType: fc.constantFrom('multipart/form-data; boundary=x', 'multipart/form-data', 'multipart/mixed; boundary=x', 'application/json', 'application/x-www-form-urlencoded', 'image/png', ''),
    }),
    weight: 2,
  },
);

/** Whether a 2xx may answer it: some parts, all files in the field `file`, none of them empty. */
function mayTake(body: Sent): boolean {
  if (!('parts' in body) || body.parts.length === 0) return false;
  return body.parts.every((p) => p.field === 'file' && p.filename !== null && p.bytes.length > 0 && !/["\r\n]/.test(p.filename));
}

describe('POST /api/admin/media under fuzzing', () => {
  it('never answers a 5xx, takes only files in `file`, and serves every file it took', async () => {
    // Each run also tries one body that must be taken: every picture, whole, in one form.
    const everyPicture = pictures.map((bytes, index) => ({ field: 'file', filename: `picture-${index}.bin`, type: 'application/octet-stream', bytes, intact: true }));
    await fc.assert(
      fc.asyncProperty(sent, async (body) => {
        const payload = 'parts' in body ? multipart(body.parts, body.boundary) : body.raw;
        const response = await t.app.request('/api/admin/media', {
          method: 'POST',
          headers: { cookie, origin: 'http://localhost', ...(body.contentType ? { 'content-type': body.contentType } : {}) },
          body: new Uint8Array(payload),
        });
        const text = await response.text();
        const shown = 'parts' in body ? JSON.stringify(body.parts.map((p) => ({ ...p, bytes: p.bytes.subarray(0, 24).toString('hex') }))) : body.raw.subarray(0, 80).toString('hex');
        if (response.status >= 500) throw new Error(`answered ${response.status} ${text.slice(0, 300)} to ${body.contentType} ${shown}`);
        if (response.status >= 200 && response.status < 300) {
          if (!mayTake(body)) throw new Error(`answered ${response.status} to ${body.contentType} ${shown}`);
          const files = (JSON.parse(text) as { data: { files: { path: string }[] } }).data.files;
          if (files.length !== (body as { parts: Part[] }).parts.length) throw new Error(`answered ${files.length} files for ${shown}`);
          for (const file of files) {
            const served = await t.app.request(`/storage/${file.path}`);
            if (served.status !== 200) throw new Error(`${file.path} is not served (${served.status})`);
          }
        } else if ('parts' in body && body.boundary === '----tabir' && body.parts.length > 0 && body.parts.every((p) => p.field === 'file' && p.intact && p.filename !== null && /^[\w.]+$/.test(p.filename))) {
          throw new Error(`refused intact pictures with ${response.status} ${text.slice(0, 300)}: ${shown}`);
        }
      }),
      { numRuns, seed, verbose: 1, examples: [[{ parts: everyPicture, boundary: '----tabir', contentType: 'multipart/form-data; boundary=----tabir' }]] },
    );
  });
});
