import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ensurePortFree, startShop } from './processes.ts';

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

  it('finds a port free once nothing listens on it', async () => {
    server = await answeringServer();
    const port = portOf(server);
    await new Promise((closed) => server!.close(closed));
    server = undefined;
    await expect(ensurePortFree(port)).resolves.toBeUndefined();
  });
});
