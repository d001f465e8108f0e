import type { Context } from 'hono';
import { timing } from 'hono/timing';

/** Sign-in and account calls: a precise duration there could help tell accounts apart. */
const accountCall = /^\/api\/(?:auth|profile|admin\/session)(?:\/|$)/;

/**
 * How long the server took over an API answer (`Server-Timing: total;dur=…`), for browsers'
 * developer tools and the benchmark. Set first, it covers the whole middleware chain, and the
 * API's JSON is made whole before it goes (compression.ts): only the bytes' trip to the socket is
 * left out. Not on sign-in and account calls.
 */
export const apiServerTiming = timing({ enabled: (c: Context) => !accountCall.test(c.req.path) });
