import { describe, expect, it } from 'vitest';
import { inListGroup, itemsInGroup, listGroupsOf, reservationStatuses } from '../src/index.ts';

describe('admin list groups (spec 001 §4)', () => {
  it('groups each status as the spec writes it', () => {
    expect(listGroupsOf('Reserved')).toEqual(['upcoming']);
    expect(listGroupsOf('Waiting')).toEqual(['waiting', 'here']);
    expect(listGroupsOf('Assigned')).toEqual(['waiting', 'here']);
    expect(listGroupsOf('Prep')).toEqual(['here']);
    expect(listGroupsOf('ReadyForMikvah')).toEqual(['here', 'ready']);
    expect(listGroupsOf('ReadyForMikvahNext')).toEqual(['here', 'ready']);
    expect(listGroupsOf('Done')).toEqual(['completed']);
  });

  it('"here" is everything not Reserved and not Done; upcoming and completed never overlap it', () => {
    for (const s of reservationStatuses) {
      expect(inListGroup(s, 'here')).toBe(s !== 'Reserved' && s !== 'Done');
      expect(inListGroup(s, 'upcoming') && inListGroup(s, 'here')).toBe(false);
      expect(inListGroup(s, 'completed') && inListGroup(s, 'here')).toBe(false);
    }
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
