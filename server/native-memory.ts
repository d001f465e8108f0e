// glibc keeps the memory other threads free in their arenas and gives back to the system only what
// sits at the top of one: V8's compiler and garbage-collector threads free their working memory in
// the middle of theirs. After a load spike on the demo shop, glibc held 103-134 MB of which 48-57 MB
// was in use; `malloc_trim` gives every free page back (docs/decisions/014). Environment variables
// such as MALLOC_ARENA_MAX or MALLOC_TRIM_THRESHOLD_ did not, and Node offers no call for it.

/** Gives the C library's free pages back to the system, off the event loop. */
export type TrimNativeMemory = () => Promise<void>;

/** `malloc_trim` of glibc on Linux through koffi, or nothing where there is no glibc (musl, macOS, Windows). */
export async function loadNativeMemoryTrim(): Promise<TrimNativeMemory | undefined> {
  if (process.platform !== 'linux') return undefined;
  try {
    const { default: koffi } = await import('koffi');
    const mallocTrim = koffi.load('libc.so.6').func('int malloc_trim(size_t pad)');
    return () =>
      new Promise((resolve, reject) => {
        // On one of koffi's own threads: walking every arena takes milliseconds.
        mallocTrim.async(0, (error: unknown) => (error ? reject(error) : resolve()));
      });
  } catch {
    // Another C library, or koffi has no build for this machine: memory stays as glibc keeps it.
    return undefined;
  }
}

/**
 * Trims every `intervalMs` until stopped, one trim at a time; the timer does not keep the process
 * alive. A trim that fails stops the schedule: the next would fail the same way.
 */
export function trimNativeMemoryEvery(intervalMs: number, trim: TrimNativeMemory, onError: (error: unknown) => void): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    trim().then(
      () => {
        running = false;
      },
      (error: unknown) => {
        clearInterval(timer);
        onError(error);
      },
    );
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
