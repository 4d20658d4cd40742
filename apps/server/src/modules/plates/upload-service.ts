import { randomUUID } from 'node:crypto';
import { imageMimeTypes } from '@tevila/domain';
import type { Actor, AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { msg } from '../../i18n/messages.ts';
import { insertAuditEntry } from '../audit/index.ts';
import type { Principal } from '../users/index.ts';
import type { StoredUpload } from '../../db/schema.ts';
import { readIncoming } from './incoming-files.ts';
import {
  UPLOAD_ATTEMPT,
  insertPlateImage,
  insertPlateSubmission,
  lockUploader,
  recentUploadAttempts,
} from './repo.ts';
import { checkUploadForm } from './upload-check.ts';
import { discardForm } from './upload-form.ts';
import type { UploadForm } from './upload-form.ts';

type Ctx = Pick<AppContext, 'db' | 'clock'>;

/** Uploads a patron may send in an hour: generous for retakes, small enough to stop a flood. */
export const UPLOADS_PER_HOUR = 10;
const HOUR_MS = 3_600_000;

export interface SubmissionReceipt {
  id: string;
  status: 'pending';
  createdAt: string;
}

/**
 * Lets one more attempt through, or refuses it. Counted from her recorded attempts, taken or refused,
 * under a lock on her: every instance sees the same count and simultaneous attempts are counted one by
 * one. The attempt is recorded before her form is read, so a refused form counts too; an attempt
 * refused here is not recorded, so waiting always ends.
 */
async function admitAttempt(ctx: Ctx, userId: string, now: Date, actor: Actor): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await lockUploader(tx, userId);
    const recent = await recentUploadAttempts(tx, userId, new Date(now.getTime() - HOUR_MS));
    if (recent.n >= UPLOADS_PER_HOUR) {
      const freeAt = (recent.oldest?.getTime() ?? now.getTime()) + HOUR_MS;
      throw new AppError('plate.throttled', msg('plate.uploadsPerHour', { n: UPLOADS_PER_HOUR }), {
        retryAfterSeconds: Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)),
      });
    }
    await insertAuditEntry(tx, actor, {
      at: now,
      action: UPLOAD_ATTEMPT,
      entity: 'user',
      entityId: userId,
      before: null,
      after: null,
    });
  });
}

/**
 * POST users/{id}/LicenseAndRegistration (docs/product/booking.md §5, §7): her own account only, at most
 * UPLOADS_PER_HOUR attempts an hour. The form is streamed to disk and judged whole before anything is
 * stored; then the submission, its images' bytes (plate_images, which every instance reads) and its
 * audit entry are written in one transaction, so there is either all of it or none.
 */
export async function uploadPlateDocuments(
  ctx: Ctx,
  principal: Principal,
  input: { userId: string; readForm: () => Promise<UploadForm>; actor: Actor },
): Promise<SubmissionReceipt> {
  if (input.userId !== principal.userId) throw new AppError('auth.forbidden', msg('plate.ownUploadOnly'));
  const now = ctx.clock.now();
  await admitAttempt(ctx, principal.userId, now, input.actor);
  const form = await input.readForm();
  try {
    return await storeSubmission(ctx, principal, form, input.actor, now);
  } finally {
    // The received files leave the disk whatever became of the form.
    await discardForm(form);
  }
}

async function storeSubmission(
  ctx: Ctx,
  principal: Principal,
  form: UploadForm,
  actor: Actor,
  now: Date,
): Promise<SubmissionReceipt> {
  const upload = await checkUploadForm(form);
  const id = randomUUID();
  const files: StoredUpload[] = upload.images.map((image, n) => ({
    file: `${id}/${n}.${image.kind}`,
    mime: imageMimeTypes[image.kind],
    bytes: image.bytes,
  }));
  const row = await ctx.db.transaction(async (tx) => {
    const inserted = await insertPlateSubmission(tx, {
      id,
      userId: principal.userId,
      email: upload.email,
      addReplace: upload.addReplace,
      files,
      status: 'pending',
      createdAt: now,
      createdByIp: actor.ip,
    });
    // One image read at a time: a form's four images are never all in memory at once.
    for (const [n, image] of upload.images.entries())
      await insertPlateImage(tx, { submissionId: id, n, data: await readIncoming(image.path) });
    await insertAuditEntry(tx, actor, {
      at: now,
      action: 'plate.upload',
      entity: 'user',
      entityId: principal.userId,
      before: null,
      after: {
        submissionId: id,
        addReplace: upload.addReplace,
        email: upload.email,
        files: files.map((f) => ({ mime: f.mime, bytes: f.bytes })),
      },
    });
    return inserted;
  });
  return { id: row.id, status: 'pending', createdAt: row.createdAt.toISOString() };
}
