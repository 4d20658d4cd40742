import {
  addWrongCode,
  checkPlaceName,
  deviceKinds,
  formatInstant,
  isOneOf,
  kioskBlockedUntil,
  withdrawWrongCode,
} from '@tevila/domain';
import type { DeviceKind, WrongCodes } from '@tevila/domain';
import type { Device, DeviceRequest } from '@tevila/contract';
import type { Actor, AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { type LocalMessage, msg } from '../../i18n/messages.ts';
import { bearerToken } from '../../http/bearer-token.ts';
import { insertAuditEntry } from '../audit/index.ts';
import { loadSettings } from '../settings/index.ts';
import type { DeviceRow } from './repo.ts';
import {
  findDeviceByHash,
  findDeviceForUpdate,
  insertDevice,
  listDevices,
  roomExists,
  updateDevice,
} from './repo.ts';
import { useDevice } from './device-use.ts';
import { isDeviceToken, newDeviceToken, tokenHash } from './tokens.ts';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'caches'>;

function refuse(message: LocalMessage): never {
  throw new AppError('device.refused', message);
}

function kindOf(value: unknown): DeviceKind {
  if (isOneOf(deviceKinds, value)) return value;
  refuse(msg('device.kindChoice'));
}

function wholeId(value: unknown, message: LocalMessage): number {
  const n = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 1 || n > 2_147_483_647) refuse(message);
  return n;
}

async function viewsOf(ctx: Ctx, rows: readonly DeviceRow[]): Promise<Device[]> {
  const { timeZone } = await loadSettings(ctx);
  const iso = (d: Date | null) => (d === null ? null : formatInstant(d, timeZone));
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    name: r.name,
    roomId: r.roomId,
    createdAt: formatInstant(r.createdAt, timeZone),
    createdBy: r.createdBy,
    lastUsedAt: iso(r.lastUsedAt),
    revokedAt: iso(r.revokedAt),
  }));
}

async function viewOf(ctx: Ctx, row: DeviceRow): Promise<Device> {
  const [view] = await viewsOf(ctx, [row]);
  if (view === undefined) throw new Error('no view of a device');
  return view;
}

/** POST devices (Admin): unlocks a device; its token is answered this once and only its hash kept. */
export async function createDevice(
  ctx: Ctx,
  input: { body: DeviceRequest; actor: Actor },
): Promise<{ device: Device; token: string }> {
  const kind = kindOf(input.body.kind);
  const name = checkPlaceName(input.body.name);
  if (!name.ok) refuse(name.message);
  const given = input.body.roomId !== undefined && input.body.roomId !== null;
  if (kind === 'kiosk' && given) refuse(msg('device.kioskNoRoom'));
  if (kind === 'room' && !given) refuse(msg('device.roomNeeded'));
  const roomId = given ? wholeId(input.body.roomId, msg('night.roomIdNumber')) : null;
  const token = newDeviceToken();
  const at = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    if (roomId !== null && !(await roomExists(tx, roomId))) refuse(msg('night.roomNotFound'));
    const inserted = await insertDevice(tx, {
      kind,
      name: name.value,
      roomId,
      tokenHash: tokenHash(token),
      createdAt: at,
      createdBy: input.actor.userId,
      // It is accepted from this network only (netMask): a token carried off the premises opens nothing.
      network: input.actor.ip,
    });
    await insertAuditEntry(tx, input.actor, {
      at,
      action: 'device.create',
      entity: 'device',
      entityId: String(inserted.id),
      before: null,
      after: { kind, name: inserted.name, roomId },
    });
    return inserted;
  });
  return { device: await viewOf(ctx, row), token };
}

/** GET devices (Admin): newest first, never a token. */
export async function listDeviceViews(ctx: Ctx): Promise<Device[]> {
  return viewsOf(ctx, await listDevices(ctx.db));
}

/** DELETE devices/{id} (Admin): its token opens nothing from now on; revoking twice changes nothing. */
export async function revokeDevice(ctx: Ctx, input: { id: string; actor: Actor }): Promise<Device> {
  const id = /^\d{1,9}$/.test(input.id) ? Number(input.id) : null;
  const notFound = () => new AppError('device.not_found', msg('device.notFound'));
  if (id === null) throw notFound();
  const at = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    const before = await findDeviceForUpdate(tx, id);
    if (before === undefined) throw notFound();
    if (before.revokedAt !== null) return before;
    const after = await updateDevice(tx, id, { revokedAt: at });
    await insertAuditEntry(tx, input.actor, {
      at,
      action: 'device.revoke',
      entity: 'device',
      entityId: String(id),
      before: { revokedAt: null },
      after: { revokedAt: at.toISOString() },
    });
    return after;
  });
  return viewOf(ctx, row);
}

/** A kiosk as a request presents it. */
export type KioskDevice = DeviceRow & { kind: 'kiosk' };

/**
 * The kiosk behind a request: its device token, not revoked (401 otherwise), of a kiosk (403 for a
 * room's tablet or a person's access token). Each use is noted as its last.
 */
export async function authenticateKiosk(
  ctx: Ctx,
  authorization: string | undefined,
  ip: string | null,
): Promise<KioskDevice> {
  const token = bearerToken(authorization);
  if (token === undefined) throw new AppError('auth.required');
  if (!isDeviceToken(token)) throw new AppError('auth.forbidden', msg('kiosk.only'));
  const row = await findDeviceByHash(ctx.db, tokenHash(token));
  // 401 never says why (http/errors.ts): the kiosk's page tells staff it must be unlocked again.
  if (row === undefined || row.revokedAt !== null) throw new AppError('auth.required');
  if (row.kind !== 'kiosk') throw new AppError('auth.forbidden', msg('kiosk.only'));
  const used = await useDevice(ctx, row, ip);
  return { ...used, kind: 'kiosk' };
}

function triesOf(row: DeviceRow): WrongCodes {
  return { count: row.failedTries, since: row.failedSince?.getTime() ?? null };
}

function refuseWhileBlocked(tries: WrongCodes, now: number): void {
  const until = kioskBlockedUntil(tries, now);
  if (until === null) return;
  const seconds = Math.ceil((until - now) / 1000);
  throw new AppError('kiosk.throttled', msg('kiosk.tooMany', { minutes: Math.ceil(seconds / 60) }), {
    retryAfterSeconds: seconds,
  });
}

/** Refuses a kiosk that sent too many wrong codes, until its window has passed (as it was when it called). */
export function refuseIfBlocked(ctx: Pick<AppContext, 'clock'>, device: KioskDevice): void {
  refuseWhileBlocked(triesOf(device), ctx.clock.now().getTime());
}

/**
 * Claims a try for a code about to be checked, counted as a wrong code until it turns out right
 * (withdrawCodeCheck). Read, refused and counted under the row's lock, in the table every instance
 * shares, so codes sent at once can never check more than KIOSK_WRONG_CODES in a window.
 */
export async function claimCodeCheck(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  deviceId: number,
): Promise<WrongCodes> {
  const now = ctx.clock.now().getTime();
  return ctx.db.transaction(async (tx) => {
    const row = await findDeviceForUpdate(tx, deviceId);
    if (row === undefined) throw new AppError('auth.required');
    refuseWhileBlocked(triesOf(row), now);
    const claimed = addWrongCode(triesOf(row), now);
    await writeTries(tx, deviceId, claimed);
    return claimed;
  });
}

/** Takes back the try claimCodeCheck counted (`claimed`, what it answered), once its code was right. */
export async function withdrawCodeCheck(
  ctx: Pick<AppContext, 'db'>,
  deviceId: number,
  claimed: WrongCodes,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = await findDeviceForUpdate(tx, deviceId);
    if (row !== undefined) await writeTries(tx, deviceId, withdrawWrongCode(triesOf(row), claimed));
  });
}

async function writeTries(db: Db, deviceId: number, tries: WrongCodes): Promise<void> {
  await updateDevice(db, deviceId, {
    failedTries: tries.count,
    failedSince: tries.since === null ? null : new Date(tries.since),
  });
}
