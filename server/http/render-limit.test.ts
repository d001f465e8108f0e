// Page renders wait their turn (render-limit.ts), through the real app and its middleware; the
// page renderer is the app's `pages` option, here one that takes its time and says who ran when.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type PageHandler } from '../app.ts';
import { renderLimit } from './render-limit.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { PAGE_RENDERS_AT_ONCE: '2' }, startJobs: false });
});
afterAll(() => t.close());

/** A renderer whose pages finish when the test says so. */
function gatedPages() {
  const started: string[] = [];
  const finish = new Map<string, () => void>();
  let running = 0;
  let mostAtOnce = 0;
  const pages: PageHandler = async (request) => {
    const path = new URL(request.url).pathname;
    started.push(path);
    running++;
    mostAtOnce = Math.max(mostAtOnce, running);
    await new Promise<void>((done) => finish.set(path, done));
    running--;
    return new Response(path, { headers: { 'content-type': 'text/plain' } });
  };
  return { pages, started, finish, mostAtOnce: () => mostAtOnce };
}

const settle = () => new Promise((wake) => setTimeout(wake, 20));

describe('page renders in turn', () => {
  it('renders at most PAGE_RENDERS_AT_ONCE pages at once, the rest in the order they came', async () => {
    const renderer = gatedPages();
    const app = createApp(t.deps, { pages: renderer.pages, pageCache: null });
    const paths = ['/a', '/b', '/c', '/d', '/e'];
    const answers = paths.map((path) => app.request(path));
    await settle();
    expect(renderer.started).toEqual(['/a', '/b']);
    for (const path of paths) {
      // Each finished render lets the next waiting one start.
      while (!renderer.finish.has(path)) await settle();
      renderer.finish.get(path)!();
    }
    const bodies = await Promise.all(answers.map(async (answer) => (await answer).text()));
    expect(bodies).toEqual(paths);
    expect(renderer.started).toEqual(paths);
    expect(renderer.mostAtOnce()).toBe(2);
  });

  it('skips the render of a shopper who left while waiting', async () => {
    const renderer = gatedPages();
    const app = createApp(t.deps, { pages: renderer.pages, pageCache: null });
    const first = app.request('/first');
    const second = app.request('/second');
    const leaving = new AbortController();
    const gone = app.request(new Request('http://localhost/gone', { signal: leaving.signal }));
    await settle();
    expect(renderer.started).toEqual(['/first', '/second']);
    leaving.abort();
    renderer.finish.get('/first')!();
    renderer.finish.get('/second')!();
    expect((await gone).status).toBe(499);
    expect([(await first).status, (await second).status]).toEqual([200, 200]);
    expect(renderer.started).toEqual(['/first', '/second']);
  });

  it('starts each render in a turn of its own, so requests are read between renders that wait on nothing', async () => {
    const inTurn = renderLimit(1);
    const happened: string[] = [];
    // Renders whose data is at hand: each runs to its end without waiting.
    const renders = ['/a', '/b', '/c'].map((path) =>
      inTurn(new Request(`http://localhost${path}`), async () => {
        happened.push(path);
        return new Response(path);
      }),
    );
    // Whatever the event loop has to do meanwhile, such as reading the next request.
    setImmediate(() => happened.push('event loop'));
    await Promise.all(renders);
    expect(happened.indexOf('event loop')).toBeGreaterThanOrEqual(0);
    expect(happened.indexOf('event loop')).toBeLessThan(happened.indexOf('/c'));
  });
});
