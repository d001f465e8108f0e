import { isIPv4, isIPv6 } from 'node:net';
import type { Context } from 'hono';
import { textBefore } from '../../common/text-before.ts';
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
          // isIPv6 has checked the four parts; a bitwise operator would read a missing one as 0 all the same.
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
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
  const bare = textBefore(ip, '%').toLowerCase();
  if (isIPv4(bare)) return bare;
  if (!isIPv6(bare)) return bare;
  const groups = ipv6Groups(bare);
  // Always eight groups for an address isIPv6 accepts.
  const [, , , , , mapped, high = 0, low = 0] = groups;
  if (groups.slice(0, 5).every((group) => group === 0) && mapped === 0xffff) {
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
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
