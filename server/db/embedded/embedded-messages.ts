/** What the database thread is given at start. */
export interface WorkerSettings {
  dataDir: string;
  /** A unix socket to listen on; without it, 127.0.0.1 on a port the system picks. */
  socketPath?: string;
}

export type ToWorker = { type: 'dump'; id: number } | { type: 'close' };

export type FromWorker =
  | { type: 'ready'; address: string }
  | { type: 'dump'; id: number; bytes?: ArrayBuffer; error?: string }
  | { type: 'closed' };
