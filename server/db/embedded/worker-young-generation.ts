import { setFlagsFromString } from 'node:v8';
import type { Worker } from 'node:worker_threads';

/** The value of V8's --max-semi-space-size this process was started with, if any. */
function semiSpaceFlag(): string | undefined {
  const flags = `${process.env.NODE_OPTIONS ?? ''} ${process.execArgv.join(' ')}`;
  return [...flags.matchAll(/--max[-_]semi[-_]space[-_]size[= ](\d+)/g)].at(-1)?.[1];
}

/**
 * V8 puts --max-semi-space-size, which applies to every thread, before a worker's resourceLimits:
 * under `npm run serve` (8 MB, for the rendering thread, whose new space reaches 108 MB without it)
 * the database thread's new space reached 14 MB under load, against 4 MB without the flag. The
 * flag is read once, when a thread's heap is made, so it is set aside until the thread runs.
 */
export function withoutSemiSpaceFlag(create: () => Worker): Worker {
  const semiSpaceMb = semiSpaceFlag();
  if (!semiSpaceMb) return create();
  setFlagsFromString('--max-semi-space-size=0');
  let worker: Worker;
  try {
    worker = create();
  } catch (error) {
    setFlagsFromString(`--max-semi-space-size=${semiSpaceMb}`);
    throw error;
  }
  let restored = false;
  const restore = () => {
    if (restored) return;
    restored = true;
    setFlagsFromString(`--max-semi-space-size=${semiSpaceMb}`);
  };
  worker.once('online', restore).once('error', restore).once('exit', restore);
  return worker;
}
