import { confirmationDue, isOneOf } from '@tevila/domain';
import type {
  FacilitySettings,
  ReminderCandidate,
  ReminderKind,
  ReservationStatus,
  ScheduleDay,
} from '@tevila/domain';
import type { Db } from '../../db/client.ts';
import { loadSettings } from '../settings/index.ts';
import { queueReservationMessage } from './messages.ts';
import type { MessageCtx } from './messages.ts';
import { claimReminder, findRecipients, findTarget, listPaymentsUnderWay, listSentKinds } from './repo.ts';
import type { MessageReservation, ReminderTarget } from './repo.ts';

/** A reservation as the booking, the payment or the cancel has it, with its patron's id. */
export type OwnedReservation = MessageReservation & { userId: string };

/** A replacement's confirmation says "changed". */
export function confirmationKind(reservation: Pick<MessageReservation, 'replacingReservationId'>) {
  return reservation.replacingReservationId !== null ? ('changed' as const) : ('confirmation' as const);
}

/** A reservation and its patron as the reminder rules of the domain see them. */
export function candidateOf(
  target: ReminderTarget,
  facts: { sent: readonly ReminderKind[]; doneAt: Date | null; paymentUnderWay?: boolean },
): ReminderCandidate {
  const { reservation: r, recipient } = target;
  return {
    night: r.night,
    timeSlot: r.timeSlot,
    status: r.status,
    createdAt: r.createdAt,
    doneAt: facts.doneAt,
    sent: facts.sent,
    flags: {
      notificationReservations: recipient.notificationReservations,
      notificationDayBefore: recipient.notificationDayBefore,
      notificationDayOf: recipient.notificationDayOf,
    },
    paymentUnderWay: facts.paymentUnderWay ?? false,
  };
}

/**
 * Queues a reservation's confirmation in `tx` if the domain says it is due now (confirmationDue):
 * `by` 'payment' when a card payment on it has just ended, 'sweep' from the reminder sweep. The
 * reservation is read in `tx`, and the claim row keeps it to once however many ask together.
 * Answers whether it was queued.
 */
export async function queueConfirmationIfDue(
  ctx: MessageCtx,
  tx: Db,
  input: { reservationId: string; now: Date; by: 'sweep' | 'payment'; settings?: FacilitySettings },
): Promise<boolean> {
  const { reservationId, now } = input;
  // Usually sent already (with the booking): one read answers, as every card payment asks.
  const sent = (await listSentKinds(tx, [reservationId])).get(reservationId) ?? [];
  if (sent.includes('confirmation')) return false;
  const target = await findTarget(tx, reservationId);
  if (target === undefined) return false;
  // Only the sweep waits for a payment under way.
  const paymentUnderWay =
    input.by === 'sweep' && (await listPaymentsUnderWay(tx, [reservationId])).has(reservationId);
  if (!confirmationDue(candidateOf(target, { sent, doneAt: null, paymentUnderWay }), now, input.by))
    return false;
  if (!(await claimReminder(tx, reservationId, 'confirmation', now))) return false;
  await queueReservationMessage(ctx, tx, {
    kind: confirmationKind(target.reservation),
    reservation: target.reservation,
    recipient: target.recipient,
    settings: input.settings ?? (await loadSettings({ db: tx, caches: ctx.caches })),
    now,
  });
  return true;
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
  if (!isOneOf(noticeFrom, input.previousStatus)) return false;
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
