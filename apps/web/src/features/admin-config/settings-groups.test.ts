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

  it('finds a key by any part of its name or hint, ignoring case; empty groups drop out', () => {
    expect(matchesSearch(row('priceShower', { hint: 'A shower room' }), 'SHOWER')).toBe(true);
    expect(matchesSearch(row('priceShower', { hint: 'A shower room' }), 'price room')).toBe(true);
    expect(matchesSearch(row('priceShower'), 'bath')).toBe(false);
    const groups = groupSettings([row('priceShower'), row('shutdown')], 'pricesh');
    expect(groups).toEqual([{ name: 'Prices', settings: [row('priceShower')] }]);
  });
});
