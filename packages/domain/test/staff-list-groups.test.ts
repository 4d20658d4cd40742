import { describe, expect, it } from 'vitest';
import { inListGroup, itemsInGroup, listGroupsOf, reservationStatuses } from '../src/index.ts';

describe('admin list groups (docs/product/site-and-staff.md §4)', () => {
  it('groups each status as the spec writes it', () => {
    expect(listGroupsOf('Reserved')).toEqual(['upcoming']);
    expect(listGroupsOf('Waiting')).toEqual(['waiting', 'here']);
    // Given a room, she waits no more: the Waiting filter counts only those without one (issue 33).
    expect(listGroupsOf('Assigned')).toEqual(['here']);
    expect(listGroupsOf('Prep')).toEqual(['here']);
    expect(listGroupsOf('ReadyForMikvah')).toEqual(['here', 'ready']);
    expect(listGroupsOf('ReadyForMikvahNext')).toEqual(['here', 'ready']);
    expect(listGroupsOf('Done')).toEqual(['completed']);
  });

  it('"here" is a visit under way: never Reserved, Done, Canceled, Replaced or an unpaid Pending', () => {
    const here = reservationStatuses.filter((s) => inListGroup(s, 'here'));
    expect(here).toEqual([
      'Arrived',
      'Waiting',
      'Assigned',
      'Prep',
      'ReadyForMikvah',
      'ReadyForMikvahNext',
      'InMikvah',
      'Dressing',
    ]);
    for (const s of ['Canceled', 'Replaced', 'Pending', 'Reserved', 'Done'] as const) {
      expect(inListGroup(s, 'here'), s).toBe(false);
      expect(listGroupsOf(s)).not.toContain('here');
    }
    for (const s of reservationStatuses) {
      expect(inListGroup(s, 'upcoming') && inListGroup(s, 'here')).toBe(false);
      expect(inListGroup(s, 'completed') && inListGroup(s, 'here')).toBe(false);
    }
  });

  it('a canceled reservation is counted in no group at all, only under All', () => {
    const items = [
      { id: 1, reservationStatus: 'Canceled' as const },
      { id: 2, reservationStatus: 'Prep' as const },
    ];
    expect(itemsInGroup(items, 'here').map((i) => i.id)).toEqual([2]);
    expect(listGroupsOf('Canceled')).toEqual([]);
  });

  it('filters list items, keeping their order', () => {
    const items = [
      { id: 1, reservationStatus: 'Done' as const },
      { id: 2, reservationStatus: 'ReadyForMikvahNext' as const },
      { id: 3, reservationStatus: 'Reserved' as const },
      { id: 4, reservationStatus: 'ReadyForMikvah' as const },
    ];
    expect(itemsInGroup(items, 'ready').map((i) => i.id)).toEqual([2, 4]);
    expect(itemsInGroup(items, 'upcoming').map((i) => i.id)).toEqual([3]);
  });
});
