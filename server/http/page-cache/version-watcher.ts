import type { Logger } from 'pino';
import type { Database } from '../../db/client.ts';
import type { Listen } from '../../db/notifications.ts';
import { pageVersionChannel, readPageVersion } from '../../db/page-version.ts';

/**
 * Follows `page_cache_version` (migration 0016), which every committed change of data a public
 * page shows raises. `generation` moves each time this process sees it move.
 */
export interface VersionWatcher {
  /** Counts the changes seen; an entry rendered in an older generation is never stored. */
  readonly generation: number;
  /** True while the version was read successfully within the last few polls. */
  isCurrent(): boolean;
  /** Reads the version after the caller's change (concurrent callers share reads); resolves whatever the outcome. */
  check(): Promise<void>;
  /** A request came: keep polling (the timer stops by itself after a quiet spell). */
  touch(): void;
  stop(): void;
}

export interface VersionWatcherOptions {
  db: Database;
  logger: Logger;
  pollMs: number;
  /** Told when the version moved (not on the first read). */
  onChange: () => void;
  /** Where given, another process's change is read as soon as its NOTIFY comes; polling stays as the safety net. */
  listen?: Listen;
}

/** With no request for this long the timer stops; the next request reads the version first. */
const idleStopMs = 30_000;

export function createVersionWatcher({ db, logger, pollMs, onChange, listen }: VersionWatcherOptions): VersionWatcher {
  let version: string | null = null;
  let generation = 0;
  let readAt = 0;
  let lastRequestAt = 0;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  async function read() {
    try {
      const seen = await readPageVersion(db);
      if (seen !== version) {
        const first = version === null;
        version = seen;
        generation++;
        if (!first) onChange();
      }
      readAt = Date.now();
    } catch (error) {
      // Unknown is treated as changed: the cache is bypassed until a read succeeds.
      readAt = 0;
      logger.debug({ err: error }, 'page cache version unreadable');
    }
  }

  // Concurrent checks share reads (page-version.ts), and none misses a change committed before it.
  const check = read;
  const stopListening = listen?.(pageVersionChannel, () => void check());

  function schedule() {
    if (stopped || timer) return;
    timer = setTimeout(async () => {
      timer = null;
      if (Date.now() - lastRequestAt > idleStopMs) return;
      await check();
      schedule();
    }, pollMs);
    // Never what keeps a process (or a test run) alive.
    timer.unref();
  }

  return {
    get generation() {
      return generation;
    },
    isCurrent: () => readAt > 0 && Date.now() - readAt < pollMs * 3 + 1_000,
    check,
    touch() {
      lastRequestAt = Date.now();
      schedule();
    },
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      void stopListening?.();
    },
  };
}
