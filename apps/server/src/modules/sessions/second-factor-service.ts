import { needsSecondFactor, recoveryCodeOf, secondFactorLimits, totpCodeOf } from '@tevila/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { msg } from '../../i18n/messages.ts';
import { insertAuditEntry } from '../audit/index.ts';
import { findUserById, listRoles } from '../users/index.ts';
import type { UserRow } from '../users/index.ts';
import { checkPasskey } from './passkey-service.ts';
import { randomSecret, sha256 } from '../../secrets.ts';
import {
  challengeFailuresSince,
  endChallenge,
  hasConfirmedFactor,
  insertChallenge,
  secondFactorsOf,
  spendRecoveryCode,
} from './second-factor-repo.ts';
import type { ChallengeRow } from './second-factor-repo.ts';
import { bearerChallenge, liveChallenge, wrongCode } from './second-factor-steps.ts';
import type { Checked, Ctx, WebauthnSite } from './second-factor-steps.ts';
import { checkTotp } from './totp-service.ts';

/**
 * After the phone: a staff user (needsSecondFactor) gets a challenge instead of a session. Answers
 * the refusal to send once the transaction commits (400 with her mfa_token), or null for a patron.
 * The setting is read by the caller before its transaction: on the embedded engine a read outside
 * the transaction would wait for it to end.
 */
export async function secondFactorChallenge(
  ctx: Ctx,
  tx: Db,
  user: UserRow,
  signIn: { deviceCredentialId: string | null; ip: string; staffSecondFactor: boolean },
): Promise<AppError | null> {
  const { deviceCredentialId, ip } = signIn;
  if (!needsSecondFactor(await listRoles(tx, user.id), signIn.staffSecondFactor)) return null;
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

/** GET account/secondfactor: which second factors the sign-in of this mfa_token may use. */
export async function secondFactorMethods(
  ctx: Ctx,
  mfaToken: string | undefined,
): Promise<{ methods: ('totp' | 'passkey' | 'recovery')[] }> {
  return ctx.caches.feed.transaction(ctx.db, async (tx) => {
    const challenge = await bearerChallenge(ctx, tx, mfaToken);
    const factors = await secondFactorsOf(tx, challenge.userId);
    const methods: ('totp' | 'passkey' | 'recovery')[] = [];
    if (factors.totp) methods.push('totp');
    if (factors.passkeys > 0) methods.push('passkey');
    if (methods.length > 0) methods.push('recovery');
    return { methods };
  });
}

/** How a staff sign-in's second step proves itself: a code (her app's, or a recovery code) or a passkey. */
export interface SecondFactorProof {
  code?: string | undefined;
  passkey?: unknown;
}

async function check(
  ctx: Ctx,
  tx: Db,
  challenge: ChallengeRow,
  proof: SecondFactorProof,
  site: WebauthnSite,
): Promise<Checked> {
  if (proof.passkey !== undefined) return checkPasskey(ctx, tx, challenge, proof.passkey, site);
  if (proof.code === undefined)
    // A passkey added during this very sign-in finishes it: that ceremony was the proof.
    return challenge.enrolledPasskey
      ? { ok: true }
      : { ok: false, sentence: msg('token.secondFactorBadCode') };
  const digits = totpCodeOf(proof.code);
  if (digits !== null) return checkTotp(ctx, tx, challenge, digits);
  const recovery = recoveryCodeOf(proof.code);
  if (recovery !== null && (await spendRecoveryCode(tx, challenge.userId, sha256(recovery), ctx.clock.now())))
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
 * POST /api/token grant_type=second_factor: the mfa_token and its proof finish the sign-in with a
 * session of her own; `open` opens it in the same transaction.
 */
export async function secondFactorGrant<T>(
  ctx: Ctx,
  mfaToken: string,
  proof: SecondFactorProof,
  request: { ip: string; site: WebauthnSite },
  open: (tx: Db, user: UserRow, deviceCredentialId: string | null) => Promise<T>,
): Promise<T> {
  const outcome = await ctx.caches.feed.transaction(ctx.db, async (tx) => {
    const challenge = await liveChallenge(ctx, tx, mfaToken);
    if (challenge === undefined) return { refused: msg('token.secondFactorBadToken') };
    await throttle(ctx, tx, challenge.userId);
    const checked = await check(ctx, tx, challenge, proof, request.site);
    if (!checked.ok) return { refused: await wrongCode(ctx, tx, challenge, checked.sentence) };
    const at = ctx.clock.now();
    await endChallenge(tx, challenge.id, at);
    const user = await findUserById(tx, challenge.userId);
    if (user === undefined) return { refused: msg('token.secondFactorBadToken') };
    const by =
      proof.passkey !== undefined || proof.code === undefined
        ? 'passkey'
        : totpCodeOf(proof.code)
          ? 'totp'
          : 'recovery';
    await insertAuditEntry(
      tx,
      { userId: user.id, ip: request.ip },
      {
        at,
        action: 'account.signin.second_factor',
        entity: 'user',
        entityId: user.id,
        before: null,
        after: { by },
      },
    );
    return { answer: await open(tx, user, challenge.deviceCredentialId) };
  });
  // Thrown after the commit: the wrong try stays counted.
  if ('refused' in outcome) throw new AppError('token.invalid_grant', outcome.refused);
  return outcome.answer;
}
