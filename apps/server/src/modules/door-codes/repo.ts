import type { DoorCode, ReservationStatus } from '@tevila/domain';
import { and, eq, gte, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { doorCodes, reservations } from '../../db/schema.ts';

/** A reservation whose code the doors may have to learn or forget, with what they were last told. */
export interface DoorCodeCandidate {
  id: string;
  night: string;
  status: ReservationStatus;
  code: string;
  timeSlot: Date;
  bath: boolean;
  handicapped: boolean;
  kallah: boolean;
  doubleSlot: boolean;
  programmed: DoorCode | null;
  ref: string | null;
  failures: number;
}

/**
 * The reservations from `fromNight` on in a status that holds a code, and every one whose code the
 * doors still hold; leaving out those waiting for a retry after a refusal.
 */
export async function doorCodeCandidates(
  db: Db,
  fromNight: string,
  holding: readonly ReservationStatus[],
  now: Date,
): Promise<DoorCodeCandidate[]> {
  return db
    .select({
      id: reservations.id,
      night: reservations.night,
      status: reservations.status,
      code: reservations.code,
      timeSlot: reservations.timeSlot,
      bath: reservations.bath,
      handicapped: reservations.handicapped,
      kallah: reservations.kallah,
      doubleSlot: reservations.doubleSlot,
      programmed: doorCodes.programmed,
      ref: doorCodes.ref,
      failures: sql<number>`coalesce(${doorCodes.failures}, 0)`.mapWith(Number),
    })
    .from(reservations)
    .leftJoin(doorCodes, eq(doorCodes.reservationId, reservations.id))
    .where(
      and(
        or(
          and(gte(reservations.night, fromNight), inArray(reservations.status, [...holding])),
          isNotNull(doorCodes.programmed),
        ),
        or(isNull(doorCodes.retryAt), lte(doorCodes.retryAt, now)),
      ),
    )
    .orderBy(reservations.timeSlot);
}

/**
 * What the lock server was told of a reservation's code: after a call it took, what it now holds
 * (`programmed`, null for nothing) with the failures cleared; after a refusal, the failures and when
 * to try again, what it holds left as it was.
 */
export async function recordDoorCode(
  db: Db,
  reservationId: string,
  values: Partial<
    Pick<typeof doorCodes.$inferInsert, 'programmed' | 'ref' | 'failures' | 'retryAt' | 'lastError'>
  >,
  now: Date,
): Promise<void> {
  const set = { ...values, updatedAt: now };
  await db
    .insert(doorCodes)
    .values({ reservationId, ...set })
    .onConflictDoUpdate({ target: [doorCodes.facilityId, doorCodes.reservationId], set });
}

/** What the lock server holds for each of these reservations (absent: never told anything). */
export async function listProgrammed(db: Db, ids: readonly string[]): Promise<Map<string, DoorCode | null>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: doorCodes.reservationId, programmed: doorCodes.programmed })
    .from(doorCodes)
    .where(inArray(doorCodes.reservationId, [...ids]));
  return new Map(rows.map((r) => [r.id, r.programmed]));
}
