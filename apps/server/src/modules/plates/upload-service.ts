import { randomUUID } from 'node:crypto';
import type { Actor, AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { insertAuditEntry } from '../audit/repo.ts';
import type { Principal } from '../users/view.ts';
import { insertPlateSubmission, recentPlateSubmissions } from './repo.ts';
import { checkUploadForm } from './upload-check.ts';
import type { UploadForm } from './upload-form.ts';
import { removeSubmissionFiles, writeSubmissionFiles } from './upload-store.ts';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'config'>;

/** Uploads a patron may send in an hour: generous for retakes, small enough to stop a flood. */
export const UPLOADS_PER_HOUR = 10;
const HOUR_MS = 3_600_000;

export interface SubmissionReceipt {
  id: string;
  status: 'pending';
  createdAt: string;
}

/** Counted from the stored submissions, so every server instance sees the same limit. */
async function refuseWhenThrottled(ctx: Ctx, userId: string, now: Date): Promise<void> {
  const recent = await recentPlateSubmissions(ctx.db, userId, new Date(now.getTime() - HOUR_MS));
  if (recent.n < UPLOADS_PER_HOUR) return;
  const freeAt = (recent.oldest?.getTime() ?? now.getTime()) + HOUR_MS;
  throw new AppError(
    'plate.throttled',
    `You have sent ${UPLOADS_PER_HOUR} uploads in the last hour. Please try again later.`,
    { retryAfterSeconds: Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)) },
  );
}

/**
 * POST users/{id}/LicenseAndRegistration (spec 000 §5, §7): her own account only. The form is read
 * and judged whole before anything is written; then the images are stored privately and the
 * submission queued for a plate administrator, in one transaction with its audit entry. If the row
 * cannot be written, the images are removed again.
 */
export async function uploadPlateDocuments(
  ctx: Ctx,
  principal: Principal,
  input: { userId: string; readForm: () => Promise<UploadForm>; actor: Actor },
): Promise<SubmissionReceipt> {
  if (input.userId !== principal.userId)
    throw new AppError('auth.forbidden', 'You may only upload documents for your own account.');
  const now = ctx.clock.now();
  await refuseWhenThrottled(ctx, principal.userId, now);
  const upload = await checkUploadForm(await input.readForm());

  const id = randomUUID();
  const files = await writeSubmissionFiles(ctx.config.DATA_DIR, id, upload.images);
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const inserted = await insertPlateSubmission(tx, {
        id,
        userId: principal.userId,
        email: upload.email,
        addReplace: upload.addReplace,
        files,
        status: 'pending',
        createdAt: now,
        createdByIp: input.actor.ip,
      });
      await insertAuditEntry(tx, {
        at: now,
        userId: input.actor.userId,
        ip: input.actor.ip,
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
  } catch (err) {
    await removeSubmissionFiles(ctx.config.DATA_DIR, id);
    throw err;
  }
}
