// Where the embedded database listens: a unix socket beside its data directory, which also tells
// a second process that the data is already served.
import { mkdir, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { dirname, join, resolve } from 'node:path';

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

export function socketPathFor(dataDir: string): string | undefined {
  const path = embeddedSocketPath(dataDir);
  return path.length > socketPathLimit ? undefined : path;
}

export async function prepareSocket(dataDir: string, path: string | undefined): Promise<void> {
  if (!path) return;
  await mkdir(dirname(path), { recursive: true, mode: 0o700 });
  if (await socketAnswers(path)) throw new Error(`another process already serves the database in ${dataDir}`);
  // Left behind by a process that was killed.
  await rm(path, { force: true });
}

