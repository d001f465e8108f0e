import { rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { FromWorker, ToWorker, WorkerSettings } from './embedded-messages.ts';
import { socketPathFor } from './embedded-socket.ts';
import { pageVersionChannel } from '../page-version-channel.ts';
import { sharedPageVersion, type SharedPageVersion } from './shared-page-version.ts';
import { withoutSemiSpaceFlag } from './worker-young-generation.ts';

export interface EmbeddedServer {
  /** A postgres:// URL of the database thread's listener (no password: it is reachable only locally). */
  url: string;
  /** The data directory as a tarball (tests start other instances from it). */
  dump(): Promise<Blob>;
  /** The page version as the thread learns it from each commit that raises it. */
  pageVersion: SharedPageVersion;
  /** Closes PGlite cleanly (a checkpoint) and ends the thread. */
  close(): Promise<void>;
}

/** Enough for the socket server's buffers between collections. */
const workerYoungGenerationMb = 4;

function urlOf(address: string, socketPath: string | undefined): string {
  if (socketPath) return `postgres://postgres@localhost/postgres?host=${encodeURIComponent(dirname(socketPath))}`;
  return `postgres://postgres@${address}/postgres`;
}

/** A start begun before it was asked for (startEmbeddedServerEarly), for the same data directory. */
let early: { dataDir: string; server: Promise<EmbeddedServer>; claim(onFailure: (error: Error) => void): void } | undefined;

/**
 * Starts the embedded database now, for the next startEmbeddedServer of the same data directory
 * (server/main.ts, before it loads the shop): PGlite loads and opens its data in its thread while
 * the rendering thread loads its modules, which on two cores saves most of a second of each start.
 */
export function startEmbeddedServerEarly(dataDir: string): void {
  if (early) return;
  let reportFailure: ((error: Error) => void) | undefined;
  let failedBeforeClaimed: Error | undefined;
  const server = launchEmbeddedServer(dataDir, (error) => {
    if (reportFailure) reportFailure(error);
    else failedBeforeClaimed = error;
  });
  // Not started: the caller of startEmbeddedServer gets the rejection.
  server.catch(() => undefined);
  early = {
    dataDir,
    server,
    claim(onFailure) {
      reportFailure = onFailure;
      if (failedBeforeClaimed) onFailure(failedBeforeClaimed);
    },
  };
}

/**
 * Starts PGlite in a worker thread behind the PostgreSQL protocol, or takes the early start of the
 * same data. `onFailure` is told when the thread dies on its own (the process cannot go on without
 * its database); the promise rejects when it cannot start.
 */
export function startEmbeddedServer(dataDir: string, onFailure: (error: Error) => void): Promise<EmbeddedServer> {
  const started = early;
  if (started?.dataDir === dataDir) {
    early = undefined;
    started.claim(onFailure);
    return started.server;
  }
  return launchEmbeddedServer(dataDir, onFailure);
}

async function launchEmbeddedServer(dataDir: string, onFailure: (error: Error) => void): Promise<EmbeddedServer> {
  const socketPath = socketPathFor(dataDir);
  const pageVersion = sharedPageVersion();
  const settings: WorkerSettings = { dataDir, socketPath, pageVersion: { channel: pageVersionChannel, buffer: pageVersion.buffer } };
  // The thread makes sure no other process serves this data directory, then opens it: nothing
  // waits on this thread, which may be busy loading the shop meanwhile (server/main.ts).
  const worker = withoutSemiSpaceFlag(
    () =>
      new Worker(new URL('./embedded-worker.ts', import.meta.url), {
        workerData: settings,
        // The thread's JavaScript is small (PGlite's memory is WebAssembly): without a limit its
        // young generation grows like the rendering thread's, for nothing.
        resourceLimits: { maxYoungGenerationSizeMb: workerYoungGenerationMb },
      }),
  );
  const dumps = new Map<number, { resolve: (blob: Blob) => void; reject: (error: Error) => void }>();
  let nextDump = 1;
  let closing = false;
  let closed: () => void = () => {};

  const starting = new Promise<string>((ready, failed) => {
    let started = false;
    worker.on('message', (message: FromWorker) => {
      if (message.type === 'ready') {
        started = true;
        ready(message.address);
      } else if (message.type === 'dump') {
        const waiting = dumps.get(message.id);
        dumps.delete(message.id);
        if (message.bytes) waiting?.resolve(new Blob([message.bytes]));
        else waiting?.reject(new Error(message.error));
      } else if (message.type === 'closed') closed();
    });
    let dead = false;
    const died = (error: Error) => {
      if (dead) return;
      dead = true;
      for (const waiting of dumps.values()) waiting.reject(error);
      dumps.clear();
      if (!started) failed(error);
      else if (!closing) onFailure(error);
    };
    worker.on('error', died);
    worker.on('exit', (code) => died(new Error(`the embedded database thread ended (exit code ${code})`)));
  });
  const address = await starting;
  const send = (message: ToWorker) => worker.postMessage(message);

  return {
    url: urlOf(address, socketPath),
    pageVersion,
    dump() {
      const id = nextDump++;
      return new Promise<Blob>((resolveDump, rejectDump) => {
        dumps.set(id, { resolve: resolveDump, reject: rejectDump });
        send({ type: 'dump', id });
      });
    },
    async close() {
      if (closing) return;
      closing = true;
      const done = new Promise<void>((resolveClosed) => {
        closed = resolveClosed;
        worker.once('exit', () => resolveClosed());
      });
      send({ type: 'close' });
      await done;
      await worker.terminate();
      if (socketPath) await rm(socketPath, { force: true });
    },
  };
}
