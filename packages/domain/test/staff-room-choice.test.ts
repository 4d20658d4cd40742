import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  chooseRoom,
  compareRoomNumbers,
  isRoomFree,
  pickWaiting,
  roomStatusNames,
  roomTypeNames,
  roomTypesFor,
  roomFits,
  roomsFor,
  type NightRoom,
  type RoomRequest,
  type WaitingPatron,
} from '../src/index.ts';

const shower: RoomRequest = { bath: false, handicapped: false, kallah: false, excludedAttendantIds: [] };
const bath: RoomRequest = { ...shower, bath: true };

let nextId = 1;
function room(number: string, type: NightRoom['type'], extra: Partial<NightRoom> = {}): NightRoom {
  return {
    id: nextId++,
    number,
    type,
    status: 'Available',
    sectionId: 1,
    sectionActive: true,
    attendantId: null,
    occupied: false,
    ...extra,
  };
}

describe('check-in room choice (docs/staff-api.md Check-in)', () => {
  it('gives each request its own type; a shower takes a bath room only when no shower room is free', () => {
    expect(roomTypesFor(shower)).toEqual(['shower', 'bath']);
    expect(roomTypesFor(bath)).toEqual(['bath']);
    expect(roomTypesFor({ ...bath, handicapped: true })).toEqual(['handicapped']);
    expect(roomTypesFor({ ...bath, kallah: true })).toEqual(['kallah']);
    const rooms = [room('1', 'bath'), room('2', 'shower'), room('3', 'kallah'), room('4', 'handicapped')];
    expect(chooseRoom(rooms, shower)?.number).toBe('2');
    expect(chooseRoom(rooms, bath)?.number).toBe('1');
    expect(chooseRoom(rooms, { ...bath, kallah: true })?.number).toBe('3');
    expect(chooseRoom(rooms, { ...bath, handicapped: true })?.number).toBe('4');
    const noShower = [room('1', 'bath'), room('2', 'shower', { occupied: true })];
    expect(chooseRoom(noShower, shower)?.number).toBe('1');
    // A bath never takes a shower room; nobody takes a kallah or accessible room not her own.
    expect(chooseRoom([room('2', 'shower'), room('3', 'kallah')], bath)).toBeNull();
  });

  it('takes only Available or Ready rooms with nobody in them', () => {
    for (const status of roomStatusNames)
      expect(isRoomFree({ status, occupied: false })).toBe(status === 'Available' || status === 'Ready');
    expect(isRoomFree({ status: 'Ready', occupied: true })).toBe(false);
    const rooms = [
      room('1', 'shower', { status: 'Offline' }),
      room('2', 'shower', { status: 'NeedsCleaning' }),
      room('3', 'shower', { status: 'Cleaning' }),
      room('4', 'shower', { status: 'Occupied', occupied: true }),
      room('5', 'shower', { status: 'Ready' }),
    ];
    expect(chooseRoom(rooms, shower)?.number).toBe('5');
  });

  it('skips a section whose attendant she excluded, and inactive sections; No Attendant is allowed', () => {
    const rooms = [
      room('1', 'shower', { sectionId: 1, attendantId: 7 }),
      room('2', 'shower', { sectionId: 2, sectionActive: false }),
      room('15', 'shower', { sectionId: 3, attendantId: null }),
    ];
    expect(chooseRoom(rooms, { ...shower, excludedAttendantIds: [7] })?.number).toBe('15');
    expect(chooseRoom(rooms, { ...shower, excludedAttendantIds: [8] })?.number).toBe('1');
    expect(chooseRoom(rooms.slice(0, 2), { ...shower, excludedAttendantIds: [7] })).toBeNull();
  });

  it('prefers the section with fewer people in it, then the lowest number', () => {
    const rooms = [
      room('1', 'shower', { sectionId: 1 }),
      room('2', 'shower', { sectionId: 1, occupied: true, status: 'Occupied' }),
      room('10', 'shower', { sectionId: 2 }),
      room('9', 'shower', { sectionId: 2 }),
    ];
    expect(chooseRoom(rooms, shower)?.number).toBe('9');
    expect(compareRoomNumbers('9', '10')).toBeLessThan(0);
    expect(compareRoomNumbers('12A', '12')).toBeGreaterThan(0);
  });

  it('gives a room that became free to the longest-waiting patron it fits', () => {
    const free = room('5', 'bath', { attendantId: 3 });
    const waiting: WaitingPatron[] = [
      { ...shower, id: 'a', waitingSince: 300, reservationNumber: 1, excludedAttendantIds: [3] },
      { ...bath, id: 'b', waitingSince: 200, reservationNumber: 2, handicapped: true },
      { ...shower, id: 'c', waitingSince: 250, reservationNumber: 3 },
      { ...bath, id: 'd', waitingSince: 250, reservationNumber: 4 },
    ];
    expect(pickWaiting(free, waiting)?.id).toBe('c');
    expect(pickWaiting(free, waiting.slice(0, 2))).toBeNull();
    expect(pickWaiting({ ...free, occupied: true }, waiting)).toBeNull();
  });
});

const roomArb = fc.record({
  id: fc.integer({ min: 1, max: 1000 }),
  number: fc.integer({ min: 1, max: 40 }).map(String),
  type: fc.constantFrom(...roomTypeNames),
  status: fc.constantFrom(...roomStatusNames),
  sectionId: fc.integer({ min: 1, max: 3 }),
  sectionActive: fc.boolean(),
  attendantId: fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }),
  occupied: fc.boolean(),
});
const requestArb = fc.record({
  bath: fc.boolean(),
  handicapped: fc.boolean(),
  kallah: fc.boolean(),
  excludedAttendantIds: fc.uniqueArray(fc.integer({ min: 1, max: 4 }), { maxLength: 2 }),
});

describe('room choice properties', () => {
  it('never an excluded attendant, never occupied, always an allowed type; null only when nothing fits', () => {
    fc.assert(
      fc.property(fc.array(roomArb, { maxLength: 30 }), requestArb, (rooms, request) => {
        const chosen = chooseRoom(rooms, request);
        const allowed = roomTypesFor(request);
        const fitting = rooms.filter(
          (r) =>
            (r.status === 'Available' || r.status === 'Ready') &&
            !r.occupied &&
            r.sectionActive &&
            allowed.includes(r.type) &&
            (r.attendantId === null || !request.excludedAttendantIds.includes(r.attendantId)),
        );
        if (chosen === null) {
          expect(fitting).toEqual([]);
          return;
        }
        expect(chosen.occupied).toBe(false);
        expect(['Available', 'Ready']).toContain(chosen.status);
        expect(chosen.sectionActive).toBe(true);
        expect(allowed).toContain(chosen.type);
        if (chosen.attendantId !== null)
          expect(request.excludedAttendantIds).not.toContain(chosen.attendantId);
        // Her own type whenever one of her own type fits; then no fitting room of that type is in a
        // section with fewer people, nor has a lower number in an equally busy section.
        if (fitting.some((r) => r.type === allowed[0])) expect(chosen.type).toBe(allowed[0]);
        const people = (sectionId: number) =>
          rooms.filter((r) => r.occupied && r.sectionId === sectionId).length;
        for (const r of fitting.filter((f) => f.type === chosen.type)) {
          expect(people(r.sectionId)).toBeGreaterThanOrEqual(people(chosen.sectionId));
          if (people(r.sectionId) === people(chosen.sectionId))
            expect(Number(r.number)).toBeGreaterThanOrEqual(Number(chosen.number));
        }
      }),
    );
  });

  it('the waiting patron picked fits the room and none who fits waited longer', () => {
    const waitingArb = fc.array(
      fc.record({
        request: requestArb,
        waitingSince: fc.integer({ min: 0, max: 100 }),
      }),
      { maxLength: 12 },
    );
    fc.assert(
      fc.property(roomArb, waitingArb, (free, list) => {
        const waiting: WaitingPatron[] = list.map((w, i) => ({
          ...w.request,
          id: String(i),
          waitingSince: w.waitingSince,
          reservationNumber: i,
        }));
        const picked = pickWaiting(free, waiting);
        const fits = waiting.filter((w) => chooseRoom([free], w) !== null);
        if (picked === null) {
          expect(fits).toEqual([]);
          return;
        }
        expect(chooseRoom([free], picked)).toBe(free);
        for (const w of fits) expect(w.waitingSince).toBeGreaterThanOrEqual(picked.waitingSince);
      }),
    );
  });
});

describe("the desk's room chooser (issue 33: a room chosen for the exception)", () => {
  it('offers every room that may take her, the one check-in would give first', () => {
    const rooms = [
      room('7', 'bath'),
      room('3', 'shower', { status: 'NeedsCleaning' }),
      room('5', 'shower'),
      room('2', 'shower', { occupied: true }),
      room('9', 'kallah'),
    ];
    expect(roomsFor(rooms, shower).map((r) => r.number)).toEqual(['5', '7']);
    expect(roomsFor(rooms, bath).map((r) => r.number)).toEqual(['7']);
  });

  it('always starts with chooseRoom and holds only rooms that fit (property)', () => {
    const arbitraryRoom = fc.record({
      id: fc.integer({ min: 1, max: 10_000 }),
      number: fc.integer({ min: 1, max: 40 }).map(String),
      type: fc.constantFrom(...roomTypeNames),
      status: fc.constantFrom(...roomStatusNames),
      sectionId: fc.integer({ min: 1, max: 3 }),
      sectionActive: fc.boolean(),
      attendantId: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
      occupied: fc.boolean(),
    });
    const request = fc.record({
      bath: fc.boolean(),
      handicapped: fc.boolean(),
      kallah: fc.boolean(),
      excludedAttendantIds: fc.array(fc.integer({ min: 1, max: 3 }), { maxLength: 2 }),
    });
    fc.assert(
      fc.property(fc.array(arbitraryRoom, { maxLength: 12 }), request, (rooms, asked) => {
        const offered = roomsFor(rooms, asked);
        expect(offered[0] ?? null).toBe(chooseRoom(rooms, asked));
        for (const r of offered) expect(roomFits(r, asked)).toBe(true);
        expect(offered).toHaveLength(rooms.filter((r) => roomFits(r, asked)).length);
      }),
    );
  });
});
