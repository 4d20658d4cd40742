import {
  formatRecoveryCode,
  needsSecondFactor,
  recoveryCodeOf,
  secondFactorLimits,
  totpCodeOf,
} from '@tevila/domain';
import { randomInt } from 'node:crypto';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { LocalMessage } from '../../i18n/messages.ts';
import { msg } from '../../i18n/messages.ts';
import { insertAuditEntry } from '../audit/index.ts';
import { loadSettings } from '../settings/index.ts';
import { findUserById, listRoles } from '../users/index.ts';
import type { UserRow } from '../users/index.ts';
import { seal, unseal } from './sealed.ts';
import { randomSecret, sha256 } from './secrets.ts';
import {
  challengeFailuresSince,
  confirmTotp,
  countChallengeFailure,
  endChallenge,
  findChallengeForUpdate,
  findTotpForUpdate,
  hasConfirmedFactor,
  insertChallenge,
  insertPendingTotp,
  markChallengeEnrolled,
  replaceRecoveryCodes,
  spendRecoveryCode,
  useTotpStep,
} from './second-factor-repo.ts';
import type { ChallengeRow } from './second-factor-repo.ts';
import { newTotpSecret, otpauthUrl, totpStep } from './totp.ts';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'config' | 'caches'>;

/**
 * After the phone: a staff user (needsSecondFactor) gets a challenge instead of a session. Answers
 * the refusal to send once the transaction commits (400 with her mfa_token), or null for a patron.
 */
export async function secondFactorChallenge(
  ctx: Ctx,
  tx: Db,
  user: UserRow,
  deviceCredentialId: string | null,
  ip: string,
): Promise<AppError | null> {
  const settings = await loadSettings(ctx);
  if (!needsSecondFactor(await listRoles(tx, user.id), settings.staffSecondFactor)) return null;
  const token = randomSecret(32);
  const at = ctx.clock.now();
  await insertChallenge(tx, {
    userId: user.id,
    tokenHash: sha256(token),
    deviceCredentialId,
    ip,
    at,
    expiresAt: new Date(at.getTime() + secondFactorLimits.tokenMinutes * 60_000),
  });
  return (await hasConfirmedFactor(tx, user.id))
    ? new AppError('token.second_factor_required', msg('token.secondFactorRequired'), { mfaToken: token })
    : new AppError('token.second_factor_enrollment_required', msg('token.secondFactorEnrollment'), {
        mfaToken: token,
      });
}

/** The challenge of an mfa_token while it may still be used: not ended, not expired. */
async function liveChallenge(ctx: Ctx, tx: Db, token: string): Promise<ChallengeRow | undefined> {
  const row = await findChallengeForUpdate(tx, sha256(token));
  if (row === undefined || row.endedAt !== null || row.expiresAt <= ctx.clock.now()) return undefined;
  return row;
}

/** A wrong code: counted on the challenge, which the fifth voids. Answers the sentence to give. */
async function wrongCode(
  ctx: Ctx,
  tx: Db,
  challenge: ChallengeRow,
  sentence: LocalMessage,
): Promise<LocalMessage> {
  const failures = challenge.failures + 1;
  const voided = failures >= secondFactorLimits.triesPerToken;
  await countChallengeFailure(tx, challenge.id, failures, voided ? ctx.clock.now() : null);
  return voided ? msg('token.secondFactorTooMany') : sentence;
}

/** Her app's key, read back; null if it was sealed under another AUTH_SECRET. */
function keyOf(ctx: Ctx, sealedSecret: string): string | null {
  return unseal(ctx.config.AUTH_SECRET, sealedSecret);
}

type Checked = { ok: true } | { ok: false; sentence: LocalMessage };

/** A code from her confirmed app (once per step), the code that just enrolled it, or a recovery code. */
async function checkCode(ctx: Ctx, tx: Db, challenge: ChallengeRow, code: string): Promise<Checked> {
  const at = ctx.clock.now();
  const digits = totpCodeOf(code);
  if (digits !== null) {
    const factor = await findTotpForUpdate(tx, challenge.userId);
    const key = factor?.confirmedAt != null ? keyOf(ctx, factor.sealedSecret) : null;
    const step = key === null ? null : totpStep(key, digits, at);
    if (factor === undefined || step === null)
      return { ok: false, sentence: msg('token.secondFactorBadCode') };
    if (challenge.enrolledStep === step) return { ok: true };
    if (factor.lastStep !== null && step <= factor.lastStep)
      return { ok: false, sentence: msg('token.secondFactorUsedCode') };
    await useTotpStep(tx, factor.id, step, at);
    return { ok: true };
  }
  const recovery = recoveryCodeOf(code);
  if (recovery !== null && (await spendRecoveryCode(tx, challenge.userId, sha256(recovery), at)))
    return { ok: true };
  return { ok: false, sentence: msg('token.secondFactorBadCode') };
}

/** Too many wrong codes for her across sign-ins within the window: she waits, as with passwords. */
async function throttle(ctx: Ctx, tx: Db, userId: string): Promise<void> {
  const windowMs = secondFactorLimits.windowMinutes * 60_000;
  const since = new Date(ctx.clock.now().getTime() - windowMs);
  if ((await challengeFailuresSince(tx, userId, since)) >= secondFactorLimits.perUser)
    throw new AppError('signin.throttled', msg('token.secondFactorTooMany'), {
      retryAfterSeconds: windowMs / 1000,
    });
}

/**
 * POST /api/token grant_type=second_factor: the mfa_token and a code finish the sign-in with a
 * session of her own; `open` opens it in the same transaction.
 */
export async function secondFactorGrant<T>(
  ctx: Ctx,
  mfaToken: string,
  code: string,
  ip: string,
  open: (tx: Db, user: UserRow, deviceCredentialId: string | null) => Promise<T>,
): Promise<T> {
  const outcome = await ctx.caches.feed.transaction(ctx.db, async (tx) => {
    const challenge = await liveChallenge(ctx, tx, mfaToken);
    if (challenge === undefined) return { refused: msg('token.secondFactorBadToken') };
    await throttle(ctx, tx, challenge.userId);
    const checked = await checkCode(ctx, tx, challenge, code);
    if (!checked.ok) return { refused: await wrongCode(ctx, tx, challenge, checked.sentence) };
    const at = ctx.clock.now();
    await endChallenge(tx, challenge.id, at);
    const user = await findUserById(tx, challenge.userId);
    if (user === undefined) return { refused: msg('token.secondFactorBadToken') };
    await insertAuditEntry(tx, {
      at,
      userId: user.id,
      ip,
      action: 'account.signin.second_factor',
      entity: 'user',
      entityId: user.id,
      before: null,
      after: { recoveryCode: totpCodeOf(code) === null },
    });
    return { answer: await open(tx, user, challenge.deviceCredentialId) };
  });
  // Thrown after the commit: the wrong code stays counted.
  if ('refused' in outcome) throw new AppError('token.invalid_grant', outcome.refused);
  return outcome.answer;
}

/** The mfa_token of a sign-in halfway through, as the enrolment's bearer; 401 when it is not live. */
async function bearerChallenge(ctx: Ctx, tx: Db, mfaToken: string | undefined): Promise<ChallengeRow> {
  const challenge = mfaToken === undefined ? undefined : await liveChallenge(ctx, tx, mfaToken);
  if (challenge === undefined) throw new AppError('auth.required');
  return challenge;
}

/** POST account/secondfactor/totp: a new key for her app, shown once as text and as its otpauth:// address. */
export async function startTotpEnrolment(
  ctx: Ctx,
  mfaToken: string | undefined,
): Promise<{ secret: string; otpauthUrl: string }> {
  return ctx.caches.feed.transaction(ctx.db, async (tx) => {
    const challenge = await bearerChallenge(ctx, tx, mfaToken);
    if (await hasConfirmedFactor(tx, challenge.userId))
      throw new AppError('secondfactor.invalid', msg('secondFactor.alreadyEnrolled'));
    const user = await findUserById(tx, challenge.userId);
    if (user === undefined) throw new AppError('auth.required');
    const secret = newTotpSecret();
    await insertPendingTotp(tx, {
      userId: user.id,
      sealedSecret: seal(ctx.config.AUTH_SECRET, secret),
      at: ctx.clock.now(),
    });
    return { secret, otpauthUrl: otpauthUrl(secret, `+${user.userName}`) };
  });
}

/** Ten recovery codes of 50 random bits each. */
function newRecoveryCodes(): string[] {
  return Array.from({ length: secondFactorLimits.recoveryCodes }, () =>
    formatRecoveryCode(Array.from({ length: 10 }, () => randomInt(32))),
  );
}

/**
 * POST account/secondfactor/totp/confirm: a code from the new app confirms it; she gets her ten
 * recovery codes, shown this once. The same code then finishes this sign-in (grant_type=second_factor).
 */
export async function confirmTotpEnrolment(
  ctx: Ctx,
  mfaToken: string | undefined,
  code: string,
  ip: string,
): Promise<{ recoveryCodes: string[] }> {
  const outcome = await ctx.caches.feed.transaction(ctx.db, async (tx) => {
    const challenge = await bearerChallenge(ctx, tx, mfaToken);
    const factor = await findTotpForUpdate(tx, challenge.userId);
    if (factor?.confirmedAt != null)
      throw new AppError('secondfactor.invalid', msg('secondFactor.alreadyEnrolled'));
    if (factor === undefined) throw new AppError('secondfactor.invalid', msg('secondFactor.notStarted'));
    const at = ctx.clock.now();
    const digits = totpCodeOf(code);
    const key = keyOf(ctx, factor.sealedSecret);
    const step = digits === null || key === null ? null : totpStep(key, digits, at);
    if (step === null) return { refused: await wrongCode(ctx, tx, challenge, msg('secondFactor.badCode')) };
    await confirmTotp(tx, factor.id, step, at);
    await markChallengeEnrolled(tx, challenge.id, step);
    const codes = newRecoveryCodes();
    await replaceRecoveryCodes(tx, challenge.userId, codes.map(sha256), at);
    await insertAuditEntry(tx, {
      at,
      userId: challenge.userId,
      ip,
      action: 'account.secondfactor.totp.added',
      entity: 'user',
      entityId: challenge.userId,
      before: null,
      after: { kind: 'totp' },
    });
    return { recoveryCodes: codes };
  });
  if ('refused' in outcome) throw new AppError('secondfactor.invalid', outcome.refused);
  return outcome;
}
