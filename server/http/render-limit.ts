import { setImmediate } from 'node:timers/promises';
import pLimit from 'p-limit';

/**
 * Page renders one process runs at once; the others wait their turn in arrival order. Rendering is
 * the rendering thread's work, so more renders at once do not finish more pages per second: they
 * all finish later, and each holds its data, its React tree and its stream meanwhile. A burst of
 * uncached pages (a post in a Telegram channel) would otherwise grow memory with the crowd. Pages
 * served from the page cache never wait here. A shopper who left while waiting costs no render.
 */
export function renderLimit(concurrency: number): (request: Request, render: () => Promise<Response>) => Promise<Response> {
  const limit = pLimit(concurrency);
  return (request, render) =>
    limit(async () => {
      // Each render starts in a turn of its own. A render whose data is at hand runs to its shell
      // without waiting on anything, and the next one would start as it ends: a queue of such
      // renders would hold the thread for all of them, and no other request could be read meanwhile.
      await setImmediate();
      return request.signal.aborted ? shopperLeft() : render();
    });
}

/** The answer to a request whose client is gone: nobody reads it (499, as proxies log it). */
const shopperLeft = async () => new Response(null, { status: 499 });
