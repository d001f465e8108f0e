import pg from 'pg';

/**
 * Calls `onNotify` on every NOTIFY of `channel` by any process, and once more after a lost link is
 * back (notifications sent meanwhile are gone, so the listener re-reads whatever it follows).
 * Returns the call that stops listening.
 */
export type Listen = (channel: string, onNotify: () => void) => StopListening;
export type StopListening = () => Promise<void>;

export interface ListenerOptions {
  connectTimeoutMs: number;
  /** Told when the link fails; listening resumes on its own. */
  onError?: (error: Error) => void;
}

/** Waits before reconnecting: quick at first, then no more often than this. */
const retryMs = { first: 500, max: 30_000 };

/**
 * LISTEN on PostgreSQL over one connection of its own, outside the pool: a pooled connection goes
 * back to other work, and a LISTEN lives only as long as its session.
 */
export function listenOnPostgres(url: string, { connectTimeoutMs, onError }: ListenerOptions): Listen {
  return (channel, onNotify) => {
    let client: pg.Client | null = null;
    let retry: NodeJS.Timeout | null = null;
    let delay = retryMs.first;
    let stopped = false;
    let connectedBefore = false;

    function failed(lost: pg.Client, error: Error) {
      // A link already given up (its own end, a second error) is not lost again.
      if (client !== lost) return;
      onError?.(error);
      client = null;
      void lost.end().catch(() => undefined);
      if (stopped || retry) return;
      retry = setTimeout(() => {
        retry = null;
        void connect();
      }, delay);
      // Never what keeps a process (or a test run) alive.
      retry.unref();
      delay = Math.min(delay * 2, retryMs.max);
    }

    async function connect() {
      const connecting = new pg.Client({ connectionString: url, connectionTimeoutMillis: connectTimeoutMs, keepAlive: true });
      client = connecting;
      connecting.on('error', (error) => failed(connecting, error));
      connecting.on('end', () => failed(connecting, new Error('the notification link was closed')));
      connecting.on('notification', (message) => {
        if (message.channel === channel) onNotify();
      });
      try {
        await connecting.connect();
        // Identifiers cannot be parameters; the channel is one of our own constants.
        await connecting.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      } catch (error) {
        failed(connecting, error as Error);
        return;
      }
      if (stopped) {
        await connecting.end().catch(() => undefined);
        return;
      }
      delay = retryMs.first;
      if (connectedBefore) onNotify();
      connectedBefore = true;
    }

    void connect();
    return async () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      retry = null;
      const open = client;
      client = null;
      await open?.end().catch(() => undefined);
    };
  };
}
