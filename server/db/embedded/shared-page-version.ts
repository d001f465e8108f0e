// The page version (migration 0016) in memory the rendering thread and the embedded database's
// thread share. Every commit reaches PGlite through that thread, and each raise of the version
// notifies (pg_notify in the raising functions), so the thread writes each raise here before it
// answers the commit: the rendering thread then knows the version without asking the database.

/** 0 stands for "not known yet": the version row starts at 1 and only grows. */
const unknown = 0n;

export interface SharedPageVersion {
  /** What the worker is given: the same memory, seen from its side. */
  readonly buffer: SharedArrayBuffer;
  /** The newest version known, as text (as the database gives it), or null before any is known. */
  current(): string | null;
  /** The database thread: a raise it was notified of. */
  raised(version: string): void;
  /**
   * The rendering thread: a version it read from the database. Taken only while none is known: any
   * raise since the thread began listening has been written already, and is newer.
   */
  read(version: string): void;
}

export function sharedPageVersion(buffer = new SharedArrayBuffer(BigInt64Array.BYTES_PER_ELEMENT)): SharedPageVersion {
  const cell = new BigInt64Array(buffer);
  return {
    buffer,
    current() {
      const version = Atomics.load(cell, 0);
      return version === unknown ? null : version.toString();
    },
    raised(version) {
      const raised = BigInt(version);
      // The only other writer sets it once, from unknown, to an older version than any raise.
      if (raised > Atomics.load(cell, 0)) Atomics.store(cell, 0, raised);
    },
    read(version) {
      Atomics.compareExchange(cell, 0, unknown, BigInt(version));
    },
  };
}
