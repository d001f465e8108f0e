import { mkdir, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { FromWorker, ToWorker, WorkerSettings } from './embedded-messages.ts';

export interface EmbeddedServer {
  /** A postgres:// URL of the database thread's listener (no password: it is reachable only locally). */
  url: string;
  /** The data directory as a tarball (tests start other instances from it). */
  dump(): Promise<Blob>;
  /** Closes PGlite cleanly (a checkpoint) and ends the thread. */
  close(): Promise<void>;
}

/** Enough for the socket server's buffers between collections. */
const workerYoungGenerationMb = 4;

/** Unix socket paths are limited to about 108 bytes; longer data directories listen on loopback TCP. */
const socketPathLimit = 100;

/** The socket lives beside the data directory (PostgreSQL's own name, so clients find it by directory). */
export function embeddedSocketPath(dataDir: string): string {
  return join(`${resolve(dataDir)}-socket`, '.s.PGSQL.5432');
}

/** Whether some process already answers on the socket: a second server must not open the same data. */
function socketAnswers(path: string): Promise<boolean> {
  return new Promise((done) => {
    const probe = connect(path);
    probe.once('connect', () => {
      probe.destroy();
      done(true);
    });
    probe.once('error', () => done(false));
  });
}

function socketPathFor(dataDir: string): string | undefined {
  const path = embeddedSocketPath(dataDir);
  return path.length > socketPathLimit ? undefined : path;
}

async function prepareSocket(dataDir: string, path: string | undefined): Promise<void> {
  if (!path) return;
  await mkdir(dirname(path), { recursive: true, mode: 0o700 });
  if (await socketAnswers(path)) throw new Error(`another process already serves the database in ${dataDir}`);
  // Left behind by a process that was killed.
  await rm(path, { force: true });
}

function urlOf(address: string, socketPath: string | undefined): string {
  if (socketPath) return `postgres://postgres@localhost/postgres?host=${encodeURIComponent(dirname(socketPath))}`;
  return `postgres://postgres@${address}/postgres`;
}

/**
 * Starts PGlite in a worker thread behind the PostgreSQL protocol. `onFailure` is told when the
 * thread dies on its own (the process cannot go on without its database); the promise rejects
 * when it cannot start.
 */
export async function startEmbeddedServer(dataDir: string, onFailure: (error: Error) => void): Promise<EmbeddedServer> {
  const socketPath = socketPathFor(dataDir);
  const settings: WorkerSettings = { dataDir, socketPath };
  // The thread starts at once: loading its modules overlaps the socket check here and whatever
  // the rendering thread loads meanwhile. It opens the data only when told to, after the check.
  const worker = new Worker(new URL('./embedded-worker.ts', import.meta.url), {
    workerData: settings,
    // The thread's JavaScript is small (PGlite's memory is WebAssembly): without a limit its young
    // generation grows like the rendering thread's, for nothing.
    resourceLimits: { maxYoungGenerationSizeMb: workerYoungGenerationMb },
  });
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
  try {
    await prepareSocket(dataDir, socketPath);
  } catch (error) {
    starting.catch(() => undefined);
    await worker.terminate();
    throw error;
  }
  worker.postMessage({ type: 'open' } satisfies ToWorker);
  const address = await starting;
  const send = (message: ToWorker) => worker.postMessage(message);

  return {
    url: urlOf(address, socketPath),
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
