import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { productSheetColumns } from '../../../common/admin-products-import.ts';
import { createStaffSession } from '../../testing/staff.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// POST /api/admin/products/import under fuzzing, with bodies of its own kind (server/http/api-fuzz.test.ts
// speaks JSON and leaves this call to this file): multipart forms whose file is a price list of
// random columns and cells (quotes, semicolons, formulas, control characters), the real XLSX
// export with bytes changed or cut, random bytes behind a zip's magic number, and broken forms.
// No answer may be a 5xx; a 2xx needs a form with one file in `file`. Mostly dry runs; an apply
// that the file lets through is fine too. FUZZ_SEED and FUZZ_RUNS replay or deepen a run.
const numRuns = Number(process.env.FUZZ_RUNS ?? 40);
const seed = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);

let t: TestApp;
let cookie: string;
let xlsx: Buffer;
let csv: string;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_FACTOR: '10000' } });
  cookie = (await createStaffSession(t.deps, { role: 'owner' })).cookie;
  xlsx = Buffer.from(await (await t.app.request('/api/admin/products/export?format=xlsx', { headers: { cookie } })).arrayBuffer());
  csv = await (await t.app.request('/api/admin/products/export?format=csv', { headers: { cookie } })).text();
});
afterAll(() => t?.close());

const cellText = fc.oneof(
  fc.constantFrom('', ' ', '0', '-1', '1.005', '1 299,50', '9999999.99', '1e5', 'так', 'maybe', 'namety', 'olive', 'm', '=1+1', "'=cmd", '"', '""', ';', ',', '\r\n', '\u0000', '\ufeff', 'x'.repeat(300)),
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
);
const quote = (value: string) => `"${value.replace(/"/g, '""')}"`;
const priceList = fc
  .tuple(fc.subarray([...productSheetColumns, 'colour', 'SKU', ''], { minLength: 1, maxLength: 10 }), fc.array(fc.array(cellText, { maxLength: 10 }), { maxLength: 12 }), fc.constantFrom(',', ';'))
  .map(([header, rows, delimiter]) => Buffer.from([header, ...rows].map((cells) => cells.map(quote).join(delimiter)).join('\r\n')));

const fileBytes: fc.Arbitrary<Buffer> = fc.oneof(
  priceList,
  fc.constant(null).map(() => Buffer.from(csv)),
  // The real export, with bytes changed, cut short, or junk after it.
  fc
    .tuple(fc.constantFrom('xlsx', 'csv'), fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { maxLength: 6 }), fc.option(fc.nat(), { freq: 3 }), fc.uint8Array({ maxLength: 40 }))
    .map(([kind, flips, cut, tail]) => {
      const copy = kind === 'xlsx' ? Buffer.from(xlsx) : Buffer.from(csv);
      for (const [at, value] of flips) copy[at % copy.length] = value;
      return Buffer.concat([cut === null ? copy : copy.subarray(0, cut % copy.length), Buffer.from(tail)]);
    }),
  fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.from(bytes)])),
  fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)),
);

interface Part {
  field: string;
  filename: string | null;
  bytes: Buffer;
}

const part: fc.Arbitrary<Part> = fc.oneof(
  { arbitrary: fc.record({ field: fc.constant('file'), filename: fc.constantFrom('prices.csv', 'prices.xlsx', 'a', 'ціни.csv'), bytes: fileBytes }), weight: 5 },
  { arbitrary: fc.record({ field: fc.constant('mode'), filename: fc.constant(null), bytes: fc.constantFrom('dry_run', 'dry_run', 'apply', 'delete', '').map((text) => Buffer.from(text)) }), weight: 2 },
  { arbitrary: fc.record({ field: fc.string({ maxLength: 10 }), filename: fc.option(fc.string({ maxLength: 40 })), bytes: fc.uint8Array({ maxLength: 40 }).map((bytes) => Buffer.from(bytes)) }), weight: 1 },
);

function multipart(parts: Part[], boundary: string): Buffer {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.field}"${p.filename === null ? '' : `; filename="${p.filename}"`}`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`), p.bytes, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

type Sent = { parts: Part[]; contentType: string } | { raw: Buffer; contentType: string };

const sent: fc.Arbitrary<Sent> = fc.oneof(
  { arbitrary: fc.array(part, { minLength: 1, maxLength: 3 }).map((parts) => ({ parts, contentType: 'multipart/form-data; boundary=----tabir' })), weight: 6 },
  {
    arbitrary: fc.record({
      raw: fc.oneof(fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)), fc.constantFrom(Buffer.from('{"file":"x"}'), Buffer.from('------tabir\r\n'), Buffer.alloc(0))),
      contentType: fc.constantFrom('multipart/form-data; boundary=----tabir', 'multipart/form-data', 'application/json', 'text/csv', ''),
    }),
    weight: 2,
  },
);

describe('POST /api/admin/products/import under fuzzing', () => {
  it('never answers a 5xx, and a 2xx only to a form with a file in `file`', async () => {
    await fc.assert(
      fc.asyncProperty(sent, async (body) => {
        const payload = 'parts' in body ? multipart(body.parts, '----tabir') : body.raw;
        const response = await t.app.request('/api/admin/products/import', {
          method: 'POST',
          headers: { cookie, origin: 'http://localhost', ...(body.contentType ? { 'content-type': body.contentType } : {}) },
          body: new Uint8Array(payload),
        });
        const text = await response.text();
        const shown = 'parts' in body ? JSON.stringify(body.parts.map((p) => ({ ...p, bytes: p.bytes.subarray(0, 60).toString('hex') }))) : body.raw.subarray(0, 80).toString('hex');
        if (response.status >= 500) throw new Error(`answered ${response.status} ${text.slice(0, 300)} to ${body.contentType} ${shown}`);
        if (response.status < 300 && !('parts' in body && body.parts.some((p) => p.field === 'file' && p.filename !== null))) throw new Error(`answered ${response.status} to ${shown}`);
      }),
      { numRuns, seed, verbose: 1 },
    );
  });
});
