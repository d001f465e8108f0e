import { isIPv4, isIPv6 } from 'node:net';
import type { Context } from 'hono';
import type { AppEnv } from './app-env.ts';

/**
 * The address a request came from: the socket's peer, or behind a trusted reverse proxy the
 * first X-Forwarded-For entry (a client can forge that header, so it counts only when
 * TRUST_PROXY says a proxy sets it).
 */
export function clientIp<E extends AppEnv>(c: Context<E>): string {
  if (c.var.deps.config.TRUST_PROXY) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded.slice(0, 64);
  }
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? 'unknown';
}

/** The eight 16-bit groups of an IPv6 address, `::` expanded (an embedded IPv4 tail counts as two). */
function ipv6Groups(ip: string): number[] {
  const [head, tail] = ip.includes('::') ? ip.split('::') : [ip, null];
  const parse = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [parseInt(group, 16)];
          const [a, b, c, d] = group.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const start = parse(head);
  const end = tail === null ? [] : parse(tail);
  return [...start, ...Array(8 - start.length - end.length).fill(0), ...end];
}

/**
 * What address limits count by: an IPv4 address, or the /64 network of an IPv6 one. One line or
 * phone gets a whole /64 and can pick a fresh address in it for every request, so counting single
 * IPv6 addresses would limit nothing. An IPv4 address written as IPv6 (`::ffff:a.b.c.d`) is that
 * IPv4 address.
 */
export function addressBlock(ip: string): string {
  const bare = ip.split('%')[0].toLowerCase();
  if (isIPv4(bare)) return bare;
  if (!isIPv6(bare)) return bare;
  const groups = ipv6Groups(bare);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The requester's address as address limits key it (see `addressBlock`). */
export function clientAddressBlock<E extends AppEnv>(c: Context<E>): string {
  return addressBlock(clientIp(c));
}
