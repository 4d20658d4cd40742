import { totpCodeOf } from '@tevila/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { msg } from '../../i18n/messages.ts';
import { findUserById } from '../users/index.ts';
import { seal, unseal } from './sealed.ts';
import {
  confirmTotp,
  findTotpForUpdate,
  insertPendingTotp,
  markChallengeEnrolled,
  useTotpStep,
} from './second-factor-repo.ts';
import type { ChallengeRow } from './second-factor-repo.ts';
import { enrolmentChallenge, finishEnrolment, refusedAfterCommit, wrongCode } from './second-factor-steps.ts';
import type { Checked, Ctx, Enrolled, Outcome } from './second-factor-steps.ts';
import { newTotpSecret, otpauthUrl, totpStep } from './totp.ts';

/** Her app's key, read back; null if it was sealed under another AUTH_SECRET. */
function keyOf(ctx: Ctx, sealedSecret: string): string | null {
  return unseal(ctx.config.AUTH_SECRET, sealedSecret);
}

/** A code from her confirmed app, once per step; or the code that just set it up, for this sign-in. */
export async function checkTotp(ctx: Ctx, tx: Db, challenge: ChallengeRow, digits: string): Promise<Checked> {
  const at = ctx.clock.now();
  const factor = await findTotpForUpdate(tx, challenge.userId);
  const key = factor?.confirmedAt != null ? keyOf(ctx, factor.sealedSecret) : null;
  const step = key === null ? null : totpStep(key, digits, at);
  if (factor === undefined || step === null) return { ok: false, sentence: msg('token.secondFactorBadCode') };
  if (challenge.enrolledStep === step) return { ok: true };
  if (factor.lastStep !== null && step <= factor.lastStep)
    return { ok: false, sentence: msg('token.secondFactorUsedCode') };
  await useTotpStep(tx, factor.id, step, at);
  return { ok: true };
}

/**
 * POST account/secondfactor/totp: a new key for her app, shown once as text and as its otpauth://
 * address. Only while she has no second factor: the phone alone never adds one to an account that has.
 */
export async function startTotpEnrolment(
  ctx: Ctx,
  mfaToken: string | undefined,
): Promise<{ secret: string; otpauthUrl: string }> {
  return ctx.caches.feed.transaction(ctx.db, async (tx) => {
    const challenge = await enrolmentChallenge(ctx, tx, mfaToken);
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
  const outcome = await ctx.caches.feed.transaction(ctx.db, async (tx): Promise<Outcome<Enrolled>> => {
    const challenge = await enrolmentChallenge(ctx, tx, mfaToken);
    const factor = await findTotpForUpdate(tx, challenge.userId);
    if (factor === undefined) throw new AppError('secondfactor.invalid', msg('secondFactor.notStarted'));
    const at = ctx.clock.now();
    const digits = totpCodeOf(code);
    const key = keyOf(ctx, factor.sealedSecret);
    const step = digits === null || key === null ? null : totpStep(key, digits, at);
    if (step === null) return { refused: await wrongCode(ctx, tx, challenge, msg('secondFactor.badCode')) };
    await confirmTotp(tx, factor.id, step, at);
    await markChallengeEnrolled(tx, challenge.id, step);
    return { answer: await finishEnrolment(ctx, tx, challenge.userId, 'totp', ip) };
  });
  return refusedAfterCommit(outcome);
}
