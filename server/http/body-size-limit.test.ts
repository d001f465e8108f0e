import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodySizeLimit } from './body-size-limit.ts';

const maxSize = 1024;

/** The limit in front of a handler that reads the body, served by the same adapter as the shop. */
const app = new Hono()
  .use(bodySizeLimit({ maxSize, onError: (c) => c.json({ refused: true }, 413) }))
  .get('/echo', (c) => c.json({ read: 0 }))
  .post('/echo', async (c) => c.json({ read: (await c.req.text()).length }));

let server: ServerType;
let port: number;

beforeAll(async () => {
  await new Promise<void>((ready) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => ready());
  });
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

/** A request over a real socket; `chunks` without a length go out with Transfer-Encoding: chunked. */
function send(method: string, chunks: string[], declaredLength?: number): Promise<{ status: number; body: unknown }> {
  return new Promise((answer, fail) => {
    const headers: Record<string, string | number> = { 'content-type': 'text/plain' };
    if (declaredLength !== undefined) headers['content-length'] = declaredLength;
    const request = httpRequest({ host: '127.0.0.1', port, method, path: '/echo', headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (part: string) => (text += part));
      response.on('end', () => answer({ status: response.statusCode!, body: JSON.parse(text) }));
    });
    // The server may answer before it has read a refused body; the socket closing then is expected.
    request.on('error', fail);
    for (const chunk of chunks) request.write(chunk);
    request.end();
  });
}

describe('bodySizeLimit', () => {
  it('reads a body whose declared length is within the limit', async () => {
    const body = 'a'.repeat(maxSize);
    expect(await send('POST', [body], maxSize)).toEqual({ status: 200, body: { read: maxSize } });
  });

  it('refuses a declared length over the limit with its own answer', async () => {
    expect(await send('POST', ['a'.repeat(maxSize + 1)], maxSize + 1)).toEqual({ status: 413, body: { refused: true } });
  });

  it('counts a chunked body as it arrives, refusing it once it passes the limit', async () => {
    expect(await send('POST', ['a'.repeat(600), 'b'.repeat(600)])).toEqual({ status: 413, body: { refused: true } });
  });

  it('reads a chunked body within the limit', async () => {
    expect(await send('POST', ['a'.repeat(300), 'b'.repeat(300)])).toEqual({ status: 200, body: { read: 600 } });
  });

  it('lets a GET without a body through', async () => {
    expect(await send('GET', [])).toEqual({ status: 200, body: { read: 0 } });
  });
});
