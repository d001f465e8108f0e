import { describe, expect, it } from 'vitest';
import { addressBlock } from './client-ip.ts';

describe('the network an address limit counts', () => {
  it('is the IPv4 address itself, also when written as IPv6', () => {
    expect(addressBlock('203.0.113.7')).toBe('203.0.113.7');
    expect(addressBlock('::ffff:198.51.100.4')).toBe('198.51.100.4');
    expect(addressBlock('::ffff:c633:6404')).toBe('198.51.100.4');
  });

  it('is the /64 of an IPv6 address, however it is written', () => {
    const block = '2001:db8:1:2::/64';
    for (const ip of ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::9', '2001:DB8:0001:0002:ffff::1', '2001:db8:1:2:aaaa::1%eth0']) expect(addressBlock(ip), ip).toBe(block);
    expect(addressBlock('2001:db8:1:3::1')).not.toBe(block);
  });

  it('leaves what is not an address as it is', () => {
    expect(addressBlock('unknown')).toBe('unknown');
  });
});
