import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

interface Limits {
  plain: number;
  throughHelper: number;
  plainAfter: number;
}

// A process of its own, started with or without the flag: V8's flags are process-wide. A worker's
// heap size limit includes its young generation, so it shows which semi-space size the thread got.
async function workerHeapLimits(nodeFlags: string[]): Promise<Limits> {
  const script = `
    import { Worker } from 'node:worker_threads';
    const { withoutSemiSpaceFlag } = await import('./server/db/embedded/worker-young-generation.ts');
    const create = () => new Worker('setInterval(() => {}, 1000)', { eval: true, resourceLimits: { maxYoungGenerationSizeMb: 4 } });
    async function limitOf(worker) {
      await new Promise((online) => worker.once('online', online));
      const { heap_size_limit } = await worker.getHeapStatistics();
      await worker.terminate();
      return heap_size_limit;
    }
    const plain = await limitOf(create());
    const throughHelper = await limitOf(withoutSemiSpaceFlag(create));
    const plainAfter = await limitOf(create());
    console.log(JSON.stringify({ plain, throughHelper, plainAfter }));
  `;
  const { stdout } = await promisify(execFile)(process.execPath, [...nodeFlags, '--input-type=module', '-e', script], { cwd: process.cwd() });
  return JSON.parse(stdout) as Limits;
}

describe("the embedded database thread's young generation", () => {
  it('keeps its own limit when the process sets a semi-space size, and puts the flag back', async () => {
    const [withFlag, withoutFlag] = await Promise.all([workerHeapLimits(['--max-semi-space-size=8']), workerHeapLimits([])]);
    // The process-wide 8 MB semi-space wins over the worker's own 4 MB young generation...
    expect(withFlag.plain).toBeGreaterThan(withoutFlag.plain);
    // ...except for a thread made through the helper, which gets what it would without the flag.
    expect(withFlag.throughHelper).toBe(withoutFlag.plain);
    // Threads made afterwards, and the process itself, have the flag again.
    expect(withFlag.plainAfter).toBe(withFlag.plain);
    // Without the flag there is nothing to set aside.
    expect(withoutFlag.throughHelper).toBe(withoutFlag.plain);
    expect(withoutFlag.plainAfter).toBe(withoutFlag.plain);
  });
});
