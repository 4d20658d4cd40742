import ipaddr from 'ipaddr.js';

/**
 * Whether a kiosk or tablet calls from the facility's network (docs/rules/the-night.md, Devices on the
 * facility's network): the network it was unlocked from, by the setting `netMask` (IPv4, as
 * 255.255.255.0) or, for IPv6, the /64 every network has. An empty mask lets a device call from
 * anywhere; an address that is not one (a test's inject) is compared as written.
 */
export function onDeviceNetwork(caller: string, unlockedFrom: string, netMask: string): boolean {
  if (netMask.trim() === '') return true;
  if (!ipaddr.isValid(caller) || !ipaddr.isValid(unlockedFrom)) return caller === unlockedFrom;
  const a = ipaddr.process(caller);
  const b = ipaddr.process(unlockedFrom);
  if (a.kind() !== b.kind()) return false;
  const bits =
    a.kind() === 'ipv4' && ipaddr.IPv4.isValid(netMask.trim())
      ? (ipaddr.IPv4.parse(netMask.trim()).prefixLengthFromSubnetMask() ?? 32)
      : a.kind() === 'ipv4'
        ? 32
        : 64;
  return a.match(b, bits);
}
