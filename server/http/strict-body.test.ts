import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// What the API documents is a JSON object sent as `application/json` in UTF-8, uncompressed.
// Anything else used to be read leniently (an encoding ignored, a look-alike type taken, broken
// text repaired to U+FFFD, a huge count capped); each is refused now.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const search = JSON.stringify({ lang: 'en', string: 'tent' });

async function send(path: string, body: BodyInit, headers: Record<string, string>) {
  const response = await t.app.request(path, { method: 'POST', headers, body });
  return { status: response.status, body: (await response.json()) as any };
}

describe('Content-Encoding', () => {
  it('a gzip body is a 415, not read as if it were the JSON', async () => {
    const answer = await send('/api/search', gzipSync(search), { 'content-type': 'application/json', 'content-encoding': 'gzip' });
    expect(answer.status).toBe(415);
    expect(answer.body.errors.message).toBe('Надсилайте тіло запиту без стиснення (без заголовка Content-Encoding)');
  });

  it('plain JSON labelled gzip (or br, deflate) is a 415 too', async () => {
    for (const encoding of ['gzip', 'br', 'deflate', 'x-anything']) {
      const answer = await send('/api/search', search, { 'content-type': 'application/json', 'content-encoding': encoding, 'accept-language': 'en' });
      expect(answer.status, encoding).toBe(415);
      expect(answer.body.errors.message).toBe('Send the request body uncompressed (without a Content-Encoding header)');
    }
  });

  it('identity is no encoding and is taken', async () => {
    expect((await send('/api/search', search, { 'content-type': 'application/json', 'content-encoding': 'identity' })).status).toBe(200);
  });
});

describe('Content-Type', () => {
  it('look-alikes of application/json are a 415', async () => {
    for (const type of ['application/json-seq', 'application/jsonx', 'application/json+x', 'application/json; charset=latin1', 'application/json; boundary=x', 'text/json', 'application/x-json']) {
      const answer = await send('/api/search', search, { 'content-type': type });
      expect(answer.status, type).toBe(415);
    }
  });

  it('application/json with or without a UTF-8 charset is taken', async () => {
    for (const type of ['application/json', 'Application/JSON', 'application/json; charset=utf-8', 'application/json;charset=UTF-8', 'application/json; charset="utf-8"']) {
      expect((await send('/api/search', search, { 'content-type': type })).status, type).toBe(200);
    }
  });
});

describe('text that is not well-formed Unicode', () => {
  it('a lone surrogate in a string is a 422 on that field, never stored as U+FFFD', async () => {
    for (const [path, field, body] of [
      ['/api/search', 'string', '{"lang":"en","string":"ten\\ud800t"}'],
      ['/api/news/subscribe', 'email', '{"lang":"en","email":"taras\\udfff@example.com"}'],
      ['/api/auth/register', 'name', '{"lang":"en","name":"Taras\\ud83d","email":"t@example.com","password":"long-password","password_confirmation":"long-password"}'],
      ['/api/auth/login', 'password', '{"lang":"en","email":"t@example.com","password":"pass\\udc00word"}'],
      ['/api/menu/get-by-ids', 'body', '{"lang":"en","ids":[1],"\\ud800":1}'],
    ] as const) {
      const answer = await send(path, body, { 'content-type': 'application/json' });
      expect(answer.status, path).toBe(422);
      const key = field === 'body' ? Object.keys(answer.body.errors.params)[0]! : field;
      expect(answer.body.errors.params[key], path).toEqual(['The text holds broken characters: type it again']);
    }
  });

  it('a whole surrogate pair (an emoji) is fine', async () => {
    expect((await send('/api/search', '{"lang":"en","string":"tent \\ud83c\\udfd5"}', { 'content-type': 'application/json' })).status).toBe(200);
  });

  it('bytes that are not UTF-8 are a 422 on the body, not repaired', async () => {
    const bytes = Buffer.concat([Buffer.from('{"lang":"en","string":"ten'), Buffer.from([0xed, 0xa0, 0x80, 0xff]), Buffer.from('t"}')]);
    const answer = await send('/api/search', bytes, { 'content-type': 'application/json', 'accept-language': 'en' });
    expect(answer.status).toBe(422);
    expect(answer.body.errors.params.body).toEqual(['The request body must be UTF-8 text']);
  });
});

describe('numbers past PostgreSQL integers', () => {
  it('a cart count of 2³¹ or more is a 422, not capped', async () => {
    for (const count of [2 ** 31, 2 ** 40, 2 ** 53 - 1]) {
      const add = await t.post('/api/cart/add', { lang: 'en', product_id: 1, count });
      expect(add.status, String(count)).toBe(422);
      expect(add.body.errors.params.count).toEqual(['The quantity must be a whole number from 1']);
      const update = await t.post('/api/cart/update', { lang: 'en', id: 1, cart_id: '5f0c2b7e-8d7a-4d0e-9a51-0c7c2b1f4e11', count });
      expect(update.status).toBe(422);
      expect(update.body.errors.params.count).toBeDefined();
    }
  });

  it('menu ids of 2³¹ or more are a 422, not a failed query', async () => {
    const answer = await t.post('/api/menu/get-by-ids', { lang: 'en', ids: [1, 2 ** 31] });
    expect(answer.status).toBe(422);
    expect(answer.body.errors.params['ids.1']).toEqual(['A menu id must be a positive whole number']);
  });
});
