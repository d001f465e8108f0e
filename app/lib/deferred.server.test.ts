import { describe, expect, it } from 'vitest';
import { createLogger } from '../../server/logger.ts';
import { streamed } from './deferred.server.ts';

function capture() {
  const lines: string[] = [];
  const logger = createLogger({ level: 'info', destination: { write: (line: string) => void lines.push(line) } });
  return { logger, entries: () => lines.map((line) => JSON.parse(line) as { level: number; msg: string }) };
}

describe('streamed page data', () => {
  it('passes its value on', async () => {
    const { logger, entries } = capture();
    expect(await streamed(Promise.resolve([1, 2]), [], { logger, what: 'reviews', signal: new AbortController().signal })).toEqual([1, 2]);
    expect(entries()).toEqual([]);
  });

  it('shows the fallback after a failure, logged as an error while the shopper waits for the page', async () => {
    const { logger, entries } = capture();
    expect(await streamed(Promise.reject(new Error('pool gone')), [], { logger, what: 'reviews', signal: new AbortController().signal })).toEqual([]);
    expect(entries()).toMatchObject([{ level: 50, msg: 'reviews failed to load' }]);
  });

  it('does not log a failure as an error once the shopper has left', async () => {
    const { logger, entries } = capture();
    const left = new AbortController();
    left.abort();
    expect(await streamed(Promise.reject(new Error('Cannot use a pool after calling end on the pool')), [], { logger, what: 'related products', signal: left.signal })).toEqual([]);
    expect(entries()).toEqual([]);
  });
});
