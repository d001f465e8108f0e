import { createStaticHandler, type RouteObject } from 'react-router';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { beforeAll, describe, expect, it } from 'vitest';
import routeConfig from '../app/routes.ts';
import { withRoutePatternMatching } from './route-matching.ts';

/** The app's routes as the router sees them (ids, paths, nesting), without their modules. */
function toRoutes(entries: RouteConfigEntry[]): RouteObject[] {
  return entries.map((entry) =>
    entry.index
      ? { id: entry.id, index: true, caseSensitive: entry.caseSensitive }
      : { id: entry.id, path: entry.path, caseSensitive: entry.caseSensitive, children: toRoutes(entry.children ?? []) },
  );
}

/** Every full path pattern of the route tree ("/en/:adapter/:product"). */
function patternsOf(entries: RouteConfigEntry[], parent = ''): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path ? `${parent}/${entry.path}` : parent;
    return [path || '/', ...patternsOf(entry.children ?? [], path)];
  });
}

const samples = ['namety', 'namet-tramp-2', 'Намети', '%D0%BD%D0%B0%D0%BC%D0%B5%D1%82', '42', 'new', 'a.b', 'token-AbC_123'];

/** Paths for each pattern: every parameter filled with each sample, optional ones left out too, splats one and two deep. */
function pathsFor(pattern: string): string[] {
  const fill = (sample: string) =>
    pattern
      .split('/')
      .map((segment) => (segment === '*' ? `${sample}/${sample}` : segment.startsWith(':') ? sample : segment))
      .join('/');
  const paths = samples.map(fill);
  if (pattern.includes('?')) paths.push(pattern.replace(/\/:[^/]+\?/g, ''));
  return paths.map((path) => path.replace(/\?/g, ''));
}

const handlers = () => {
  const { future } = withRoutePatternMatching({ future: {} } as never) as { future: Record<string, boolean> };
  return { regex: createStaticHandler(toRoutes(routeConfig)), pattern: createStaticHandler(toRoutes(routeConfig), { future }) };
};

async function matched(handler: ReturnType<typeof createStaticHandler>, path: string) {
  const context = await handler.query(new Request(`http://shop.test${path}`));
  if (context instanceof Response) return { redirect: context.status };
  return { routes: context.matches.map((match) => match.route.id), params: context.matches.at(-1)?.params ?? {}, status: context.statusCode };
}

let matchers: ReturnType<typeof handlers>;
beforeAll(() => {
  matchers = handlers();
});

describe('route matching on the server (route patterns) and in the browser (the default matcher)', () => {
  const patterns = [...new Set(patternsOf(routeConfig))];
  const paths = [...new Set(patterns.flatMap(pathsFor))];
  // Leading doubled slashes never reach the router: canonicalPaths (http/redirects.ts) answers
  // them with a 301 to the single slash. (The matchers differ there: "//" is the home page to
  // one and the catch-all to the other.)
  const reachesRouter = (path: string) => !/^\/[/\\]/.test(path);
  const variants = paths.flatMap((path) => [path, `${path}/`, path.toUpperCase(), `${path}?page=2`, `${path}//x`]).filter(reachesRouter);
  const odd = ['/', '/en', '/en/', '/EN', '/en/en', '/admin', '/admin/', '/adminx', '/admin/products/new/extra', '/namety//namet', '/namety/./namet', '/namety/../kemping', '/%2e%2e/admin', '/en/admin'];

  it('has the app’s routes to compare', () => {
    expect(patterns).toContain('/en/:adapter/:product');
    expect(patterns).toContain('/admin/orders/:id/invoice.pdf');
    expect(variants.length).toBeGreaterThan(1500);
  });

  it('both pick the same routes with the same parameters for every path of every route, and for odd ones', async () => {
    const differences: string[] = [];
    for (const path of [...variants, ...odd]) {
      const [regex, pattern] = await Promise.all([matched(matchers.regex, path), matched(matchers.pattern, path)]);
      if (JSON.stringify(regex) !== JSON.stringify(pattern)) differences.push(`${path}: ${JSON.stringify(regex)} / ${JSON.stringify(pattern)}`);
    }
    expect(differences).toEqual([]);
  });

  it('the server’s handler does use route patterns', () => {
    const build = withRoutePatternMatching({ future: { unstable_optimizeDeps: false } } as never) as { future: Record<string, boolean> };
    expect(build.future).toEqual({ unstable_optimizeDeps: false, unstable_routePatternMatching: true });
  });
});
