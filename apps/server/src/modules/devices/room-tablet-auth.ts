import { addWrongPasscode } from '@tevila/domain';
import type { Actor, AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { msg } from '../../i18n/messages.ts';
import { insertAuditEntry } from '../audit/index.ts';
import { bearerToken } from '../../http/bearer-token.ts';
import { sameDigest, sha256 } from '../../secrets.ts';
import { loadSettings } from '../settings/index.ts';
import { findDeviceByHash, findRoomTablet, roomTabletForUpdate, updateRoomTablet } from './repo.ts';
import { useDevice } from './device-use.ts';
import { isDeviceToken, tokenHash } from './tokens.ts';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'caches'>;

/** What a room tablet's request carries (docs/staff-api.md Room tablets). */
export interface TabletCredentials {
  authorization: string | undefined;
  passcode: string | undefined;
  /** Where the call comes from: a tablet's device is accepted only from its network. */
  ip: string | null;
}

/** Who is at the room's tablet: its own device, or someone who typed the room passcode. */
export type TabletCaller = { via: 'device'; deviceId: number } | { via: 'passcode' };

/** Whether a request brings a tablet's credentials rather than a person's sign-in. */
export function isTabletRequest(credentials: TabletCredentials): boolean {
  const token = bearerToken(credentials.authorization);
  return credentials.passcode !== undefined || (token !== undefined && isDeviceToken(token));
}

/** Refuses a request that carries nothing at all before anything about the room is said. */
export function requireTabletCredentials(credentials: TabletCredentials): void {
  if (credentials.passcode === undefined && bearerToken(credentials.authorization) === undefined)
    throw new AppError('auth.required');
}

/**
 * The caller of a room tablet's call for `roomId`: the room's own device token (a kiosk's, another
 * room's or a person's is 403), else the room passcode, whose wrong tries lock the tablet.
 */
export async function authenticateTablet(
  ctx: Ctx,
  credentials: TabletCredentials,
  roomId: number,
): Promise<TabletCaller> {
  requireTabletCredentials(credentials);
  if (credentials.passcode !== undefined) return checkPasscode(ctx, roomId, credentials.passcode);
  const token = bearerToken(credentials.authorization) ?? '';
  if (!isDeviceToken(token)) throw new AppError('auth.forbidden', msg('tablet.personToken'));
  const row = await findDeviceByHash(ctx.db, tokenHash(token));
  // 401 never says why (http/errors.ts): the tablet's page asks for the device link again.
  if (row === undefined || row.revokedAt !== null) throw new AppError('auth.required');
  if (row.kind !== 'room') throw new AppError('auth.forbidden', msg('tablet.kioskToken'));
  if (row.roomId !== roomId) throw new AppError('auth.forbidden', msg('tablet.otherRoom'));
  await useDevice(ctx, row, credentials.ip);
  return { via: 'device', deviceId: row.id };
}

async function checkPasscode(ctx: Ctx, roomId: number, passcode: string): Promise<TabletCaller> {
  if (!/^\d{4}$/.test(passcode)) throw new AppError('tablet.invalid', msg('tablet.passcodeFormat'));
  const locked = () => new AppError('auth.forbidden', msg('tablet.locked'));
  if ((await findRoomTablet(ctx.db, roomId))?.lockedAt != null) throw locked();
  const { roomAdminPasscode } = await loadSettings(ctx);
  // Digests of equal length, so the comparison takes the same time whatever was typed.
  if (sameDigest(sha256(passcode), sha256(roomAdminPasscode))) return { via: 'passcode' };
  const now = ctx.clock.now();
  // Counted under the row's lock, so two wrong tries at once on two instances both count.
  const nowLocked = await ctx.db.transaction(async (tx) => {
    const row = await roomTabletForUpdate(tx, roomId);
    if (row.lockedAt !== null) return true;
    const next = addWrongPasscode(
      { count: row.failedTries, since: row.failedSince?.getTime() ?? null },
      now.getTime(),
    );
    await updateRoomTablet(tx, roomId, {
      failedTries: next.count,
      failedSince: next.since === null ? null : new Date(next.since),
      lockedAt: next.locked ? now : null,
    });
    return next.locked;
  });
  if (nowLocked) throw locked();
  throw new AppError('auth.forbidden', msg('tablet.passcodeWrong'));
}

/** POST rooms/{id}/unlock (Admin): the room's tablet takes the passcode again, its count cleared. */
export async function unlockTablet(ctx: Ctx, roomId: number, actor: Actor): Promise<void> {
  const at = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const before = await roomTabletForUpdate(tx, roomId);
    await updateRoomTablet(tx, roomId, { failedTries: 0, failedSince: null, lockedAt: null });
    await insertAuditEntry(tx, actor, {
      at,
      action: 'room.tablet.unlock',
      entity: 'room',
      entityId: String(roomId),
      before: { failedTries: before.failedTries, locked: before.lockedAt !== null },
      after: { failedTries: 0, locked: false },
    });
  });
}
