// The embedded database's own thread: PGlite behind the PostgreSQL wire protocol, so queries run
// beside the rendering thread instead of on it. Started by embedded-server.ts.
import { chmod } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { createPglite } from './pglite-instance.ts';
import { prepareSocket } from './embedded-socket.ts';
import { sharedPageVersion } from './shared-page-version.ts';
import { startWireServer } from './wire-server.ts';
import type { FromWorker, ToWorker, WorkerSettings } from './embedded-messages.ts';

const settings = workerData as WorkerSettings;
const port = parentPort!;
const send = (message: FromWorker) => port.postMessage(message);

// Here, not in the main thread: that may be busy loading the shop, and the data opens meanwhile.
await prepareSocket(settings.dataDir, settings.socketPath);
const pglite = await createPglite(settings.dataDir);
// Before any connection: every raise from then on is written where the rendering thread reads it.
const pageVersion = sharedPageVersion(settings.pageVersion.buffer);
await pglite.exec(`LISTEN ${settings.pageVersion.channel}`);
const server = await startWireServer(pglite, settings.socketPath ? { path: settings.socketPath } : { host: '127.0.0.1', port: 0 }, {
  onNotification: ({ channel, payload }) => {
    if (channel === settings.pageVersion.channel && /^\d+$/.test(payload)) pageVersion.raised(payload);
  },
});
// Only this data directory's owner may talk to the database: there is no password.
if (settings.socketPath) await chmod(settings.socketPath, 0o600);
send({ type: 'ready', address: server.address });

port.on('message', (message: ToWorker) => {
  if (message.type === 'dump') {
    void pglite
      .dumpDataDir('none')
      .then(async (dump) => send({ type: 'dump', id: message.id, bytes: await dump.arrayBuffer() }))
      .catch((error: unknown) => send({ type: 'dump', id: message.id, error: String(error) }));
  }
  if (message.type === 'close') {
    void (async () => {
      await server.close();
      // A clean close checkpoints: the data files are complete without the WAL replay on the next start.
      await pglite.close();
      send({ type: 'closed' });
      port.close();
    })();
  }
});
