import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  boardTile,
  inRoomStatuses,
  isOverdue,
  minutesInStage,
  roomStatusNames,
  supplyTiming,
  turnMinutes,
  type BoardVisit,
} from '../src/index.ts';
import { settingsWith } from './helpers.ts';

const stages = settingsWith();
const MINUTE = 60_000;
const T0 = Date.parse('2026-12-01T20:00:00Z');
const shower: Omit<BoardVisit, 'status' | 'since'> = {
  bath: false,
  handicapped: false,
  kallah: false,
  doubleSlot: false,
};
const visit = (status: BoardVisit['status'], extra: Partial<BoardVisit> = {}): BoardVisit => ({
  status,
  since: T0,
  ...shower,
  ...extra,
});

describe('the rooms board (docs/rules/the-night.md Rooms board)', () => {
  it('names a room by the visit in it, with the stage’s expected minutes', () => {
    const room = { status: 'Occupied' as const, since: T0 - 30 * MINUTE };
    expect(boardTile({ ...room, visit: visit('Assigned') }, stages)).toEqual({
      stage: 'Assigned',
      of: 'visit',
      since: T0,
      expectedMinutes: 5,
    });
    expect(boardTile({ ...room, visit: visit('Prep') }, stages).expectedMinutes).toBe(30);
    // A bath prepares longer, and a double slot adds its extra.
    expect(boardTile({ ...room, visit: visit('Prep', { bath: true }) }, stages).expectedMinutes).toBe(45);
    expect(boardTile({ ...room, visit: visit('Prep', { doubleSlot: true }) }, stages).expectedMinutes).toBe(
      30 + stages.prepDoubleSlotExtraMinutes,
    );
    expect(boardTile({ ...room, visit: visit('ReadyForMikvahNext') }, stages).expectedMinutes).toBe(5);
    expect(boardTile({ ...room, visit: visit('InMikvah') }, stages).expectedMinutes).toBe(10);
    expect(boardTile({ ...room, visit: visit('Dressing') }, stages).expectedMinutes).toBe(15);
  });

  it('names an empty room by its own status; only waiting for a cleaner and cleaning have a length', () => {
    const at = T0 - 7 * MINUTE;
    const s = { ...stages, needsCleaningMinutes: 12, cleaningMinutes: 8 };
    for (const status of roomStatusNames) {
      const tile = boardTile({ status, since: at, visit: null }, s);
      expect(tile).toMatchObject({ stage: status, of: 'room', since: at });
      expect(tile.expectedMinutes).toBe(status === 'NeedsCleaning' ? 12 : status === 'Cleaning' ? 8 : null);
    }
  });

  it('a supply request is over time once open longer than waitingForSuppliesMinutes', () => {
    const s = { ...stages, waitingForSuppliesMinutes: 7 };
    const supply = supplyTiming(T0, s);
    expect(supply).toEqual({ since: T0, expectedMinutes: 7 });
    expect(isOverdue(supply, T0 + 7 * MINUTE + 59_000)).toBe(false);
    expect(isOverdue(supply, T0 + 8 * MINUTE)).toBe(true);
  });

  it('a visit that no longer holds the room does not name it', () => {
    const tile = boardTile({ status: 'NeedsCleaning', since: T0, visit: visit('Done') }, stages);
    expect(tile).toMatchObject({ stage: 'NeedsCleaning', of: 'room' });
  });

  it('counts whole minutes in the stage, and marks a stage past its length', () => {
    const tile = { since: T0, expectedMinutes: 10 };
    expect(minutesInStage(tile, T0 + 10 * MINUTE + 59_000)).toBe(10);
    expect(isOverdue(tile, T0 + 10 * MINUTE + 59_000)).toBe(false);
    expect(isOverdue(tile, T0 + 11 * MINUTE)).toBe(true);
    // A clock a little behind the server's never shows a negative time.
    expect(minutesInStage(tile, T0 - 5_000)).toBe(0);
    expect(minutesInStage({ since: null }, T0)).toBeNull();
    expect(isOverdue({ since: T0, expectedMinutes: null }, T0 + 600 * MINUTE)).toBe(false);
  });

  it('a visit’s stages in the room, then cleaning, add up to one turn of the room (property)', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), (bath, handicapped, doubleSlot) => {
        const v = { bath, handicapped, kallah: false, doubleSlot };
        // ReadyForMikvahNext is a wait for the pool within Ready for the mikvah, not a stage of its own.
        const stagesOfVisit = inRoomStatuses.filter((s) => s !== 'ReadyForMikvahNext');
        const inRoom = stagesOfVisit.reduce(
          (sum, status) =>
            sum +
            (boardTile({ status: 'Occupied', since: T0, visit: { ...v, status, since: T0 } }, stages)
              .expectedMinutes ?? 0),
          0,
        );
        const cleaning = boardTile({ status: 'Cleaning', since: T0, visit: null }, stages).expectedMinutes!;
        expect(inRoom + cleaning).toBe(turnMinutes(v, stages));
      }),
    );
  });
});
