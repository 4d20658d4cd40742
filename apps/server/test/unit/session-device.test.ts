import { describe, expect, it } from 'vitest';
import { approximatePlace, deviceLabel } from '../../src/modules/sessions/session-device.ts';

describe('what her list of devices shows of a sign-in', () => {
  it('names the browser and the phone or system from the User-Agent', () => {
    const cases: [string, string][] = [
      [
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
        'Safari · iPhone',
      ],
      [
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
        'Chrome · Android',
      ],
      [
        'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
        'Samsung Internet · Android',
      ],
      [
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
        'Microsoft Edge · Windows',
      ],
      [
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
        'Safari · macOS',
      ],
      [
        'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1',
        'Chrome · iPad',
      ],
    ];
    for (const [ua, label] of cases) expect(deviceLabel(ua)).toBe(label);
  });

  it('says nothing for a User-Agent it cannot read, or none', () => {
    expect(deviceLabel(undefined)).toBeNull();
    expect(deviceLabel('')).toBeNull();
    expect(deviceLabel('   ')).toBeNull();
    expect(deviceLabel('curl/8.5.0')).toBeNull();
    expect(deviceLabel('x'.repeat(10_000))).toBeNull();
  });

  it('keeps the network only: an IPv4 address without its last number, IPv6 by its first three groups', () => {
    expect(approximatePlace('203.0.113.57')).toBe('203.0.113.x');
    expect(approximatePlace('::ffff:198.51.100.7')).toBe('198.51.100.x');
    expect(approximatePlace('2001:db8:85a3:1234:5678::1')).toBe('2001:db8:85a3:x:x:x:x:x');
    expect(approximatePlace('2001:0DB8:0000::1')).toBe('2001:db8:0:x:x:x:x:x');
    expect(approximatePlace('::1')).toBe('0:0:0:x:x:x:x:x');
    expect(approximatePlace('not an address')).toBeNull();
    expect(approximatePlace('')).toBeNull();
  });
});
