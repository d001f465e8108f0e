import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ensurePortFree, parseServeCommand, startShop } from './processes.ts';

const root = resolve(import.meta.dirname, '../..');

/** A server that answers every request 200, as a shop already running on the port would. */
async function answeringServer(): Promise<Server> {
  const server = createServer((_request, response) => response.end('ok'));
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  return server;
}

const portOf = (server: Server) => (server.address() as AddressInfo).port;

describe('the benchmark’s processes', () => {
  let server: Server | undefined;
  afterEach(async () => {
    await new Promise((closed) => (server ? server.close(closed) : closed(undefined)));
    server = undefined;
  });

  it('refuses to start a shop on a port another server answers on, instead of measuring that server', async () => {
    server = await answeringServer();
    await expect(startShop(root, portOf(server), {})).rejects.toThrow(`port ${portOf(server)} is in use`);
  });

  it('runs the server as `npm run serve` does: its variables, then its node flags', () => {
    const { scripts } = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    const serve = parseServeCommand(scripts.serve);
    expect(serve.env).toEqual({ MALLOC_ARENA_MAX: '2' });
    expect(serve.flags).toContain('--liftoff-only');
    expect(serve.flags).toContain('--no-allocation-site-pretenuring');
    expect(serve.flags).toContain('--no-separate-gc-phases');
    expect(parseServeCommand('A=1 B_2= node --x server/start.js')).toEqual({ env: { A: '1', B_2: '' }, flags: ['--x'] });
    expect(() => parseServeCommand('node server/main.ts')).toThrow('package.json "serve" must read');
    expect(() => parseServeCommand('A=1 npx server/start.js')).toThrow('package.json "serve" must read');
  });

  it('finds a port free once nothing listens on it', async () => {
    server = await answeringServer();
    const port = portOf(server);
    await new Promise((closed) => server!.close(closed));
    server = undefined;
    await expect(ensurePortFree(port)).resolves.toBeUndefined();
  });
});
