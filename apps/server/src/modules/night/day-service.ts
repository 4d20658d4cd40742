import { isIsoDate } from '@tevila/domain';
import { staffDaySchema, type StaffListItem, type StaffReservation } from '@tevila/contract';
import type { AppContext } from '../../context.ts';
import { SharedAnswer } from '../../changes/shared-answer.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { msg } from '../../i18n/messages.ts';
import { findReservation } from '../reservations/index.ts';
import type { ReservationRow } from '../reservations/index.ts';
import { loadSettings } from '../settings/index.ts';
import { isUserId } from '../users/index.ts';
import { loadListItems, loadStaffReservation } from './load.ts';
import { listDay } from './repo.ts';

type Ctx = Pick<AppContext, 'db' | 'caches'>;

export const RESERVATION_NOT_FOUND = msg('reservation.notFound');

/** A reservation named in a desk path: an unknown id, or one of the wrong shape, is a 404. */
export async function deskReservation(db: Db, id: string): Promise<ReservationRow> {
  const row = isUserId(id) ? await findReservation(db, id) : undefined;
  if (row === undefined) throw new AppError('reservation.not_found', RESERVATION_NOT_FOUND);
  return row;
}

/** The night's reservations but the Replaced, by slot time, as the desk's list shows them. */
export async function dayList(ctx: Ctx, dt: string): Promise<StaffListItem[]> {
  const settings = await loadSettings(ctx);
  return loadListItems(ctx, settings, await listDay(ctx.db, dt));
}

/**
 * GET reservations/day?dt=: the list as sent, the same for every desk, kept until anything it shows
 * changes on any instance (docs/decisions/0040). Every desk and the rooms board reread it at each
 * change of the night, so it is built once per change, not once per desk.
 */
export async function dayListAnswer(ctx: Ctx & Pick<AppContext, 'clock'>, dt: string): Promise<SharedAnswer> {
  if (!isIsoDate(dt)) throw new AppError('night.invalid', msg('field.dateFormat', { field: 'dt' }));
  return ctx.caches.deskLists.get(dt, ctx.clock.now().getTime(), async () => ({
    value: SharedAnswer.of(staffDaySchema, await dayList(ctx, dt)),
  }));
}

/** GET reservations/{id}/details. */
export async function reservationDetails(ctx: Ctx, id: string): Promise<StaffReservation> {
  const row = await deskReservation(ctx.db, id);
  return loadStaffReservation(ctx, await loadSettings(ctx), row);
}
