import { fieldsOf, needsSecondFactor, passwordLimits, passwordRefusal, sessionRoles } from '@tevila/domain';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { msg } from '../../i18n/messages.ts';
import { clientNetwork } from '../../http/client-network.ts';
import { loadSettings } from '../settings/index.ts';
import {
  findUserById,
  findUserByUserName,
  listRoles,
  grantAdminPhoneRole,
  isUserId,
} from '../users/index.ts';
import type { UserRow } from '../users/index.ts';
import { ACCESS_TOKEN_SECONDS, signAccessToken } from '../../http/access-token.ts';
import {
  deletePasswordAttempt,
  findLiveDeviceCredential,
  findRefreshTokenForUpdate,
  insertPasswordAttempt,
  insertRefreshToken,
  insertSession,
  markRefreshTokenUsed,
  passwordFailuresSince,
  prunePasswordFailures,
  revokeSession,
  touchDeviceCredential,
  touchSession,
} from './repo.ts';
import { secondFactorChallenge, secondFactorGrant } from './second-factor-service.ts';
import { auditStaffSignIn } from './staff-sign-in-audit.ts';
import type { WebauthnSite } from './second-factor-steps.ts';
import { randomSecret, sha256, spendPasswordTime, verifyPassword } from '../../secrets.ts';
import { endSession, sessionRoleEvents, WITHOUT_SECOND_FACTOR } from './service.ts';
import type { SessionClient } from './session-device.ts';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'config' | 'caches'>;

/** Refresh tokens live 60 days from their last use (each use issues a new one). */
export const REFRESH_TOKEN_DAYS = 60;

export interface TokenResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  refresh_token: string;
  userId: string;
  roles: string[];
  userName: string;
}

const BAD_PASSWORD = msg('token.badPassword');
const BAD_REFRESH = msg('token.badRefresh');

function field(body: Record<string, unknown>, name: string): string | undefined {
  const value = body[name];
  // A form field given twice arrives as a list: which one was meant cannot be guessed.
  if (Array.isArray(value)) throw new AppError('token.invalid_request', msg('token.fieldOnce', { name }));
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** POST /api/token: grant_type=password, second_factor or refresh_token (form-encoded or JSON). */
export async function exchangeToken(
  ctx: Ctx,
  body: unknown,
  request: { client: SessionClient; site: WebauthnSite },
): Promise<TokenResponse> {
  const { client } = request;
  const { ip } = client;
  const form = fieldsOf(body);
  const grantType = field(form, 'grant_type');
  if (grantType === undefined)
    throw new AppError('token.invalid_request', msg('field.required', { field: 'grant_type' }));
  if (grantType === 'password') {
    const username = field(form, 'username');
    const given = form.password;
    // As typed, spaces and all; field() still refuses a password sent twice or blank.
    const password = field(form, 'password') !== undefined && typeof given === 'string' ? given : undefined;
    if (username === undefined || password === undefined)
      throw new AppError('token.invalid_request', msg('token.credentialsRequired'));
    return passwordGrant(ctx, username, password, client);
  }
  if (grantType === 'second_factor') {
    const mfaToken = field(form, 'mfa_token');
    if (mfaToken === undefined)
      throw new AppError('token.invalid_request', msg('field.required', { field: 'mfa_token' }));
    // A passkey's ceremony is JSON: as an object in a JSON body, as text in a form.
    const proof = { code: field(form, 'code'), passkey: form.passkey ?? undefined };
    const { staffSecondFactor } = await loadSettings(ctx);
    return secondFactorGrant(
      ctx,
      mfaToken,
      proof,
      { ip, site: request.site },
      (tx, user, deviceCredentialId) =>
        openSession(ctx, tx, user, { deviceCredentialId, client, secondFactor: true, staffSecondFactor }),
    );
  }
  if (grantType === 'refresh_token') {
    const token = field(form, 'refresh_token');
    const userId = field(form, 'user_id');
    if (token === undefined)
      throw new AppError('token.invalid_request', msg('field.required', { field: 'refresh_token' }));
    if (userId === undefined)
      throw new AppError('token.invalid_request', msg('field.required', { field: 'user_id' }));
    return refreshGrant(ctx, token, userId, client);
  }
  throw new AppError(
    'token.unsupported_grant_type',
    msg('token.unsupportedGrant', { grant: grantType.slice(0, 40) }),
  );
}

/** Whether a session passed the second factor, and the setting as read before the transaction. */
interface Access {
  secondFactor: boolean;
  staffSecondFactor: boolean;
}

/** A new session (refresh-token family) with its first refresh token and an access token. */
async function openSession(
  ctx: Ctx,
  db: Db,
  user: UserRow,
  opened: Access & { deviceCredentialId: string | null; client: SessionClient },
): Promise<TokenResponse> {
  const at = ctx.clock.now();
  const { deviceCredentialId, client, secondFactor } = opened;
  const sessionId = await insertSession(db, {
    userId: user.id,
    deviceCredentialId,
    at,
    client,
    secondFactor,
  });
  return issueTokens(ctx, db, user, { sessionId, at, ...opened });
}

/** The tokens name only the roles this session may use (sessionRoles), as every request reads them. */
async function issueTokens(
  ctx: Ctx,
  db: Db,
  user: UserRow,
  issue: Access & { sessionId: string; at: Date },
): Promise<TokenResponse> {
  const { sessionId, at } = issue;
  const refreshToken = randomSecret(32);
  await insertRefreshToken(db, {
    sessionId,
    tokenHash: sha256(refreshToken),
    at,
    expiresAt: new Date(at.getTime() + REFRESH_TOKEN_DAYS * 86_400_000),
  });
  const roles = sessionRoles(await listRoles(db, user.id), issue, issue.staffSecondFactor);
  const accessToken = await signAccessToken(
    ctx.config.AUTH_SECRET,
    { sub: user.id, roles, sid: sessionId },
    at,
  );
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_SECONDS,
    refresh_token: refreshToken,
    userId: user.id,
    roles,
    userName: user.userName,
  };
}

/**
 * The password is the device secret from registrationVerify, or the user's own password. Her password
 * is checked only within the throttle (passwordLimits). A device secret is 256 random bits, which no
 * number of tries can guess, so it is not throttled: a stranger trying her user name never keeps her
 * phone from signing in.
 */
async function passwordGrant(
  ctx: Ctx,
  username: string,
  password: string,
  client: SessionClient,
): Promise<TokenResponse> {
  const userName = username.replace(/^\+/, '');
  const user = await findUserByUserName(ctx.db, userName);
  const device = await findLiveDeviceCredential(ctx.db, sha256(password));
  if (user !== undefined && device !== undefined && device.userId === user.id)
    return signedIn(ctx, user, device.id, client);
  const attempt = await beginPasswordCheck(ctx, userName, client.ip);
  let right = false;
  try {
    if (user?.passwordHash === undefined || user.passwordHash === null) await spendPasswordTime(password);
    else right = await verifyPassword(password, user.passwordHash);
  } finally {
    if (right) await deletePasswordAttempt(ctx.db, attempt);
  }
  if (!right || user === undefined) throw new AppError('token.invalid_grant', BAD_PASSWORD);
  return signedIn(ctx, user, null, client);
}

/**
 * Counts this check among the failures of the window (until it succeeds), or refuses it with the wait
 * if the user name or the network has had too many. The row is written before the others are counted,
 * so concurrent checks on any instance see each other.
 */
async function beginPasswordCheck(ctx: Ctx, userName: string, ip: string): Promise<number> {
  const at = ctx.clock.now();
  const network = clientNetwork(ip);
  const since = new Date(at.getTime() - passwordLimits.windowMinutes * 60_000);
  await prunePasswordFailures(ctx.db, since);
  const id = await insertPasswordAttempt(ctx.db, { userName, network, at });
  const refusal = passwordRefusal(
    await passwordFailuresSince(ctx.db, { userName, network, since, except: id }),
    at,
  );
  if (refusal === null) return id;
  // A refused try was not checked, so it is no failure: the wait ends with the window.
  await deletePasswordAttempt(ctx.db, id);
  throw new AppError('signin.throttled', refusal.message, { retryAfterSeconds: refusal.retryAfterSeconds });
}

async function signedIn(
  ctx: Ctx,
  user: UserRow,
  deviceCredentialId: string | null,
  client: SessionClient,
): Promise<TokenResponse> {
  const { ip } = client;
  const { staffSecondFactor } = await loadSettings(ctx);
  const outcome = await ctx.caches.feed.transaction(ctx.db, async (tx) => {
    const at = ctx.clock.now();
    if (deviceCredentialId !== null) await touchDeviceCredential(tx, deviceCredentialId, at);
    const change = { feed: ctx.caches.feed, events: sessionRoleEvents(ctx), staffSecondFactor };
    await grantAdminPhoneRole(tx, change, at, user, ctx.config.ADMIN_PHONES, ip);
    const challenge = await secondFactorChallenge(ctx, tx, user, {
      deviceCredentialId,
      ip,
      staffSecondFactor,
    });
    if (challenge !== null) return challenge;
    const opened = { deviceCredentialId, client, secondFactor: false, staffSecondFactor };
    const tokens = await openSession(ctx, tx, user, opened);
    const by = deviceCredentialId === null ? 'password' : 'phone';
    await auditStaffSignIn(tx, { at, userId: user.id, roles: tokens.roles, ip, by });
    return tokens;
  });
  // A staff user's second factor: thrown once its challenge (and any role just given) has committed.
  if (outcome instanceof AppError) throw outcome;
  return outcome;
}

/**
 * Rotates a refresh token, and notes the session's use (her list of devices shows it). A token that
 * was already used means two holders of one token (a theft or a leak): the whole family is revoked,
 * so the newer token stops working too. A session that did not pass the second factor, of a user who
 * now holds a staff role while it is required, ends instead (decision 0045): signed out, she signs
 * in again through the factor rather than keep a session that cannot use her roles.
 */
async function refreshGrant(
  ctx: Ctx,
  token: string,
  userId: string,
  client: SessionClient,
): Promise<TokenResponse> {
  const { staffSecondFactor } = await loadSettings(ctx);
  const outcome = await ctx.caches.feed.transaction(ctx.db, async (tx) => {
    const at = ctx.clock.now();
    const row = await findRefreshTokenForUpdate(tx, sha256(token));
    if (row === undefined || !isUserId(userId) || row.userId !== userId || row.sessionRevokedAt !== null)
      return null;
    if (row.usedAt !== null) {
      await revokeSession(tx, row.sessionId, at, 'refresh token reused');
      await ctx.caches.feed.publish(tx, 'session', row.sessionId);
      return null;
    }
    if (row.expiresAt.getTime() <= at.getTime()) return null;
    const user = await findUserById(tx, row.userId);
    if (user === undefined) return null;
    const secondFactor = row.sessionSecondFactor;
    if (!secondFactor && needsSecondFactor(await listRoles(tx, user.id), staffSecondFactor)) {
      // Her phone's secret is kept: it signs her in again, on to the factor.
      const session = { id: row.sessionId, deviceCredentialId: row.deviceCredentialId };
      const keepDeviceCredential = session.deviceCredentialId;
      await endSession(ctx, tx, session, { at, reason: WITHOUT_SECOND_FACTOR, keepDeviceCredential });
      return null;
    }
    await markRefreshTokenUsed(tx, row.id, at);
    await touchSession(tx, row.sessionId, { at, client });
    return issueTokens(ctx, tx, user, { sessionId: row.sessionId, at, secondFactor, staffSecondFactor });
  });
  // Thrown after the commit: a reuse must stay revoked.
  if (outcome === null) throw new AppError('token.invalid_grant', BAD_REFRESH);
  return outcome;
}
