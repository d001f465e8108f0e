import { unstable_preloadRoutePattern } from 'react-router/route-pattern';
import type { ServerBuild } from 'react-router';

/**
 * The build with React Router's route-pattern matcher for the server. The default matcher tries
 * every route (about a hundred: both languages and the back office) with regular expressions built
 * afresh, four times per page; that was a twelfth of a product page's rendering time on the
 * server. Both matchers match our routes alike (route-matching.test.ts); the browser keeps the
 * default one (app/entry.client.tsx) and its smaller bundle. See docs/decisions/024.
 */
export function withRoutePatternMatching<Build extends ServerBuild>(build: Build): Build {
  unstable_preloadRoutePattern();
  return { ...build, future: { ...build.future, unstable_routePatternMatching: true } };
}
