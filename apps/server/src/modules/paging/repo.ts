import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { CallKind } from '@tevila/domain';
import type { Db } from '../../db/client.ts';
import { reservations, roomAlerts, supplyRequests } from '../../db/schema.ts';
import { readyStatuses } from '../call-lights/index.ts';

/** Whether the call is still waiting for an attendant: an answered one is not announced. */
export async function callStillOpen(db: Db, kind: CallKind, id: string): Promise<boolean> {
  if (kind === 'ready') {
    const rows = await db
      .select({ id: reservations.id })
      .from(reservations)
      .where(and(eq(reservations.id, id), inArray(reservations.status, [...readyStatuses])));
    return rows.length === 1;
  }
  const n = Number(id);
  if (!Number.isSafeInteger(n)) return false;
  const rows =
    kind === 'help'
      ? await db
          .select({ id: roomAlerts.id })
          .from(roomAlerts)
          .where(and(eq(roomAlerts.id, n), isNull(roomAlerts.acknowledgedAt)))
      : await db
          .select({ id: supplyRequests.id })
          .from(supplyRequests)
          .where(and(eq(supplyRequests.id, n), eq(supplyRequests.status, 'open')));
  return rows.length === 1;
}
