import { describe, expect, it } from 'vitest';
import { onDeviceNetwork } from '../../src/modules/devices/network.ts';

describe("a device on the facility's network", () => {
  it('calls from the network it was unlocked from, by the mask', () => {
    expect(onDeviceNetwork('192.168.1.40', '192.168.1.7', '255.255.255.0')).toBe(true);
    expect(onDeviceNetwork('192.168.2.40', '192.168.1.7', '255.255.255.0')).toBe(false);
    expect(onDeviceNetwork('192.168.2.40', '192.168.1.7', '255.255.0.0')).toBe(true);
    expect(onDeviceNetwork('::ffff:192.168.1.40', '192.168.1.7', '255.255.255.0')).toBe(true);
    expect(onDeviceNetwork('2001:db8:1:2::9', '2001:db8:1:2::1', '255.255.255.0')).toBe(true);
    expect(onDeviceNetwork('2001:db8:1:3::9', '2001:db8:1:2::1', '255.255.255.0')).toBe(false);
    expect(onDeviceNetwork('2001:db8:1:2::9', '192.168.1.7', '255.255.255.0')).toBe(false);
  });

  it('from anywhere when no mask is set; a mask that is not one compares the whole address', () => {
    expect(onDeviceNetwork('203.0.113.9', '192.168.1.7', '')).toBe(true);
    expect(onDeviceNetwork('192.168.1.8', '192.168.1.7', '255.0.255.0')).toBe(false);
    expect(onDeviceNetwork('192.168.1.7', '192.168.1.7', '255.0.255.0')).toBe(true);
  });
});
