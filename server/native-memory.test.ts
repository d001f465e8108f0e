import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadNativeMemoryTrim, trimNativeMemoryEvery } from './native-memory.ts';

const freedMb = 64;

// A process of its own, so that no other test's memory moves its figures: it fills 64 MB in
// blocks glibc keeps in its heap (below its mmap threshold), each beside a small block that stays,
// frees the large ones and trims. The resident anonymous memory is read from /proc.
async function residentAroundTrim() {
  const script = `
    import { readFileSync } from 'node:fs';
    import { setFlagsFromString } from 'node:v8';
    import { runInNewContext } from 'node:vm';
    const { loadNativeMemoryTrim } = await import('./server/native-memory.ts');
    setFlagsFromString('--expose-gc');
    const collect = runInNewContext('gc');
    const residentMb = () => Number(/RssAnon:\\s+(\\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))[1]) / 1024;
    const trim = await loadNativeMemoryTrim();
    let freed = [];
    const kept = [];
    for (let i = 0; i < ${freedMb} * 16; i++) {
      freed.push(Buffer.alloc(64 * 1024, 1));
      kept.push(Buffer.alloc(2048, 1));
    }
    freed = undefined;
    collect();
    collect();
    const beforeTrim = residentMb();
    await trim();
    console.log(JSON.stringify({ beforeTrim, afterTrim: residentMb(), kept: kept.length }));
  `;
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], { cwd: process.cwd() });
  return JSON.parse(stdout) as { beforeTrim: number; afterTrim: number };
}

describe('native memory trim', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  // glibc is Linux's: elsewhere there is nothing to trim and loadNativeMemoryTrim gives nothing.
  if (process.platform === 'linux') {
    it('gives the pages glibc keeps after a free back to the system', async () => {
      const { beforeTrim, afterTrim } = await residentAroundTrim();
      // Freed but kept by glibc until the trim; most of it goes at once (the small blocks stay).
      expect(beforeTrim - afterTrim).toBeGreaterThan(freedMb / 2);
    });

    it('is found on a Linux with glibc', async () => {
      expect(await loadNativeMemoryTrim()).toBeTypeOf('function');
    });
  }

  it('trims on every tick, never two at a time, and stops when told', async () => {
    vi.useFakeTimers();
    let calls = 0;
    let finish: () => void = () => {};
    const trim = () => {
      calls += 1;
      return new Promise<void>((resolve) => {
        finish = resolve;
      });
    };
    const stop = trimNativeMemoryEvery(1000, trim, () => {});
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toBe(1);
    // The first trim has not finished: the next ticks wait for it.
    await vi.advanceTimersByTimeAsync(2000);
    expect(calls).toBe(1);
    finish();
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toBe(2);
    finish();
    stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toBe(2);
  });

  it('stops and reports when a trim fails', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const errors: unknown[] = [];
    const failure = new Error('no trim');
    trimNativeMemoryEvery(
      1000,
      () => {
        calls += 1;
        return Promise.reject(failure);
      },
      (error) => errors.push(error),
    );
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toBe(1);
    expect(errors).toEqual([failure]);
  });
});
