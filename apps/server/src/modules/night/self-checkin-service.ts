import { arrivalMessages, selfArrivalVerdict } from '@tevila/domain';
import type { ArrivalSource, FacilitySettings } from '@tevila/domain';
import type { ArriveRequest } from '@tevila/contract';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { loadView } from '../reservations/index.ts';
import type { ReservationRow, ReservationView } from '../reservations/index.ts';
import { scheduleDayOf } from '../schedule/index.ts';
import { loadSettings } from '../settings/index.ts';
import type { Principal } from '../users/index.ts';
import { checkInLocked } from './checkin-service.ts';
import { RESERVATION_NOT_FOUND, deskReservation } from './day-service.ts';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'caches' | 'jobs'>;

/**
 * Under the lock she is no longer Reserved: checked in meanwhile (the desk, the kiosk, a second tap),
 * or canceled. Said as the rule says it.
 */
export const alreadyIn = (status: string): AppError =>
  new AppError(
    'night.refused',
    status === 'Canceled' || status === 'Replaced' || status === 'Pending'
      ? arrivalMessages.notReserved
      : arrivalMessages.alreadyIn,
  );

/**
 * The arrival rule for her reservation now (docs/rules/the-night.md Self check-in); a refusal is
 * thrown with its sentence, nothing changed.
 */
export async function allowArrival(
  ctx: Ctx,
  settings: FacilitySettings,
  row: ReservationRow,
  where: { source: ArrivalSource; lat?: unknown; lng?: unknown },
): Promise<void> {
  const day = await scheduleDayOf(ctx, settings, row.night);
  const verdict = selfArrivalVerdict(
    {
      ...where,
      status: row.status,
      night: row.night,
      openTime: day.openTime === null ? null : Date.parse(day.openTime),
      now: ctx.clock.now(),
    },
    settings,
  );
  if (!verdict.ok) throw new AppError('night.refused', verdict.message);
}

/**
 * POST reservations/{id}/arrive: she checks herself in from her phone, at the mikvah, and is
 * answered her reservation with its room or waiting code. Another's reservation is answered as an
 * unknown one, so ids cannot be probed.
 */
export async function arrive(
  ctx: Ctx,
  input: { principal: Principal; id: string; body: ArriveRequest; ip: string | null },
): Promise<ReservationView> {
  const first = await deskReservation(ctx.db, input.id);
  if (first.userId !== input.principal.userId)
    throw new AppError('reservation.not_found', RESERVATION_NOT_FOUND);
  const settings = await loadSettings(ctx);
  await allowArrival(ctx, settings, first, { source: 'phone', lat: input.body?.lat, lng: input.body?.lng });
  return checkInLocked(
    ctx,
    {
      id: first.id,
      night: first.night,
      actor: { userId: input.principal.userId, ip: input.ip },
      source: 'phone',
      overridden: false,
      now: ctx.clock.now(),
      notReserved: alreadyIn,
    },
    (db, current) => loadView({ ...ctx, db }, settings, current),
  );
}
