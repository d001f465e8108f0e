import { createStaticHandler, RouterContextProvider, type DataRouteObject, type StaticHandlerContext } from 'react-router';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import routes from '../../app/routes.ts';
import { clientAddressContext, cspNonceContext, depsContext } from '../../app/lib/deps.server.ts';
import type { Database } from '../db/client.ts';
import type { TestApp } from './test-app.ts';

type QueryFunction = (...args: unknown[]) => Promise<unknown>;

/**
 * Counts the statements sent to the database under `db` (its PGlite instance or PostgreSQL pool,
 * so every Drizzle instance and read-through cache keyed by `db` stays as it is). Counting starts
 * at zero; `stop` puts the client's own methods back.
 */
export function countQueries(db: Database): { count: () => number; statements: string[]; stop: () => void } {
  const client = (db as unknown as { $client: Record<string, QueryFunction> }).$client;
  const statements: string[] = [];
  const originals = new Map<string, QueryFunction>();
  for (const method of ['query', 'exec']) {
    const original = client[method];
    if (typeof original !== 'function') continue;
    originals.set(method, original);
    client[method] = function (this: unknown, ...args: unknown[]) {
      const text = args[0];
      statements.push(typeof text === 'string' ? text : String((text as { text?: string })?.text ?? text));
      return original.apply(this, args);
    };
  }
  return {
    count: () => statements.length,
    statements,
    stop: () => {
      for (const [method, original] of originals) client[method] = original;
    },
  };
}

const appDirectory = new URL('../../app/', import.meta.url);

function dataRoutes(entries: RouteConfigEntry[]): DataRouteObject[] {
  return entries.map((entry) => {
    const lazy = async () => {
      const module = await import(new URL(entry.file, appDirectory).href);
      return { loader: module.loader };
    };
    const id = entry.id ?? entry.file;
    return entry.index
      ? { id, index: true, lazy }
      : { id, path: entry.path, caseSensitive: entry.caseSensitive, lazy, children: dataRoutes(entry.children ?? []) };
  });
}

let handler: ReturnType<typeof createStaticHandler> | undefined;

/** The shop's route table as React Router serves it: the root route around every page. */
function pageHandler() {
  handler ??= createStaticHandler([{ id: 'root', path: '', lazy: async () => ({ loader: (await import('../../app/root.tsx')).loader }), children: dataRoutes(routes) }]);
  return handler;
}

/** Waits for the promises a loader handed over for streaming, as rendering the page would. */
async function settleDeferred(context: StaticHandlerContext): Promise<void> {
  const pending = Object.values(context.loaderData).flatMap((data) =>
    data && typeof data === 'object' ? Object.values(data).filter((value): value is Promise<unknown> => value instanceof Promise) : [],
  );
  await Promise.allSettled(pending);
}

/**
 * Runs every loader a page request runs (root, layout, page) against the test app's real
 * database, streamed data included, and answers the status and the statements it sent.
 */
export async function pageQueries(t: TestApp, path: string): Promise<{ status: number; queries: number; statements: string[] }> {
  const context = new RouterContextProvider();
  context.set(depsContext, t.deps);
  context.set(cspNonceContext, 'test');
  context.set(clientAddressContext, '127.0.0.1');
  const counter = countQueries(t.deps.db);
  try {
    const result = await pageHandler().query(new Request(`http://localhost${path}`), { requestContext: context });
    if (result instanceof Response) return { status: result.status, queries: counter.count(), statements: [...counter.statements] };
    await settleDeferred(result);
    return { status: result.statusCode, queries: counter.count(), statements: [...counter.statements] };
  } finally {
    counter.stop();
  }
}
