import { settingsCatalogue } from '@tevila/domain';
import { describe, expect, it } from 'vitest';
import { adminSetting } from '../../../test/public-fixtures';
import type { AdminSetting } from './api/admin-settings';
import { groupSettings, matchesSearch } from './settings-groups';

const row = (key: string, extra: Partial<AdminSetting> = {}): AdminSetting =>
  adminSetting(key, 'int', '', { hint: '', ...extra });

describe('groupSettings', () => {
  it('groups and orders keys as the catalogue does, whatever order the answer has', () => {
    const all = [...settingsCatalogue].reverse().map((d) => row(d.key));
    const groups = groupSettings(all);
    expect(groups.map((g) => g.name)).toEqual([...new Set(settingsCatalogue.map((d) => d.group))]);
    expect(groups.flatMap((g) => g.settings.map((s) => s.key))).toEqual(settingsCatalogue.map((d) => d.key));
  });

  it("takes the server's group, and puts groups it does not know last", () => {
    const groups = groupSettings([row('priceBath'), row('newKey', { group: 'Later' }), row('shutdown')]);
    expect(groups.map((g) => g.name)).toEqual(['Opening', 'Prices', 'Later']);
  });

  it('finds a setting by any part of its name or hint, ignoring case; empty groups drop out', () => {
    expect(matchesSearch(row('priceShower', { hint: 'A shower room' }), 'SHOWER')).toBe(true);
    expect(matchesSearch(row('priceShower', { hint: 'A shower room' }), 'price room')).toBe(true);
    expect(matchesSearch(row('priceShower'), 'bath')).toBe(false);
    const groups = groupSettings([row('priceShower'), row('shutdown')], 'pricesh');
    expect(groups).toEqual([{ name: 'Prices', settings: [row('priceShower')] }]);
  });

  it("reads the page's language: the name, the hint and the group's name; the key only when shown", () => {
    const price = row('priceShower', { name: 'מחיר חדר מקלחת', hint: 'בדולרים.' });
    const hebrew = (group: string) => (group === 'Prices' ? 'מחירים' : group);
    expect(matchesSearch(price, 'מקלחת')).toBe(true);
    expect(matchesSearch(price, 'מחירים', { groupLabel: hebrew })).toBe(true);
    expect(matchesSearch(price, 'מחירים')).toBe(false);
    expect(matchesSearch(price, 'priceShower')).toBe(false);
    expect(matchesSearch(price, 'priceShower', { keys: true })).toBe(true);
    expect(groupSettings([price, row('shutdown')], 'מחירים', { groupLabel: hebrew })).toEqual([
      { name: 'Prices', settings: [price] },
    ]);
  });
});
