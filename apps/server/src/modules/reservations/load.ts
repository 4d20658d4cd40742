import { holdsCapacity, readSettings, roomTypeOf } from '@tevila/domain';
import type {
  FacilitySettings,
  HeldReservation,
  ReservationStatus,
  ScheduleDay,
  ScheduleOverride,
} from '@tevila/domain';
import { formatInstant } from '@tevila/domain';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { listOverrides } from '../schedule/repo.ts';
import { readSettingValues } from '../settings/repo.ts';
import { cachedScheduleRange } from '../schedule/schedule-cache.ts';
import { findUserNotes, listLedger, listStatusHistory } from './repo.ts';
import type { ReservationRow } from './repo.ts';
import { toReservationView } from './view.ts';
import type { ReservationView } from './view.ts';

/** What reads need: the database (or the open transaction) and the caches. */
export type Reader = Pick<AppContext, 'db' | 'caches'>;

/** One night as the schedule shows it, the administrator's override applied. */
export async function scheduleDayOf(
  reader: Reader,
  settings: FacilitySettings,
  date: string,
): Promise<ScheduleDay> {
  const override = await reader.caches.overrides.get(date, 0, async () => ({
    value: (await listOverrides(reader.db, date, date))[0] ?? null,
  }));
  return dayWith(settings, date, override);
}

function dayWith(settings: FacilitySettings, date: string, override: ScheduleOverride | null): ScheduleDay {
  const [day] = cachedScheduleRange(date, 1, settings, override === null ? [] : [override]);
  if (day === undefined) throw new Error(`no schedule for ${date}`);
  return day;
}

/**
 * The settings and the night as committed, read in `db` past every cache: the booking transaction
 * decides on these (docs/design.md §6), so a change a cache has not heard of yet still counts.
 */
export async function committedNight(
  db: Db,
  date: string,
): Promise<{ settings: FacilitySettings; day: ScheduleDay }> {
  const settings = readSettings(await readSettingValues(db));
  const override = (await listOverrides(db, date, date))[0] ?? null;
  return { settings, day: dayWith(settings, date, override) };
}

/** The combination a reservation holds; salonAfter is either salon extra. */
/** What capacity needs of a reservation (a row, or one a batch is about to write). */
export type HeldRow = Pick<
  ReservationRow,
  | 'id'
  | 'status'
  | 'holdExpiresAt'
  | 'timeSlot'
  | 'bath'
  | 'handicapped'
  | 'kallah'
  | 'doubleSlot'
  | 'parking'
  | 'salonManicure'
  | 'salonBoth'
>;

export function combinationOf(row: HeldRow) {
  return {
    bath: row.bath,
    handicapped: row.handicapped,
    kallah: row.kallah,
    doubleSlot: row.doubleSlot,
    parking: row.parking,
    salonAfter: row.salonManicure || row.salonBoth,
  };
}

/**
 * The reservations that hold capacity as the engine sees them. A Pending hold that ran out no longer
 * holds, even before its release job has run.
 */
export function heldOf(rows: readonly HeldRow[], settings: FacilitySettings, now: Date): HeldReservation[] {
  return rows
    .filter((r) => holdsCapacity(r.status as ReservationStatus))
    .filter((r) => !(r.status === 'Pending' && r.holdExpiresAt !== null && r.holdExpiresAt <= now))
    .map((r) => ({
      ...combinationOf(r),
      id: r.id,
      timeSlot: formatInstant(r.timeSlot, settings.timeZone),
      status: r.status as ReservationStatus,
    }));
}

/** Full views of reservations: their ledger, status history and night. */
export async function loadViews(
  reader: Reader,
  settings: FacilitySettings,
  rows: readonly ReservationRow[],
): Promise<ReservationView[]> {
  const ledger = await listLedger(
    reader.db,
    rows.map((r) => r.id),
  );
  const notes = await findUserNotes(
    reader.db,
    rows.map((r) => r.userId),
  );
  const days = new Map<string, ScheduleDay>();
  const views: ReservationView[] = [];
  for (const row of rows) {
    let day = days.get(row.night);
    if (day === undefined) {
      day = await scheduleDayOf(reader, settings, row.night);
      days.set(row.night, day);
    }
    views.push(
      toReservationView(row, {
        ledger: ledger.filter((e) => e.reservationId === row.id),
        history: await listStatusHistory(reader.db, row.id),
        day,
        timeZone: settings.timeZone,
        roomType: roomTypeOf(combinationOf(row)),
        userNotes: notes.get(row.userId) ?? null,
      }),
    );
  }
  return views;
}

export async function loadView(
  reader: Reader,
  settings: FacilitySettings,
  row: ReservationRow,
): Promise<ReservationView> {
  const [view] = await loadViews(reader, settings, [row]);
  if (view === undefined) throw new Error('no view of a reservation');
  return view;
}
