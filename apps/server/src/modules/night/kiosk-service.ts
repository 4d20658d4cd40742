import { eveningSystemsOn, isAccessCode, operatingNight } from '@tevila/domain';
import type { KioskArrival, KioskCheckinRequest } from '@tevila/contract';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { msg } from '../../i18n/messages.ts';
import { claimCodeCheck, refuseIfBlocked, withdrawCodeCheck } from '../devices/index.ts';
import type { KioskDevice } from '../devices/index.ts';
import { findLiveByCode, findPatronRooms } from '../reservations/index.ts';
import { loadSettings } from '../settings/index.ts';
import { checkInLocked } from './checkin-service.ts';
import { allowArrival, alreadyIn } from './self-checkin-service.ts';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'caches' | 'jobs'>;

/**
 * POST kiosk/checkin (docs/staff-api.md Kiosk): she types her access code on the lobby's tablet and
 * is checked in like at the desk, in the same window, with no place to check. The answer names her
 * room or waiting code and nothing of her person: anyone may be looking at the screen. A code that is
 * not tonight's counts against the kiosk's wrong codes: each code claims a try before it is looked up,
 * given back when it was right, so codes sent at once check no more than the limit allows. Out of
 * the evening's hours (dailyPMHour to dailyShutdownHour) the kiosk is asleep and checks nothing.
 */
export async function kioskCheckIn(
  ctx: Ctx,
  input: { device: KioskDevice; body: KioskCheckinRequest; ip: string | null },
): Promise<KioskArrival> {
  refuseIfBlocked(ctx, input.device);
  const code = input.body.reservationCode;
  if (!isAccessCode(code)) throw new AppError('kiosk.refused', msg('kiosk.codeFormat'));
  const settings = await loadSettings(ctx);
  // The kiosk is one of the evening's systems: from dailyPMHour to dailyShutdownHour (no try counted).
  if (!eveningSystemsOn(ctx.clock.now(), settings)) throw new AppError('kiosk.refused', msg('kiosk.asleep'));
  const claimed = await claimCodeCheck(ctx, input.device.id);
  const tonight = operatingNight(ctx.clock.now(), settings);
  const [row] = await findLiveByCode(ctx.db, code, tonight);
  if (row === undefined) throw new AppError('kiosk.refused', msg('kiosk.codeUnknown'));
  if (row.night === tonight) await withdrawCodeCheck(ctx, input.device.id, claimed);
  await allowArrival(ctx, settings, row, { source: 'kiosk' });
  return checkInLocked(
    ctx,
    {
      id: row.id,
      night: row.night,
      actor: { userId: null, ip: input.ip },
      source: 'kiosk',
      overridden: false,
      now: ctx.clock.now(),
      notReserved: alreadyIn,
      auditExtra: { deviceId: input.device.id },
    },
    async (db, current) => {
      const rooms = await findPatronRooms(db, current.roomId === null ? [] : [current.roomId]);
      return {
        id: current.id,
        reservationStatus: current.status === 'Assigned' ? 'Assigned' : 'Waiting',
        waitingCode: current.waitingCode,
        room: current.roomId === null ? null : (rooms.get(current.roomId) ?? null),
      };
    },
  );
}
