import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RouterContextProvider } from 'react-router';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import routes from '../../../app/routes.ts';
import { depsContext } from '../../../app/lib/deps.server.ts';
import { can, staffRoles, type StaffRole } from '../../../common/staff-roles.ts';
import { api } from '../../app.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createStaffSession } from '../../testing/staff.ts';
import { signedInAccount } from '../../testing/accounts.ts';
import { adminApiAccess, adminPageAccess, type AdminAccess } from './admin-routes.access.ts';

interface AdminRoute {
  path: string;
  file: string;
}

/** Every route of app/routes.ts under /admin, with its full path (layouts included: they load data too). */
function adminRoutes(entries: RouteConfigEntry[], parent = ''): AdminRoute[] {
  return entries.flatMap((entry) => {
    const path = entry.index ? parent : entry.path === undefined ? parent : `${parent}/${entry.path}`;
    const own = path === '/admin' || path.startsWith('/admin/') ? [{ path, file: entry.file }] : [];
    return [...own, ...adminRoutes(entry.children ?? [], path)];
  });
}

/** The /api/admin routes of the Hono app, once each (a route's guard and handler are two entries). */
function adminApiRoutes(): string[] {
  const found = api.routes.filter((route) => route.method !== 'ALL' && route.path.startsWith('/admin')).map((route) => `${route.method} /api${route.path.replace(/\/$/, '')}`);
  return [...new Set(found)];
}

const pageRoutes = adminRoutes(routes);
const pageRows = new Map(adminPageAccess.map((row) => [row.path, row]));
const apiRows = new Map(adminApiAccess.map((row) => [`${row.method} ${row.path}`, row]));

describe('the access table of the back office', () => {
  it('lists every admin page of app/routes.ts, and nothing else', () => {
    const routePaths = [...new Set(pageRoutes.map((route) => route.path))].sort();
    expect(routePaths.filter((path) => !pageRows.has(path)), 'admin pages missing from admin-routes.access.ts').toEqual([]);
    expect([...pageRows.keys()].filter((path) => !routePaths.includes(path)), 'rows without a route').toEqual([]);
  });

  it('lists every /api/admin call of the Hono app, and nothing else', () => {
    const calls = adminApiRoutes();
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.filter((call) => !apiRows.has(call)), 'admin API calls missing from admin-routes.access.ts').toEqual([]);
    expect([...apiRows.keys()].filter((call) => !calls.includes(call)), 'rows without a route').toEqual([]);
  });
});

type Visitor = { name: string; cookie?: string; headers?: Record<string, string>; role?: StaffRole };

let t: TestApp;
let shopper: Awaited<ReturnType<typeof signedInAccount>>;

beforeAll(async () => {
  t = await createTestApp();
  shopper = await signedInAccount(t, { email: 'shopper-at-the-door@example.com' });
});

/** Fresh sessions for each route (a sign-out tried on one must not end them for the next). */
async function visitorsForOneRoute(): Promise<Visitor[]> {
  const members = await Promise.all(staffRoles.map(async (role) => ({ role, session: await createStaffSession(t.deps, { role }) })));
  return [
    { name: 'anonymous' },
    // A shopper's session, by cookie and by bearer token, opens nothing of the back office.
    { name: 'shopper', cookie: `accessToken=${shopper.token}`, headers: shopper.bearer },
    ...members.map(({ role, session }) => ({ name: role, role, cookie: session.cookie })),
  ];
}

afterAll(async () => {
  await t?.close();
});

/** Should this visitor get in? */
function allowed(visitor: Visitor, capability: AdminAccess): boolean {
  if (capability === 'public') return true;
  return visitor.role !== undefined && can(visitor.role, capability);
}

/** The params of a sample address under a route pattern (":token", "*"). */
function paramsOf(pattern: string, sample: string): Record<string, string> {
  const patternParts = pattern.split('/');
  const sampleParts = sample.split('?')[0]!.split('/');
  const params: Record<string, string> = {};
  patternParts.forEach((part, index) => {
    if (part.startsWith(':')) params[part.slice(1).replace(/\?$/, '')] = decodeURIComponent(sampleParts[index] ?? '');
    if (part === '*') params['*'] = sampleParts.slice(index).join('/');
  });
  return params;
}

type Outcome = 'sign-in' | 'forbidden' | 'in';

/** What a loader or action did: sent the visitor to sign in, refused with 403, or let them in. */
async function outcomeOf(run: () => Promise<unknown>): Promise<Outcome> {
  let result: unknown;
  try {
    result = await run();
  } catch (thrown) {
    result = thrown;
  }
  const status = result instanceof Response ? result.status : (result as { init?: { status?: number } } | null)?.init?.status;
  const location = result instanceof Response ? result.headers.get('location') : null;
  if (status !== undefined && status >= 300 && status < 400 && location?.startsWith('/admin/sign-in')) return 'sign-in';
  if (status === 401) return 'sign-in';
  if (status === 403) return 'forbidden';
  return 'in';
}

describe.each(adminPageAccess)('page $path ($capability)', (row) => {
  it('lets in exactly who the table says, in its loader and its action', async () => {
    const route = pageRoutes.find((entry) => entry.path === row.path);
    expect(route, `${row.path} is in app/routes.ts`).toBeDefined();
    const module = (await import(/* @vite-ignore */ `../../../app/${route!.file}`)) as { loader?: (args: unknown) => Promise<unknown>; action?: (args: unknown) => Promise<unknown> };
    expect(module.loader ?? module.action, `${row.path} has a loader or an action`).toBeDefined();
    const params = paramsOf(row.path, row.sample);
    for (const visitor of await visitorsForOneRoute()) {
      for (const kind of ['loader', 'action'] as const) {
        const handler = module[kind];
        if (!handler) continue;
        const headers = new Headers({ ...(visitor.cookie ? { cookie: visitor.cookie } : {}), ...visitor.headers, origin: 'http://localhost' });
        const init: RequestInit = kind === 'loader' ? { headers } : { method: 'POST', headers, body: new URLSearchParams() };
        const context = new RouterContextProvider();
        context.set(depsContext, t.deps);
        const outcome = await outcomeOf(() => handler({ request: new Request(`http://localhost${row.sample}`, init), params, context }));
        const label = `${kind} of ${row.path} for ${visitor.name}`;
        // The sign-in steps answer everyone (sign-out itself sends everyone to the sign-in page).
        if (row.capability === 'public') expect(outcome, label).not.toBe('forbidden');
        else expect(outcome, label).toBe(allowed(visitor, row.capability) ? 'in' : visitor.role ? 'forbidden' : 'sign-in');
      }
    }
  });
});

describe.each(adminApiAccess)('$method $path ($capability)', (row) => {
  it('answers 401 without a staff session, 403 to a role without the capability, and lets the others in', async () => {
    for (const visitor of await visitorsForOneRoute()) {
      const hasBody = row.method !== 'GET';
      const response = await t.app.request(row.sample, {
        method: row.method,
        headers: { ...(visitor.cookie ? { cookie: visitor.cookie } : {}), ...visitor.headers, origin: 'http://localhost', ...(hasBody ? { 'content-type': 'application/json' } : {}) },
        ...(hasBody ? { body: JSON.stringify(row.body ?? {}) } : {}),
      });
      const expected = allowed(visitor, row.capability) ? 'in' : visitor.role ? 403 : 401;
      if (expected === 'in') expect([401, 403], `${row.method} ${row.path} for ${visitor.name}`).not.toContain(response.status);
      else expect(response.status, `${row.method} ${row.path} for ${visitor.name}`).toBe(expected);
      expect(response.headers.get('content-type') ?? '').toContain('application/json');
    }
  });
});
