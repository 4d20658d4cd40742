import { beforeArrival, lateAfter, minutesLate } from '@tevila/domain';
import type { StaffReservation } from '@tevila/contract';
import type { Actor, AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { msg } from '../../i18n/messages.ts';
import { insertAuditEntry } from '../audit/index.ts';
import { changeStatus, findReservation, reachable } from '../reservations/index.ts';
import { loadSettings } from '../settings/index.ts';
import type { Principal } from '../users/index.ts';
import { loadStaffReservation } from './load.ts';

/**
 * POST reservations/{id}/release (desk): a woman who is late and not here gives up her place, so the
 * night's waitlist or a walk-in may have it (docs/rules/the-night.md, Late). Only once she counts as
 * late (lateGraceMinutes after her time): until then her place is held. The reservation is canceled
 * as the desk's cancel does (her notice, the refund rules), and the release is audited with how late.
 */
export async function releaseLatePlace(
  ctx: Parameters<typeof changeStatus>[0] & Pick<AppContext, 'db'>,
  principal: Principal,
  input: { id: string; actor: Actor },
): Promise<StaffReservation> {
  const first = await reachable(ctx, principal, input.id);
  const settings = await loadSettings(ctx);
  const now = ctx.clock.now();
  if (!beforeArrival.includes(first.status))
    throw new AppError(
      'reservation.refused',
      msg('night.releaseNotHere', { status: msg(`status.name.${first.status}`) }),
    );
  const slot = first.timeSlot.toISOString();
  const lateFrom = lateAfter(slot, settings);
  const late = minutesLate(
    { status: first.status, timeSlot: slot, lateAfter: new Date(lateFrom).toISOString() },
    now.getTime(),
  );
  if (late === null)
    throw new AppError(
      'reservation.refused',
      msg('night.releaseNotLateYet', {
        grace: settings.lateGraceMinutes,
        minutes: Math.ceil((lateFrom - now.getTime()) / 60_000),
      }),
    );
  await changeStatus(ctx, principal, { id: input.id, status: 'Canceled', actor: input.actor });
  await insertAuditEntry(ctx.db, input.actor, {
    at: now,
    action: 'reservation.release_late',
    entity: 'reservation',
    entityId: input.id,
    before: { status: first.status },
    after: { status: 'Canceled', minutesLate: late },
  });
  const row = await findReservation(ctx.db, input.id);
  if (row === undefined) throw new AppError('reservation.not_found', msg('reservation.notFound'));
  return loadStaffReservation(ctx, settings, row);
}
