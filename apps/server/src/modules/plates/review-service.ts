import { hasAnyRole } from '@tevila/domain';
import type { RoleName } from '@tevila/domain';
import type { Actor, AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { msg } from '../../i18n/messages.ts';
import { insertAuditEntry } from '../audit/index.ts';
import { findUserById, isUserId } from '../users/index.ts';
import type { Principal } from '../users/index.ts';
import {
  findPlateImage,
  findPlateSubmission,
  listPendingSubmissions,
  listPlateSubmissions,
  refusePendingSubmission,
} from './repo.ts';
import type { PlateSubmissionRow } from './repo.ts';

type Ctx = Pick<AppContext, 'db'>;

/** Who reviews plate documents (docs/product/site-and-staff.md §4): plate administrators and administrators. */
export const plateReviewerRoles: readonly RoleName[] = ['UserPlateAdmin', 'Admin'];

export interface SubmissionSummary {
  id: string;
  status: 'pending' | 'approved' | 'rejected';
  createdAt: string;
  email: string | null;
  addReplace: 'add' | 'replace';
  /** How many images were sent. */
  files: number;
}

const NO_DOCUMENT = msg('plate.noDocument');

/**
 * GET users/{id}/LicenseAndRegistration: her submissions, newest first. The patron herself may read
 * hers (the page says when one awaits review); plate administrators and administrators anyone's.
 */
export async function listSubmissions(
  ctx: Ctx,
  principal: Principal,
  userId: string,
): Promise<SubmissionSummary[]> {
  const own = userId === principal.userId;
  if (!own && !hasAnyRole(principal.roles, plateReviewerRoles))
    throw new AppError('auth.forbidden', msg('plate.ownDocumentsOnly'));
  if (!own && (!isUserId(userId) || (await findUserById(ctx.db, userId)) === undefined))
    throw new AppError('user.not_found', msg('user.notFound'));
  const rows = await listPlateSubmissions(ctx.db, userId);
  return rows.map(summaryOf);
}

function summaryOf(row: PlateSubmissionRow): SubmissionSummary {
  return {
    id: row.id,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    email: row.email,
    addReplace: row.addReplace,
    files: row.files.length,
  };
}

/** How many waiting submissions the queue shows at once; the oldest come first. */
export const PENDING_QUEUE_LIMIT = 100;

export interface PendingSubmission {
  id: string;
  userId: string;
  phoneNumber: string;
  createdAt: string;
  addReplace: 'add' | 'replace';
  files: number;
}

/** GET plates/pending: every submission awaiting review, oldest first (the route checks the role). */
export async function listPendingQueue(ctx: Pick<AppContext, 'db'>): Promise<PendingSubmission[]> {
  const rows = await listPendingSubmissions(ctx.db, PENDING_QUEUE_LIMIT);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/**
 * POST users/{id}/LicenseAndRegistration/{submissionId}/refuse: a plate administrator cannot approve
 * these documents (unreadable, not hers); she is asked to send them again. Only a submission still
 * awaiting review can be refused; her plates, approved or not, stay as they are. Audited.
 */
export async function refuseSubmission(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  input: { userId: string; submissionId: string; actor: Actor },
): Promise<SubmissionSummary> {
  if (!isUserId(input.userId) || !isUserId(input.submissionId))
    throw new AppError('plate.not_found', NO_DOCUMENT);
  const at = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const refused = await refusePendingSubmission(tx, input.userId, input.submissionId, {
      at,
      by: input.actor.userId,
    });
    if (refused === undefined) {
      const row = await findPlateSubmission(tx, input.userId, input.submissionId);
      if (row === undefined) throw new AppError('plate.not_found', NO_DOCUMENT);
      throw new AppError('plate.refused', msg('plate.alreadyReviewed'));
    }
    await insertAuditEntry(tx, input.actor, {
      at,
      action: 'plate.refuse',
      entity: 'user',
      entityId: input.userId,
      before: { submissionId: refused.id, status: 'pending' },
      after: { submissionId: refused.id, status: refused.status },
    });
    return summaryOf(refused);
  });
}

export interface SubmissionImage {
  mime: string;
  data: Buffer;
  name: string;
}

/**
 * GET users/{id}/LicenseAndRegistration/{submissionId}/{n}: one image's bytes, for a plate
 * administrator or an administrator only (the route's preHandler checks the role).
 */
export async function readSubmissionImage(
  ctx: Ctx,
  input: { userId: string; submissionId: string; n: number },
): Promise<SubmissionImage> {
  if (!isUserId(input.userId) || !isUserId(input.submissionId))
    throw new AppError('plate.not_found', NO_DOCUMENT);
  const row = await findPlateSubmission(ctx.db, input.userId, input.submissionId);
  const file = row?.files[input.n];
  if (file === undefined) throw new AppError('plate.not_found', NO_DOCUMENT);
  const data = await findPlateImage(ctx.db, input.submissionId, input.n);
  if (data === undefined) throw new AppError('plate.not_found', NO_DOCUMENT);
  return { mime: file.mime, data, name: file.file.slice(file.file.lastIndexOf('/') + 1) };
}
