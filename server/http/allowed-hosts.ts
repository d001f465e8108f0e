import type { MiddlewareHandler } from 'hono';
import type { Config } from '../config.ts';
import { badRequest } from './path-guard.ts';
import type { RequestHead } from './request-head.ts';

/** Names that reach only this machine: a fresh install answers to them with no setting. */
export const loopbackHosts = ['localhost', '127.0.0.1', '[::1]'];

/**
 * ALLOWED_HOSTS as patterns. Unset, the shop answers to the host of PUBLIC_URL and to the
 * loopback names (a probe or a curl on the machine itself); set, to exactly what it lists.
 */
export function allowedHostPatterns(list: string | undefined, publicUrl: string | undefined): string[] {
  const listed = list?.split(',').map((entry) => entry.trim().toLowerCase()).filter(Boolean);
  if (listed?.length) return listed;
  return publicUrl ? [new URL(publicUrl).hostname.toLowerCase(), ...loopbackHosts] : [...loopbackHosts];
}

// A host name or an address in brackets, then an optional port: nothing else may reach a link.
const hostSyntax = /^(\[[0-9a-f:.]+\]|[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?\.?)(?::(\d{1,5}))?$/i;

/** The name part of a Host header value (no port, lower case, no trailing dot), or null when it is malformed. */
export function hostName(host: string): string | null {
  // The name's group is not optional: it is there whenever the value matches.
  const name = hostSyntax.exec(host.trim())?.[1];
  return name === undefined ? null : name.toLowerCase().replace(/\.$/, '');
}

/** Exact names, ".example.com" for a domain and its subdomains, "*" for any (as Django's ALLOWED_HOSTS). */
export function isAllowedHost(host: string, patterns: readonly string[]): boolean {
  const name = hostName(host);
  if (!name) return false;
  return patterns.some((pattern) => pattern === '*' || pattern === name || (pattern.startsWith('.') && (name === pattern.slice(1) || name.endsWith(pattern))));
}

/**
 * The host a request was sent to: behind a trusted proxy its X-Forwarded-Host (a client can
 * forge that header, so it counts only with TRUST_PROXY), else its Host header.
 */
export function requestHost(config: Pick<Config, 'TRUST_PROXY'>, request: RequestHead): string {
  const forwarded = config.TRUST_PROXY ? request.headers.get('x-forwarded-host')?.split(',')[0]?.trim() : undefined;
  return forwarded || request.headers.get('host') || new URL(request.url).host;
}

function requestProtocol(config: Pick<Config, 'TRUST_PROXY'>, request: RequestHead): string {
  const forwarded = config.TRUST_PROXY ? request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() : undefined;
  // The scheme of an absolute URL, read without parsing it (this runs on every page cache hit).
  return forwarded === 'http' || forwarded === 'https' ? forwarded : request.url.slice(0, request.url.indexOf(':')).toLowerCase();
}

/** The origin a request was sent to when its host is allowed, else null (never a link from an unchecked host). */
export function checkedRequestOrigin(config: Pick<Config, 'TRUST_PROXY' | 'allowedHosts'>, request: RequestHead): string | null {
  const host = requestHost(config, request);
  if (!isAllowedHost(host, config.allowedHosts)) return null;
  return `${requestProtocol(config, request)}://${host.trim().toLowerCase()}`;
}

const loopbackBindings = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/**
 * What a production start must say out loud: listening beyond this machine with no public origin,
 * the shop either answers only to loopback names (400 to everyone else) or, with ALLOWED_HOSTS,
 * builds its links from the allowed host each request names.
 */
export function exposureWarning(config: Pick<Config, 'NODE_ENV' | 'HOST' | 'publicUrl' | 'ALLOWED_HOSTS' | 'allowedHosts'>): string | null {
  if (config.NODE_ENV !== 'production' || config.publicUrl || loopbackBindings.has(config.HOST)) return null;
  if (config.ALLOWED_HOSTS) {
    return `PUBLIC_URL is not set: links in pages and e-mails use the request's host, one of ALLOWED_HOSTS (${config.allowedHosts.join(', ')}). Set PUBLIC_URL to the shop's public origin.`;
  }
  return `PUBLIC_URL is not set and the server listens on ${config.HOST}: it answers only to ${loopbackHosts.join(', ')} and every other host gets 400. Set PUBLIC_URL (e.g. https://shop.example) before exposing it, or ALLOWED_HOSTS.`;
}

/** True when the request names a host the shop answers to (the one rule of the front door and the page cache's fast path). */
export function isAllowedRequest(config: Pick<Config, 'TRUST_PROXY' | 'allowedHosts'>, request: RequestHead): boolean {
  return isAllowedHost(requestHost(config, request), config.allowedHosts);
}

/** Health probes build no links and are sent by orchestrators to whatever address the process has. */
const probePaths = new Set(['/healthz', '/readyz']);

/**
 * A request for a host the shop does not answer to gets a short 400 before anything else runs:
 * a forged Host could otherwise end up in e-mail links, canonical URLs and cached pages.
 */
export const allowedHostsOnly: MiddlewareHandler = async (c, next) => {
  if (probePaths.has(c.req.path)) return next();
  const config = (c.var as { deps: { config: Config } }).deps.config;
  if (!isAllowedRequest(config, c.req.raw)) return badRequest(c, 'requests.unknownHost');
  await next();
};
