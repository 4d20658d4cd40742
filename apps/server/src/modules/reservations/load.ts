import { combinationOf, roomTypeOf } from '@tevila/domain';
import type { FacilitySettings, ScheduleDay } from '@tevila/domain';
import type { AppContext } from '../../context.ts';
import { scheduleDayOf } from '../schedule/index.ts';
import type { Reader } from '../schedule/index.ts';
import { loadSettings } from '../settings/index.ts';
import { findPatronRooms, findReservation, findUserNotes, listLedger, listStatusHistory } from './repo.ts';
import type { ReservationRow } from './repo.ts';
import { toReservationView } from './view.ts';
import type { ReservationView } from './view.ts';

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
  const rooms = await findPatronRooms(
    reader.db,
    rows.flatMap((r) => (r.roomId === null ? [] : [r.roomId])),
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
        room: row.roomId === null ? null : (rooms.get(row.roomId) ?? null),
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

/** The reservation as it stands now (after a payment, a donation or a refund changed it); null if gone. */
export async function currentView(
  ctx: Pick<AppContext, 'db' | 'caches'>,
  reservationId: string,
): Promise<ReservationView | null> {
  const row = await findReservation(ctx.db, reservationId);
  return row === undefined ? null : loadView(ctx, await loadSettings(ctx), row);
}
