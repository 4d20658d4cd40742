import { combinationOf, formatInstant } from '@tevila/domain';
import type { WaitlistEntry } from '@tevila/contract';
import type { WaitlistRow } from './repo.ts';

/** An entry as her list (and the desk's) shows it. */
export function toWaitlistEntry(
  row: WaitlistRow,
  facts: {
    timeZone: string;
    position: number | null;
    offerSlot: Date | null;
    user: { id: string; phoneNumber: string } | null;
  },
): WaitlistEntry {
  const iso = (d: Date) => formatInstant(d, facts.timeZone);
  return {
    id: row.id,
    date: row.night,
    ...combinationOf(row),
    earliest: iso(row.earliest),
    latest: iso(row.latest),
    // The column's check allows only these statuses (db/schema/waitlist.ts).
    status: row.status as WaitlistEntry['status'],
    position: row.status === 'Waiting' ? facts.position : null,
    offer:
      row.status === 'Offered' &&
      row.offerReservationId !== null &&
      row.offerExpiresAt !== null &&
      facts.offerSlot !== null
        ? {
            reservationId: row.offerReservationId,
            timeSlot: iso(facts.offerSlot),
            expiresAt: iso(row.offerExpiresAt),
          }
        : null,
    createdAt: iso(row.createdAt),
    user: facts.user,
  };
}
