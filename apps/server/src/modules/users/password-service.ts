import type { Actor, AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { msg, type LocalMessage } from '../../i18n/messages.ts';
import { insertAuditEntry } from '../audit/index.ts';
import { hashPassword } from '../../secrets.ts';
import { passwordMessages, passwordRefusal } from './password-rules.ts';
import { findUserForUpdate, updateUserFields } from './repo.ts';
import { isAdmin, isUserId } from './view.ts';
import type { Principal } from './view.ts';

export interface SetPasswordInput {
  userId?: unknown;
  NewPassword?: unknown;
  ConfirmPassword?: unknown;
}

function refuse(message: LocalMessage): never {
  throw new AppError('user.password_refused', message);
}

/**
 * account/setpassword: her own password (or any user's, for an administrator). Stored with scrypt;
 * /api/token then accepts it as the password, alongside the device secret.
 */
export async function setPassword(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  principal: Principal,
  input: SetPasswordInput,
  actor: Actor,
): Promise<void> {
  const userId =
    input.userId === undefined || input.userId === null || input.userId === ''
      ? principal.userId
      : input.userId;
  if (typeof userId !== 'string') refuse(msg('field.mustBeText', { field: 'userId' }));
  if (userId !== principal.userId && !isAdmin(principal))
    throw new AppError('auth.forbidden', msg('password.ownOnly'));
  const password = input.NewPassword;
  if (typeof password !== 'string') refuse(passwordMessages.required);
  const refusal = await passwordRefusal(password);
  if (refusal !== null) refuse(refusal);
  if (input.ConfirmPassword !== password) refuse(msg('password.mismatch'));
  if (!isUserId(userId)) throw new AppError('user.not_found', msg('user.notFound'));
  const passwordHash = await hashPassword(password);
  const at = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const row = await findUserForUpdate(tx, userId);
    if (row === undefined) throw new AppError('user.not_found', msg('user.notFound'));
    await updateUserFields(tx, row.id, { passwordHash }, at);
    // Who and when, never the password.
    await insertAuditEntry(tx, actor, {
      at,
      action: 'user.password',
      entity: 'user',
      entityId: row.id,
      before: null,
      after: null,
    });
  });
}
