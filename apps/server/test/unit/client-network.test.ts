import { describe, expect, it } from 'vitest';
import { clientNetwork } from '../../src/http/client-network.ts';

describe('the network a client is counted by', () => {
  it('is the /64 of an IPv6 address, however it is written', () => {
    expect(clientNetwork('2001:db8:7:7::1')).toBe('2001:db8:7:7::/64');
    expect(clientNetwork('2001:0db8:0007:0007:ffff:ffff:ffff:fffe')).toBe('2001:db8:7:7::/64');
    expect(clientNetwork('2001:db8:7:8::1')).toBe('2001:db8:7:8::/64');
    expect(clientNetwork('::1')).toBe('::/64');
  });

  it('is the address itself for IPv4, an IPv4-mapped address included, and anything unparsable', () => {
    expect(clientNetwork('198.51.100.7')).toBe('198.51.100.7');
    expect(clientNetwork('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(clientNetwork('not an address')).toBe('not an address');
  });
});
