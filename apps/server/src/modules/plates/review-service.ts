import { hasAnyRole } from '@tevila/domain';
import type { RoleName } from '@tevila/domain';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { findUserById } from '../users/repo.ts';
import { isUserId } from '../users/view.ts';
import type { Principal } from '../users/view.ts';
import { findPlateSubmission, listPlateSubmissions } from './repo.ts';
import { readSubmissionFile } from './upload-store.ts';

type Ctx = Pick<AppContext, 'db' | 'config'>;

/** Who reviews plate documents (spec 001 §4): plate administrators and administrators. */
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

const NO_DOCUMENT = 'No such document was found.';

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
    throw new AppError('auth.forbidden', 'You may only see your own documents.');
  if (!own && (!isUserId(userId) || (await findUserById(ctx.db, userId)) === undefined))
    throw new AppError('user.not_found', 'User not found.');
  const rows = await listPlateSubmissions(ctx.db, userId);
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    email: row.email,
    addReplace: row.addReplace,
    files: row.files.length,
  }));
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
  const data = await readSubmissionFile(ctx.config.DATA_DIR, file.file);
  if (data === undefined) throw new AppError('plate.not_found', NO_DOCUMENT);
  return { mime: file.mime, data, name: file.file.slice(file.file.lastIndexOf('/') + 1) };
}
