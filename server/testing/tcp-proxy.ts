import { createServer, connect, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy in front of a real PostgreSQL, to play a database that stops (connections refused,
 * open ones cut) or freezes (connections accepted, nothing answered) and then comes back.
 */
export interface TcpProxy {
  port: number;
  /** Cuts every connection and refuses new ones. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
  /** Keeps every connection open but passes nothing either way, and accepts new ones the same. */
  freeze(): void;
  /** Passes traffic again; connections accepted while frozen are cut. */
  thaw(): void;
  close(): Promise<void>;
}

interface Link {
  client: Socket;
  upstream: Socket | null;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const links = new Set<Link>();
  let frozen = false;
  let port = 0;

  const join = (link: Link) => {
    link.client.pipe(link.upstream!);
    link.upstream!.pipe(link.client);
  };
  const cut = (link: Link) => {
    link.client.destroy();
    link.upstream?.destroy();
    links.delete(link);
  };

  const onConnection = (client: Socket) => {
    const link: Link = { client, upstream: null };
    links.add(link);
    client.on('error', () => cut(link));
    client.on('close', () => cut(link));
    if (frozen) return; // accepted, never answered
    link.upstream = connect(target);
    link.upstream.on('error', () => cut(link));
    link.upstream.on('close', () => cut(link));
    join(link);
  };

  let server: Server = createServer(onConnection);
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        port = (server.address() as { port: number }).port;
        resolve();
      });
    });
  await listen();

  return {
    get port() {
      return port;
    },
    async stop() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const link of links) cut(link);
      });
    },
    async start() {
      server = createServer(onConnection);
      await listen();
    },
    freeze() {
      frozen = true;
      for (const link of links) {
        link.client.unpipe();
        link.upstream?.unpipe();
        link.client.pause();
        link.upstream?.pause();
      }
    },
    thaw() {
      frozen = false;
      for (const link of links) {
        if (!link.upstream) cut(link);
        else {
          join(link);
          link.client.resume();
          link.upstream.resume();
        }
      }
    },
    async close() {
      for (const link of links) cut(link);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
