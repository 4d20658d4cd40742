import type { StaffListItem, StaffReservation } from '@tevila/contract';
import type { FacilitySettings, ScheduleDay } from '@tevila/domain';
import { programmedDoorCodes } from '../door-codes/index.ts';
import { listLedger, listStatusHistory } from '../reservations/index.ts';
import type { ReservationRow } from '../reservations/index.ts';
import { scheduleDayOf } from '../schedule/index.ts';
import type { Reader } from '../schedule/index.ts';
import {
  excludedAttendants,
  listAccessLogs,
  listAssignments,
  listCubicles,
  listNightRooms,
  listOpenSupplies,
  listPatrons,
  listSupplies,
  notFirstTime,
  phonesOf,
} from './repo.ts';
import type { NightRoomRow } from './repo.ts';
import { toStaffListItem, toStaffReservation } from './view.ts';
import type { ListItemFacts } from './view.ts';

/** The list items of these reservations, each with what it needs read in a few queries for all. */
async function listFacts(
  reader: Reader,
  settings: FacilitySettings,
  rows: readonly ReservationRow[],
): Promise<ListItemFacts[]> {
  const db = reader.db;
  const ids = rows.map((r) => r.id);
  const userIds = rows.map((r) => r.userId);
  const [ledger, patrons, excluded, cubicles, notFirst, supplies, doors] = await Promise.all([
    listLedger(db, ids),
    listPatrons(db, userIds),
    excludedAttendants(db, userIds),
    listCubicles(
      db,
      rows.flatMap((r) => (r.cubicleId === null ? [] : [r.cubicleId])),
    ),
    notFirstTime(db, ids),
    listOpenSupplies(db, ids),
    programmedDoorCodes(db, ids),
  ]);
  const days = new Map<string, ScheduleDay>();
  const rooms = new Map<string, Map<number, NightRoomRow>>();
  for (const night of new Set(rows.map((r) => r.night))) {
    days.set(night, await scheduleDayOf(reader, settings, night));
    const roomIds = rows.flatMap((r) => (r.night === night && r.roomId !== null ? [r.roomId] : []));
    rooms.set(
      night,
      new Map((await listNightRooms(db, night, [...new Set(roomIds)])).map((r) => [r.room.id, r])),
    );
  }
  return rows.map((row) => ({
    ledger: ledger.filter((e) => e.reservationId === row.id),
    patron: patrons.get(row.userId),
    excluded: excluded.get(row.userId) ?? [],
    cubicle: row.cubicleId === null ? undefined : cubicles.get(row.cubicleId),
    room: row.roomId === null ? undefined : rooms.get(row.night)?.get(row.roomId),
    firstTime: !notFirst.has(row.id),
    openSupplies: supplies.filter((s) => s.reservationId === row.id),
    doors: doors.get(row.id) ?? null,
    day: days.get(row.night)!,
    settings,
  }));
}

export async function loadListItems(
  reader: Reader,
  settings: FacilitySettings,
  rows: readonly ReservationRow[],
): Promise<StaffListItem[]> {
  const facts = await listFacts(reader, settings, rows);
  return rows.map((row, i) => toStaffListItem(row, facts[i]!));
}

/** The whole staff view of one reservation. */
export async function loadStaffReservation(
  reader: Reader,
  settings: FacilitySettings,
  row: ReservationRow,
): Promise<StaffReservation> {
  const db = reader.db;
  const [[facts], history, assignments, supplies, accessLogs] = await Promise.all([
    listFacts(reader, settings, [row]),
    listStatusHistory(db, row.id),
    listAssignments(db, row.id),
    listSupplies(db, row.id),
    listAccessLogs(db, row.id),
  ]);
  const phones = await phonesOf(db, [
    ...history.flatMap((h) => (h.byUser === null ? [] : [h.byUser])),
    ...(row.createdByUser === null ? [] : [row.createdByUser]),
  ]);
  return toStaffReservation(row, { ...facts!, history, phones, assignments, supplies, accessLogs });
}
