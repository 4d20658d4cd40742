import { describe, expect, it } from 'vitest';
import { buildMenus } from './menus';
import type { Session } from '../shared/session';

const session = (...roles: string[]): Session => ({
  token: 'a',
  userId: '1',
  username: '13105551234',
  roles,
  refreshToken: 't',
});
const ids = (items: { id: string }[]) => items.map((item) => item.id);

describe('menus by sign-in and role', () => {
  it('a guest sees the public items and only Language under Settings', () => {
    const menus = buildMenus(null);
    expect(ids(menus.main)).toEqual(['home', 'hours', 'donate', 'groupTours', 'contact', 'careers', 'logIn']);
    expect(ids(menus.mobile.items)).toEqual(['home', 'hours', 'contact', 'logIn']);
    expect(menus.main.find((item) => item.id === 'logIn')?.to).toBe('/login');
    expect(ids(menus.settings)).toEqual(['language']);
    expect(menus.book.to).toBe('/reserve');
    expect(menus.terms.to).toBe('/terms');
  });

  it('a signed-in patron also gets the account settings, but no staff items', () => {
    const menus = buildMenus(session());
    expect(ids(menus.main)).not.toContain('admin');
    expect(ids(menus.main)).not.toContain('logIn');
    expect(ids(menus.main)).not.toContain('addLicensePlates');
    expect(ids(menus.settings)).toEqual([
      'language',
      'notifications',
      'garageAccess',
      'paymentMethods',
      'excludedAttendants',
      'attendantNote',
      'myData',
    ]);
  });

  it('Admin sees Admin; UserPlateAdmin sees Add License Plates', () => {
    expect(ids(buildMenus(session('Admin')).main)).toEqual([
      'home',
      'admin',
      'hours',
      'donate',
      'groupTours',
      'contact',
      'careers',
    ]);
    const plates = buildMenus(session('UserPlateAdmin'));
    expect(ids(plates.main)).toContain('addLicensePlates');
    expect(ids(plates.main)).not.toContain('admin');
    expect(plates.main.find((item) => item.id === 'addLicensePlates')?.to).toBe('/admin/license-plate');
    const both = buildMenus(session('Admin', 'UserPlateAdmin'));
    expect(ids(both.main).slice(0, 3)).toEqual(['home', 'admin', 'addLicensePlates']);
  });

  it('Receptionist sees the Admin item too (the night list is the desk page)', () => {
    const desk = buildMenus(session('Receptionist'));
    expect(ids(desk.main).slice(0, 2)).toEqual(['home', 'admin']);
    expect(desk.main.find((item) => item.id === 'admin')?.to).toBe('/admin');
    expect(ids(desk.mobile.items)).toEqual(['home', 'admin', 'hours', 'contact']);
  });

  it('Group Tours goes to /tours everywhere', () => {
    const menus = buildMenus(null);
    const tours = menus.mobile.groups.find((g) => g.id === 'tours');
    expect(menus.main.find((i) => i.id === 'groupTours')?.to).toBe('/tours');
    expect(tours?.items.map((i) => i.to)).toEqual(['/tours', '/kallah-tours']);
  });

  it('mobile groups: About (About Us, Blog, Careers, Donate), Tours, Settings', () => {
    const menus = buildMenus(session('Admin'));
    expect(menus.mobile.groups.map((g) => g.id)).toEqual(['about', 'tours', 'settings']);
    expect(ids(menus.mobile.groups[0]!.items)).toEqual(['aboutUs', 'blog', 'careers', 'donate']);
    expect(ids(menus.mobile.groups[2]!.items)).toEqual(ids(menus.settings));
    expect(ids(menus.mobile.items)).toEqual(['home', 'admin', 'hours', 'contact']);
    expect(ids(buildMenus(null).mobile.groups[2]!.items)).toEqual(['language']);
  });
});
