import { describe, expect, it } from 'vitest';
import { starterBuilding } from '../src/index.ts';

describe("a new facility's building", () => {
  it('opens as the first facility did: 28 rooms in two sections, numbered on, and 8 cubicles', () => {
    const building = starterBuilding();
    expect(building.sections.map((s) => s.name)).toEqual(['East', 'West']);
    const rooms = building.sections.flatMap((s) => s.rooms);
    expect(rooms.map((r) => r.number)).toEqual(Array.from({ length: 28 }, (_, i) => String(i + 1)));
    const count = (type: string) => rooms.filter((r) => r.type === type).length;
    expect([count('shower'), count('bath'), count('handicapped'), count('kallah')]).toEqual([14, 10, 2, 2]);
    expect(building.sections[1]!.rooms[0]).toEqual({ number: '15', type: 'shower' });
    expect(building.sections[0]!.rooms[13]).toEqual({ number: '14', type: 'kallah' });
    expect(building.cubicles).toEqual(['C1', 'C2', 'C3', 'C4', 'C5', 'C6', 'C7', 'C8']);
  });
});
