import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  announcementFor,
  callKinds,
  pagingGainDb,
  pagingTones,
  pagingVolumeDb,
  pagingZone,
} from '../src/index.ts';

const settings = { pagingObject: '', pagingVolume: 70, pagingGain: 50 };

describe('a page to the attendants', () => {
  it('plays a tone of its own for each kind of call, naming no one', () => {
    const tones = callKinds.map((kind) => announcementFor(kind, settings)?.tone);
    expect(tones).toEqual(['warble3-high.wav', 'page-notif.wav', 'chime.wav']);
    expect(new Set(tones).size).toBe(callKinds.length);
    expect(announcementFor('test', settings)?.tone).toBe('speech-test.wav');
    expect(Object.values(pagingTones).every((t) => /^[a-z0-9-]+\.wav$/.test(t))).toBe(true);
  });

  it('turns volume 0–100 into the page volume, -45 dB to 0 dB in steps of 3', () => {
    expect(pagingVolumeDb(0)).toBe(-45);
    expect(pagingVolumeDb(100)).toBe(0);
    expect(pagingVolumeDb(70)).toBe(-12);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }), (a, b) => {
        const db = pagingVolumeDb(a);
        expect(Math.abs(db % 3)).toBe(0);
        expect(db).toBeGreaterThanOrEqual(-45);
        expect(db).toBeLessThanOrEqual(0);
        // Louder never comes out quieter.
        if (a <= b) expect(db).toBeLessThanOrEqual(pagingVolumeDb(b));
      }),
    );
  });

  it('turns gain 0–100 into the input gain, -27 dB to +6 dB in steps of 3', () => {
    expect(pagingGainDb(0)).toBe(-27);
    expect(pagingGainDb(100)).toBe(6);
    expect(pagingGainDb(50)).toBe(-9);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), (g) => {
        expect(Math.abs(pagingGainDb(g) % 3)).toBe(0);
      }),
    );
  });

  it('goes to the paging system itself, or to a multicast zone written address:port', () => {
    expect(pagingZone('')).toBe('device');
    expect(pagingZone(' 224.0.2.60:50002 ')).toEqual({ address: '224.0.2.60', port: 50002 });
    expect(pagingZone('239.255.0.1:5004')).toEqual({ address: '239.255.0.1', port: 5004 });
    for (const bad of [
      'zone 1',
      '10.0.0.5:50000',
      '224.0.2.60',
      '224.0.2.300:50000',
      '224.0.2.60:70000',
      '::1:5',
    ])
      expect(pagingZone(bad), bad).toBeNull();
    expect(announcementFor('help', { ...settings, pagingObject: 'hallway' })).toBeNull();
  });
});
