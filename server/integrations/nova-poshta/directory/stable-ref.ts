import { createHash } from 'node:crypto';

/**
 * A UUID (version 5 layout) derived from a name, so a built-in city or branch keeps its Ref across
 * releases and processes: carts and orders that stored one still find it.
 */
export function stableRef(name: string): string {
  const hex = createHash('sha1').update(`tabir:nova-poshta:${name}`).digest('hex');
  const variant = ((parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A whole number in [0, range) that depends only on the name. */
export function stableNumber(name: string, range: number): number {
  return createHash('sha1').update(name).digest().readUInt32BE(0) % range;
}
