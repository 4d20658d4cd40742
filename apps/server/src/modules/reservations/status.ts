import type { ReservationStatus } from '@tevila/domain';
import type { Actor } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { insertAuditEntry } from '../audit/repo.ts';
import { insertStatusHistory, lastStatusChangeAt, updateReservation } from './repo.ts';
import type { ReservationRow } from './repo.ts';

/** Who changed a status, as recorded: a user id, or "system" for the server's own jobs. */
export type StatusAuthor = Actor | 'system';

/** The user id and IP an audit or history row records for `by`. */
export function authorOf(by: StatusAuthor): { userId: string | null; ip: string | null } {
  return by === 'system' ? { userId: 'system', ip: null } : { userId: by.userId, ip: by.ip };
}

/**
 * Records a status change (docs/design.md §4: statusHistory with user, IP and time, and the audit log). The
 * caller has checked the move and holds the night's lock.
 */
export async function recordStatus(
  db: Db,
  row: ReservationRow,
  to: ReservationStatus,
  by: StatusAuthor,
  at: Date,
): Promise<ReservationRow> {
  const { userId: user, ip } = authorOf(by);
  const previousChangeAt = await lastStatusChangeAt(db, row.id);
  const updated = await updateReservation(db, row.id, {
    status: to,
    ...(to !== 'Pending' ? { holdExpiresAt: null } : {}),
  });
  await insertStatusHistory(db, {
    reservationId: row.id,
    previousStatus: row.status,
    newStatus: to,
    previousChangeAt: previousChangeAt ?? row.createdAt,
    createdAt: at,
    byUser: user,
    byIp: ip,
  });
  await insertAuditEntry(db, {
    at,
    userId: user,
    ip,
    action: 'reservation.status',
    entity: 'reservation',
    entityId: row.id,
    before: { status: row.status },
    after: { status: to },
  });
  return updated;
}
