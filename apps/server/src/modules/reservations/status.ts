import type { ReservationStatus } from '@tevila/domain';
import type { Actor } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { insertAuditEntry } from '../audit/repo.ts';
import { insertStatusHistory, lastStatusChangeAt, updateReservation } from './repo.ts';
import type { ReservationRow } from './repo.ts';

/** Who changed a status, as recorded: a user id, or "system" for the server's own jobs. */
export type StatusAuthor = Actor | 'system';

/**
 * Records a status change (DESIGN §4: statusHistory with user, IP and time, and the audit log). The
 * caller has checked the move and holds the night's lock.
 */
export async function recordStatus(
  db: Db,
  row: ReservationRow,
  to: ReservationStatus,
  by: StatusAuthor,
  at: Date,
): Promise<ReservationRow> {
  const user = by === 'system' ? 'system' : by.userId;
  const ip = by === 'system' ? null : by.ip;
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
