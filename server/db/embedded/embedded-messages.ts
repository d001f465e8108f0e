/** What the database thread is given at start. */
export interface WorkerSettings {
  dataDir: string;
  /** A unix socket to listen on; without it, 127.0.0.1 on a port the system picks. */
  socketPath?: string;
  /** Where the thread writes each raise of the page version it is notified of (shared-page-version.ts). */
  pageVersion: { channel: string; buffer: SharedArrayBuffer };
}

export type ToWorker = { type: 'dump'; id: number } | { type: 'close' };

export type FromWorker =
  | { type: 'ready'; address: string }
  | { type: 'dump'; id: number; bytes?: ArrayBuffer; error?: string }
  | { type: 'closed' };
