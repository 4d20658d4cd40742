import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { isRecord } from '@tevila/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { msg } from '../../i18n/messages.ts';
import { findUserById } from '../users/index.ts';
import {
  findPasskey,
  insertPasskey,
  listPasskeys,
  markPasskeyEnrolled,
  setWebauthnChallenge,
  usePasskey,
} from './passkey-repo.ts';
import type { ChallengeRow } from './second-factor-repo.ts';
import {
  bearerChallenge,
  enrolmentChallenge,
  finishEnrolment,
  refusedAfterCommit,
  wrongCode,
} from './second-factor-steps.ts';
import type { Checked, Ctx, Enrolled, Outcome, WebauthnSite } from './second-factor-steps.ts';

const RP_NAME = 'Tevila';

/** The ceremony's JSON as the browser sent it, or undefined when it is not even that. */
function ceremonyOf<T extends { id: string }>(value: unknown): T | undefined {
  const parsed: unknown = typeof value === 'string' ? safeJson(value) : value;
  if (!isRecord(parsed) || typeof parsed.id !== 'string') return undefined;
  // Only the id is read before verification; @simplewebauthn's verify checks the rest and refuses what is not T.
  return parsed as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * POST account/secondfactor/passkey/register/options: what the browser needs to create a passkey
 * for this site. Only while she has no second factor, as with the authenticator app.
 */
/** WebAuthn's options as the browser takes them: JSON, passed through as the library shaped it. */
type OptionsJson = Record<string, unknown>;

/** The ceremony's options, its challenge kept on the sign-in for the one answer it takes. */
async function offered(
  tx: Db,
  challenge: ChallengeRow,
  options: { challenge: string },
): Promise<OptionsJson> {
  await setWebauthnChallenge(tx, challenge.id, options.challenge);
  return options;
}

export async function passkeyRegistrationOptions(
  ctx: Ctx,
  mfaToken: string | undefined,
  site: WebauthnSite,
): Promise<OptionsJson> {
  return ctx.caches.feed.transaction(ctx.db, async (tx) => {
    const challenge = await enrolmentChallenge(ctx, tx, mfaToken);
    const user = await findUserById(tx, challenge.userId);
    if (user === undefined) throw new AppError('auth.required');
    const options = await generateRegistrationOptions({
      rpName: RP_NAME,
      rpID: site.rpID,
      userName: `+${user.userName}`,
      userID: new TextEncoder().encode(user.id),
      attestationType: 'none',
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
    });
    return offered(tx, challenge, options);
  });
}

/** POST account/secondfactor/passkey/register: the new passkey checked and kept; her recovery codes. */
export async function registerPasskey(
  ctx: Ctx,
  mfaToken: string | undefined,
  response: unknown,
  site: WebauthnSite,
  ip: string,
): Promise<{ recoveryCodes: string[] }> {
  const outcome = await ctx.caches.feed.transaction(ctx.db, async (tx): Promise<Outcome<Enrolled>> => {
    const challenge = await enrolmentChallenge(ctx, tx, mfaToken);
    const expectedChallenge = challenge.webauthnChallenge;
    if (expectedChallenge === null)
      throw new AppError('secondfactor.invalid', msg('secondFactor.notStarted'));
    await setWebauthnChallenge(tx, challenge.id, null);
    const registration = ceremonyOf<RegistrationResponseJSON>(response);
    const verified =
      registration === undefined
        ? undefined
        : await verifyRegistrationResponse({
            response: registration,
            expectedChallenge,
            expectedOrigin: site.origin,
            expectedRPID: site.rpID,
          }).catch(() => undefined);
    if (verified?.verified !== true)
      return { refused: await wrongCode(ctx, tx, challenge, msg('secondFactor.badPasskey')) };
    const { credential } = verified.registrationInfo;
    await insertPasskey(tx, {
      userId: challenge.userId,
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: credential.transports ?? [],
      at: ctx.clock.now(),
    });
    await markPasskeyEnrolled(tx, challenge.id);
    return { answer: await finishEnrolment(ctx, tx, challenge.userId, 'passkey', ip) };
  });
  return refusedAfterCommit(outcome);
}

/** POST account/secondfactor/passkey/options: the ceremony that signs in with one of her passkeys. */
export async function passkeySignInOptions(
  ctx: Ctx,
  mfaToken: string | undefined,
  site: WebauthnSite,
): Promise<OptionsJson> {
  return ctx.caches.feed.transaction(ctx.db, async (tx) => {
    const challenge = await bearerChallenge(ctx, tx, mfaToken);
    const keys = await listPasskeys(tx, challenge.userId);
    if (keys.length === 0) throw new AppError('secondfactor.invalid', msg('secondFactor.noPasskey'));
    const options = await generateAuthenticationOptions({
      rpID: site.rpID,
      allowCredentials: keys.map((k) => ({ id: k.credentialId, transports: k.transports })),
      userVerification: 'preferred',
    });
    return offered(tx, challenge, options);
  });
}

/** A passkey ceremony for this sign-in: one of her own passkeys, on this site, for the challenge given. */
export async function checkPasskey(
  ctx: Ctx,
  tx: Db,
  challenge: ChallengeRow,
  response: unknown,
  site: WebauthnSite,
): Promise<Checked> {
  const refused: Checked = { ok: false, sentence: msg('secondFactor.badPasskey') };
  const expectedChallenge = challenge.webauthnChallenge;
  if (expectedChallenge === null) return refused;
  // Spent by any try, right or wrong: a ceremony is never checked twice against one challenge.
  await setWebauthnChallenge(tx, challenge.id, null);
  const assertion = ceremonyOf<AuthenticationResponseJSON>(response);
  if (assertion === undefined) return refused;
  const key = await findPasskey(tx, challenge.userId, assertion.id);
  if (key === undefined) return refused;
  const verified = await verifyAuthenticationResponse({
    response: assertion,
    expectedChallenge,
    expectedOrigin: site.origin,
    expectedRPID: site.rpID,
    credential: {
      id: key.credentialId,
      publicKey: new Uint8Array(Buffer.from(key.publicKey, 'base64url')),
      counter: key.counter,
      transports: key.transports,
    },
  }).catch(() => undefined);
  if (verified?.verified !== true) return refused;
  await usePasskey(tx, key.id, verified.authenticationInfo.newCounter, ctx.clock.now());
  return { ok: true };
}
