import { formatInstant, roleList } from '@tevila/domain';
import type { StreamTicket } from '@tevila/contract';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { msg } from '../../i18n/messages.ts';
import { isStaff, reachable } from '../reservations/index.ts';
import { signStreamTicket } from '../sessions/index.ts';
import { loadSettings } from '../settings/index.ts';
import type { Principal } from '../users/index.ts';

type Ctx = Pick<AppContext, 'db' | 'caches' | 'clock' | 'config'>;

export const DESK_ONLY = msg('auth.needsRoles', { roles: roleList(['Receptionist', 'Admin']) });

/** The stream a ticket opens, as written in the ticket. */
export const visitStream = (reservationId: string) => `reservation:${reservationId}`;
export const nightStream = (night: string) => `night:${night}`;

/**
 * POST events/ticket: a ticket for her own reservation's stream (any one for the desk), or for a
 * night's stream (the desk only). Refused as GET reservations/{id} and GET reservations/day are.
 */
export async function issueStreamTicket(
  ctx: Ctx,
  principal: Principal,
  body: { reservationId?: string | undefined; night?: string | undefined },
): Promise<StreamTicket> {
  if ((body.reservationId === undefined) === (body.night === undefined))
    throw new AppError('night.invalid', msg('night.live.ticketTarget'));
  let stream: string;
  if (body.reservationId !== undefined) {
    stream = visitStream((await reachable(ctx, principal, body.reservationId)).id);
  } else {
    if (!isStaff(principal)) throw new AppError('auth.forbidden', DESK_ONLY);
    stream = nightStream(body.night!);
  }
  const { ticket, expiresAt } = await signStreamTicket(
    ctx.config.AUTH_SECRET,
    { sub: principal.userId, sid: principal.sessionId, stream },
    ctx.clock.now(),
  );
  return { ticket, expiresAt: formatInstant(expiresAt, (await loadSettings(ctx)).timeZone) };
}
