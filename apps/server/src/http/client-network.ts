import ipaddr from 'ipaddr.js';

/**
 * The network a client's address stands for when requests are counted per address. An IPv6 client
 * holds a whole /64 (one home, one phone), so counting exact addresses would let it ask without end;
 * an IPv4 address (an IPv4-mapped IPv6 one included) counts as itself. Anything else counts as given.
 */
export function clientNetwork(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const prefix = ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toString()}/64`);
  return `${prefix.toString()}/64`;
}
