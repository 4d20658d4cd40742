import { and, asc, count, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tourSignups, tours } from '../../db/schema.ts';
import type { OwnRow } from '../../db/schema.ts';

export type TourRow = OwnRow<typeof tours.$inferSelect>;
export type TourType = TourRow['type'];
export type TourWithSignups = TourRow & { signups: number };
export type NewTour = Pick<TourRow, 'type' | 'startsAt' | 'location' | 'capacity'>;

const tourColumns = {
  id: tours.id,
  type: tours.type,
  startsAt: tours.startsAt,
  location: tours.location,
  capacity: tours.capacity,
  createdAt: tours.createdAt,
  updatedAt: tours.updatedAt,
  updatedBy: tours.updatedBy,
};

const signupCount = count(tourSignups.id);

/** Tours after `after` that still have room (capacity null = no limit), soonest first. */
export async function listOpenTours(
  db: Db,
  filter: { after: Date; type?: TourType | undefined },
): Promise<TourWithSignups[]> {
  return db
    .select({ ...tourColumns, signups: signupCount })
    .from(tours)
    .leftJoin(tourSignups, eq(tourSignups.tourId, tours.id))
    .where(
      and(
        gt(tours.startsAt, filter.after),
        filter.type === undefined ? undefined : eq(tours.type, filter.type),
      ),
    )
    .groupBy(tours.facilityId, tours.id)
    .having(sql`${tours.capacity} is null or ${signupCount} < ${tours.capacity}`)
    .orderBy(asc(tours.startsAt), asc(tours.id));
}

/** Every tour, past ones included, soonest first. */
export async function listAllTours(db: Db): Promise<TourWithSignups[]> {
  return db
    .select({ ...tourColumns, signups: signupCount })
    .from(tours)
    .leftJoin(tourSignups, eq(tourSignups.tourId, tours.id))
    .groupBy(tours.facilityId, tours.id)
    .orderBy(asc(tours.startsAt), asc(tours.id));
}

/** The tour with its row locked until the transaction ends: sign-ups and edits of it wait their turn. */
export async function findTourForUpdate(tx: Db, id: string): Promise<TourRow | undefined> {
  const rows = await tx.select().from(tours).where(eq(tours.id, id)).for('update');
  return rows[0];
}

export async function countSignups(db: Db, tourId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(tourSignups).where(eq(tourSignups.tourId, tourId));
  return row?.n ?? 0;
}

/** Whether this address (compared without case) is already signed up for the tour. */
export async function hasSignup(db: Db, tourId: string, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: tourSignups.id })
    .from(tourSignups)
    .where(and(eq(tourSignups.tourId, tourId), sql`lower(${tourSignups.email}) = lower(${email})`))
    .limit(1);
  return rows.length > 0;
}

/** Answers false when the address was already signed up (the unique index decides). */
export async function insertSignup(
  db: Db,
  signup: {
    tourId: string;
    firstName: string;
    lastName: string;
    email: string;
    createdAt: Date;
    ip: string | null;
  },
): Promise<boolean> {
  const rows = await db
    .insert(tourSignups)
    .values({
      tourId: signup.tourId,
      firstName: signup.firstName,
      lastName: signup.lastName,
      email: signup.email,
      createdAt: signup.createdAt,
      createdByIp: signup.ip,
    })
    .onConflictDoNothing()
    .returning({ id: tourSignups.id });
  return rows.length > 0;
}

export async function insertTour(db: Db, tour: NewTour & { at: Date; by: string | null }): Promise<TourRow> {
  const [row] = await db
    .insert(tours)
    .values({
      type: tour.type,
      startsAt: tour.startsAt,
      location: tour.location,
      capacity: tour.capacity,
      createdAt: tour.at,
      updatedAt: tour.at,
      updatedBy: tour.by,
    })
    .returning();
  if (!row) throw new Error('insert into tours returned no row');
  return row;
}

export async function updateTour(
  db: Db,
  id: string,
  tour: NewTour & { at: Date; by: string | null },
): Promise<TourRow> {
  const [row] = await db
    .update(tours)
    .set({
      type: tour.type,
      startsAt: tour.startsAt,
      location: tour.location,
      capacity: tour.capacity,
      updatedAt: tour.at,
      updatedBy: tour.by,
    })
    .where(eq(tours.id, id))
    .returning();
  if (!row) throw new Error(`tour ${id} vanished while locked`);
  return row;
}

/** Removes the tour and, by the foreign key's cascade, its sign-ups. */
export async function deleteTour(db: Db, id: string): Promise<void> {
  await db.delete(tours).where(eq(tours.id, id));
}
