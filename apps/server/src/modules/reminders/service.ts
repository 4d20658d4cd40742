import type { FacilitySettings, ReservationStatus, ScheduleDay } from '@tevila/domain';
import type { Db } from '../../db/client.ts';
import { queueReservationMessage } from './messages.ts';
import type { MessageCtx } from './messages.ts';
import { claimReminder, findRecipients } from './repo.ts';
import type { MessageReservation } from './repo.ts';

/** A reservation as the booking, the payment or the cancel has it, with its patron's id. */
export type OwnedReservation = MessageReservation & { userId: string };

/** A replacement's confirmation says "changed". */
export function confirmationKind(reservation: Pick<MessageReservation, 'replacingReservationId'>) {
  return reservation.replacingReservationId !== null ? ('changed' as const) : ('confirmation' as const);
}

/**
 * Confirmations of reservations that have just become Reserved (booked, changed, or paid from
 * Pending), queued in the caller's transaction, so a confirmation exists exactly when the booking
 * does. Each is claimed first (one row per reservation and kind), so it is never sent twice.
 * Answers how many were queued.
 */
export async function queueConfirmations(
  ctx: MessageCtx,
  tx: Db,
  input: {
    reservations: readonly OwnedReservation[];
    settings: FacilitySettings;
    now: Date;
    day?: ScheduleDay;
  },
): Promise<number> {
  const reserved = input.reservations.filter((r) => r.status === 'Reserved');
  if (reserved.length === 0) return 0;
  const recipients = await findRecipients(
    tx,
    reserved.map((r) => r.userId),
  );
  let queued = 0;
  for (const reservation of reserved) {
    const recipient = recipients.get(reservation.userId);
    if (recipient === undefined || !recipient.notificationReservations) continue;
    if (!(await claimReminder(tx, reservation.id, 'confirmation', input.now))) continue;
    await queueReservationMessage(ctx, tx, {
      kind: confirmationKind(reservation),
      reservation,
      recipient,
      settings: input.settings,
      now: input.now,
      ...(input.day !== undefined ? { day: input.day } : {}),
    });
    queued += 1;
  }
  return queued;
}

/** Statuses whose cancel she is told of: the ones a booking holds before the visit. */
const noticeFrom: readonly ReservationStatus[] = ['Reserved', 'Pending', 'Waiting'];

/**
 * A short notice that her reservation was canceled (her booking messages switch), queued in the
 * cancel's transaction. A status changes to Canceled once, so no claim row is needed. Answers whether
 * one was queued.
 */
export async function queueCancellationNotice(
  ctx: MessageCtx,
  tx: Db,
  input: { reservation: OwnedReservation; previousStatus: string; settings: FacilitySettings; now: Date },
): Promise<boolean> {
  const { reservation, now } = input;
  if (!(noticeFrom as readonly string[]).includes(input.previousStatus)) return false;
  if (reservation.timeSlot.getTime() <= now.getTime()) return false;
  const recipient = (await findRecipients(tx, [reservation.userId])).get(reservation.userId);
  if (recipient === undefined || !recipient.notificationReservations) return false;
  await queueReservationMessage(ctx, tx, {
    kind: 'canceled',
    reservation,
    recipient,
    settings: input.settings,
    now,
  });
  return true;
}
