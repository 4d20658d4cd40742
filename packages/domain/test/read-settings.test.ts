import { describe, expect, it } from 'vitest';
import { defaultSettingValues, publicSettings, readSettings, settingsCatalogue } from '../src/index.ts';

describe('readSettings', () => {
  it('types the defaults', () => {
    const s = readSettings({});
    expect(s.roomsAvailable).toBe(28);
    expect(s.zmanTevilahDegrees).toBe(8.5);
    expect(s.zmanTevilahMinutes).toBeNull();
    expect(s.weeklyOpening).toBe(false);
    expect(s.reservationsRequirePrepayParking).toBe(true);
    expect(s.timeZone).toBe('America/Los_Angeles');
    expect(s.locationLat).toBe(34.0522);
    expect(s.priceShower).toBe(36);
    expect(s.priceCents).toEqual({
      shower: 3600,
      bath: 5000,
      parking: 1000,
      kallah: 10000,
      doubleSlot: 2000,
      salonManicure: 1500,
      salonBoth: 3000,
    });
  });

  it('takes valid stored values and falls back to the default for invalid ones', () => {
    const s = readSettings({
      roomsAvailable: '30',
      weeklyOpening: 'true',
      openUntilMaxHour: '25',
      priceBath: '12.34',
    });
    expect(s.roomsAvailable).toBe(30);
    expect(s.weeklyOpening).toBe(true);
    expect(s.openUntilMaxHour).toBe(23.5);
    expect(s.priceCents.bath).toBe(1234);
  });

  it('ignores keys it does not know', () => {
    expect(readSettings({ somethingElse: '1' })).toEqual(readSettings({}));
  });
});

describe('publicSettings', () => {
  it('lists the public keys only, with defaults filled in', () => {
    const list = publicSettings({ priceShower: '40', stripeSecretKey: 'sk_live_x', roomsAvailable: '3' });
    const map = new Map(list.map((e) => [e.key, e.value]));
    expect(map.get('priceShower')).toBe('40');
    expect(map.get('priceBath')).toBe('50');
    expect(map.get('googleSiteKey')).toBe('');
    expect(map.get('reservationsRequirePrepayAll')).toBe('False');
    expect(map.has('stripeSecretKey')).toBe(false);
    expect(map.has('roomsAvailable')).toBe(false);
    for (const { key } of list) {
      expect(settingsCatalogue.find((d) => d.key === key)?.visibility).toBe('public');
    }
  });

  it('never sends an invalid stored value', () => {
    const map = new Map(publicSettings({ shutdown: 'maybe' }).map((e) => [e.key, e.value]));
    expect(map.get('shutdown')).toBe('False');
  });
});

describe('defaultSettingValues', () => {
  it('holds every key once with its default', () => {
    const values = defaultSettingValues();
    expect(Object.keys(values)).toHaveLength(settingsCatalogue.length);
    expect(values.timeZone).toBe('America/Los_Angeles');
  });
});
