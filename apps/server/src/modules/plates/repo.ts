import { and, asc, count, desc, eq, getTableName, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog, plateImages, plateSubmissions, users } from '../../db/schema.ts';
import { bytesOf } from '../../db/schema/columns.ts';
import { rawRows } from '../../db/raw-rows.ts';
import type { PlateReview } from '../../module-events.ts';

export type PlateSubmissionRow = typeof plateSubmissions.$inferSelect;
export type NewPlateSubmission = typeof plateSubmissions.$inferInsert;

export async function insertPlateSubmission(db: Db, row: NewPlateSubmission): Promise<PlateSubmissionRow> {
  const [inserted] = await db.insert(plateSubmissions).values(row).returning();
  if (inserted === undefined) throw new Error('the plate submission was not inserted');
  return inserted;
}

/** Stores the bytes of one image of a submission, at its place n in the submission's files. */
export async function insertPlateImage(
  db: Db,
  image: { submissionId: string; n: number; data: Buffer },
): Promise<void> {
  await db.insert(plateImages).values(image);
}

/** The bytes of a submission's image n, or undefined. */
export async function findPlateImage(db: Db, submissionId: string, n: number): Promise<Buffer | undefined> {
  const [row] = await db
    .select({ data: bytesOf(plateImages.data) })
    .from(plateImages)
    .where(and(eq(plateImages.submissionId, submissionId), eq(plateImages.n, n)));
  return row?.data;
}

/** The table of the images' bytes, which a backup carries as files rather than as rows. */
export const plateImagesTable = getTableName(plateImages);

/**
 * One page of every stored image, in key order, each with the name its submission's files give it
 * (`<submissionId>/<n>.<kind>`). Read by a backup, in its snapshot.
 */
export async function readPlateImages(
  db: Db,
  offset: number,
  limit: number,
): Promise<{ file: string; data: Buffer }[]> {
  return db
    .select({
      file: sql<string>`coalesce(${plateSubmissions.files} -> ${plateImages.n} ->> 'file', ${plateImages.submissionId}::text || '/' || ${plateImages.n})`,
      data: bytesOf(plateImages.data),
    })
    .from(plateImages)
    .innerJoin(plateSubmissions, eq(plateSubmissions.id, plateImages.submissionId))
    .orderBy(asc(plateImages.submissionId), asc(plateImages.n))
    .limit(limit)
    .offset(offset);
}

/**
 * Stores the bytes of the file `file` (`<submissionId>/<name>`) at the place where submission
 * `submissionId`'s files name it, unless an image is there already. True when the submission names
 * the file (stored now or before), false when none does. One statement, so running it twice, or on
 * two instances at once, stores the image once.
 */
export async function keepNamedImage(
  db: Db,
  submissionId: string,
  file: string,
  data: Buffer,
): Promise<boolean> {
  const [row] = await rawRows<{ named: number }>(
    db,
    sql`with target as (
          select s.id, (f.n - 1)::int as n
          from ${plateSubmissions} s
          cross join lateral jsonb_array_elements(s.files) with ordinality as f(v, n)
          where s.id = ${submissionId}::uuid and f.v ->> 'file' = ${file}),
        kept as (
          insert into ${plateImages} (submission_id, n, data)
          select id, n, ${sql.param(data, plateImages.data)} from target
          on conflict do nothing)
        select count(*)::int as named from target`,
  );
  return (row?.named ?? 0) > 0;
}

// Any fixed number works; it only has to be the same for every instance.
const UPLOAD_LOCK = 7_381_320;

/** Serialises her upload attempts across instances for the rest of the transaction. */
export async function lockUploader(db: Db, userId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${UPLOAD_LOCK}, hashtext(${userId}))`);
}

/** The audit action that records an upload attempt let through, whatever became of its form. */
export const UPLOAD_ATTEMPT = 'plate.upload.attempt';

/** Her upload attempts after `since`: how many, and when the first of them leaves the window. */
export async function recentUploadAttempts(
  db: Db,
  userId: string,
  since: Date,
): Promise<{ n: number; oldest: Date | null }> {
  const where = and(
    eq(auditLog.entity, 'user'),
    eq(auditLog.entityId, userId),
    gt(auditLog.at, since),
    eq(auditLog.action, UPLOAD_ATTEMPT),
  );
  const [row] = await db.select({ n: count() }).from(auditLog).where(where);
  const n = row?.n ?? 0;
  if (n === 0) return { n, oldest: null };
  const [first] = await db
    .select({ at: auditLog.at })
    .from(auditLog)
    .where(where)
    .orderBy(asc(auditLog.at))
    .limit(1);
  return { n, oldest: first?.at ?? null };
}

/** Her submissions, newest first. */
export async function listPlateSubmissions(db: Db, userId: string): Promise<PlateSubmissionRow[]> {
  return db
    .select()
    .from(plateSubmissions)
    .where(eq(plateSubmissions.userId, userId))
    .orderBy(desc(plateSubmissions.createdAt), desc(plateSubmissions.id));
}

/** One of her submissions (a submission of someone else's is not found). */
export async function findPlateSubmission(
  db: Db,
  userId: string,
  id: string,
): Promise<PlateSubmissionRow | undefined> {
  const rows = await db
    .select()
    .from(plateSubmissions)
    .where(and(eq(plateSubmissions.id, id), eq(plateSubmissions.userId, userId)));
  return rows[0];
}

/** Who reviewed, and when. */

/**
 * Marks every submission of hers still awaiting review as approved; their ids. Called in the
 * transaction that records her plates, so her documents and her plates never disagree.
 */
export async function approvePendingSubmissions(
  db: Db,
  userId: string,
  review: PlateReview,
): Promise<string[]> {
  const rows = await db
    .update(plateSubmissions)
    .set({ status: 'approved', reviewedAt: review.at, reviewedBy: review.by })
    .where(and(eq(plateSubmissions.userId, userId), eq(plateSubmissions.status, 'pending')))
    .returning({ id: plateSubmissions.id });
  return rows.map((r) => r.id);
}

/** Refuses one of her submissions if it still awaits review; the row as it now is, or undefined. */
export async function refusePendingSubmission(
  db: Db,
  userId: string,
  id: string,
  review: PlateReview,
): Promise<PlateSubmissionRow | undefined> {
  const [row] = await db
    .update(plateSubmissions)
    .set({ status: 'rejected', reviewedAt: review.at, reviewedBy: review.by })
    .where(
      and(
        eq(plateSubmissions.id, id),
        eq(plateSubmissions.userId, userId),
        eq(plateSubmissions.status, 'pending'),
      ),
    )
    .returning();
  return row;
}

export interface PendingSubmissionRow {
  id: string;
  userId: string;
  phoneNumber: string;
  createdAt: Date;
  addReplace: 'add' | 'replace';
  files: number;
}

/** Submissions awaiting review, oldest first (the order they are to be reviewed in), at most `limit`. */
export async function listPendingSubmissions(db: Db, limit: number): Promise<PendingSubmissionRow[]> {
  return db
    .select({
      id: plateSubmissions.id,
      userId: plateSubmissions.userId,
      phoneNumber: users.phoneNumber,
      createdAt: plateSubmissions.createdAt,
      addReplace: plateSubmissions.addReplace,
      files: sql<number>`jsonb_array_length(${plateSubmissions.files})::int`,
    })
    .from(plateSubmissions)
    .innerJoin(users, eq(users.id, plateSubmissions.userId))
    .where(and(eq(plateSubmissions.status, 'pending'), isNull(users.deletedAt)))
    .orderBy(asc(plateSubmissions.createdAt), asc(plateSubmissions.id))
    .limit(limit);
}
