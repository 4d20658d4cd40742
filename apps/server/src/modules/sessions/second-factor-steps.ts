import { formatRecoveryCode, secondFactorLimits } from '@tevila/domain';
import { randomInt } from 'node:crypto';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { LocalMessage } from '../../i18n/messages.ts';
import { msg } from '../../i18n/messages.ts';
import { insertAuditEntry } from '../audit/index.ts';
import { sha256 } from '../../secrets.ts';
import {
  countChallengeFailure,
  findChallengeForUpdate,
  hasConfirmedFactor,
  replaceRecoveryCodes,
} from './second-factor-repo.ts';
import type { ChallengeRow } from './second-factor-repo.ts';

/** What the second factor's steps share: the challenge an mfa_token names, its tries, the enrolment's end. */

export type Ctx = Pick<AppContext, 'db' | 'clock' | 'config' | 'caches'>;

export type { WebauthnSite } from '../../http/webauthn-site.ts';

/** A code or ceremony checked: passed, or the sentence of its refusal. */
export type Checked = { ok: true } | { ok: false; sentence: LocalMessage };

/** The challenge of an mfa_token while it may still be used: not ended, not expired. */
export async function liveChallenge(ctx: Ctx, tx: Db, token: string): Promise<ChallengeRow | undefined> {
  const row = await findChallengeForUpdate(tx, sha256(token));
  if (row === undefined || row.endedAt !== null || row.expiresAt <= ctx.clock.now()) return undefined;
  return row;
}

/** The mfa_token of a sign-in halfway through, as a bearer; 401 when it is not live. */
export async function bearerChallenge(ctx: Ctx, tx: Db, mfaToken: string | undefined): Promise<ChallengeRow> {
  const challenge = mfaToken === undefined ? undefined : await liveChallenge(ctx, tx, mfaToken);
  if (challenge === undefined) throw new AppError('auth.required');
  return challenge;
}

/**
 * The challenge of a sign-in that may set up a first second factor: live, and of an account that has
 * none. The mfa_token proves the phone only, so it never adds a factor to an account that has one.
 */
export async function enrolmentChallenge(
  ctx: Ctx,
  tx: Db,
  mfaToken: string | undefined,
): Promise<ChallengeRow> {
  const challenge = await bearerChallenge(ctx, tx, mfaToken);
  if (await hasConfirmedFactor(tx, challenge.userId))
    throw new AppError('secondfactor.invalid', msg('secondFactor.alreadyEnrolled'));
  return challenge;
}

/** A wrong code: counted on the challenge, which the fifth voids. Answers the sentence to give. */
export async function wrongCode(
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

/** Ten recovery codes of 50 random bits each. */
function newRecoveryCodes(): string[] {
  return Array.from({ length: secondFactorLimits.recoveryCodes }, () =>
    formatRecoveryCode(Array.from({ length: 10 }, () => randomInt(32))),
  );
}

export interface Enrolled {
  recoveryCodes: string[];
}

/** Her first factor is set up: ten recovery codes (kept as hashes, shown once) and the audit entry. */
export async function finishEnrolment(
  ctx: Ctx,
  tx: Db,
  userId: string,
  kind: 'totp' | 'passkey',
  ip: string | null,
): Promise<Enrolled> {
  const at = ctx.clock.now();
  const codes = newRecoveryCodes();
  await replaceRecoveryCodes(tx, userId, codes.map(sha256), at);
  await insertAuditEntry(
    tx,
    { userId, ip },
    {
      at,
      action: `account.secondfactor.${kind}.added`,
      entity: 'user',
      entityId: userId,
      before: null,
      after: { kind },
    },
  );
  return { recoveryCodes: codes };
}

/** A refusal decided inside a transaction, thrown once it committed (the wrong try stays counted). */
export type Outcome<T> = { refused: LocalMessage } | { answer: T };

export function refusedAfterCommit<T>(outcome: Outcome<T>): T {
  if ('refused' in outcome) throw new AppError('secondfactor.invalid', outcome.refused);
  return outcome.answer;
}
