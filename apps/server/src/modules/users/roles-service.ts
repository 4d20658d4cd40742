import type { ChangeFeed } from '../../changes/index.ts';
import {
  checkSmsPhone,
  DEFAULT_FACILITY,
  isAnyRoleName,
  isRoleName,
  needsSecondFactor,
  roleNames,
} from '@tevila/domain';
import type { RoleName } from '@tevila/domain';
import type { Actor, AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { boundFacility } from '../../db/facility-scope.ts';
import { AppError } from '../../errors.ts';
import { msg } from '../../i18n/messages.ts';
import { insertAuditEntry } from '../audit/index.ts';
import { loadSettings } from '../settings/index.ts';
import type { RoleEvents } from '../../module-events.ts';
import {
  addRole,
  countRoleHolders,
  findUserForUpdate,
  insertUserIfNew,
  listExcludedAttendantIds,
  listRoles,
  lockRoleChanges,
  removeRole,
} from './repo.ts';
import { isUserId, toUserView } from './view.ts';
import type { Principal, UserView } from './view.ts';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'caches' | 'userEvents'>;

/**
 * What a role change needs besides its transaction. The setting is read before the transaction: on
 * the embedded engine a read outside an open transaction waits for it to end.
 */
export interface RoleChange {
  feed: ChangeFeed;
  events: RoleEvents;
  staffSecondFactor: boolean;
}

async function roleChangeOf(ctx: Ctx): Promise<RoleChange> {
  const { staffSecondFactor } = await loadSettings(ctx);
  return { feed: ctx.caches.feed, events: ctx.userEvents, staffSecondFactor };
}

/**
 * A role to give or take: a facility's own; with `organisation`, the organisation's too (only the
 * deployment's operator gives those, docs/facilities.md).
 */
function checkRole(role: string, organisation = false): RoleName {
  if (isRoleName(role)) return role;
  if (organisation && isAnyRoleName(role)) return role;
  throw new AppError(
    'user.role_refused',
    msg('user.noSuchRole', {
      role: role.slice(0, 40),
      roles: roleNames.join(', '),
    }),
  );
}

/**
 * Adds or removes one role inside `db` (a transaction), audited with who and from where. Role changes
 * are serialised by an advisory lock, so the last administrator can never be removed by two requests
 * racing each other. A staff role given while the second factor is required ends her sessions that
 * did not pass it (decision 0045), whichever way it is given.
 */
async function changeRole(
  db: Db,
  change: RoleChange,
  at: Date,
  input: { userId: string; role: RoleName; grant: boolean; actor: Actor },
): Promise<boolean> {
  await lockRoleChanges(db);
  if (!input.grant && input.role === 'Admin' && (await countRoleHolders(db, 'Admin')) <= 1) {
    const roles = await listRoles(db, input.userId);
    if (roles.includes('Admin')) throw new AppError('user.role_refused', msg('user.lastAdmin'));
  }
  const changed = input.grant
    ? await addRole(db, input.userId, input.role, at, input.actor.userId)
    : await removeRole(db, input.userId, input.role);
  if (changed) {
    // Roles ride on every cached session of the user; any instance re-reads them.
    await change.feed.publish(db, 'session', '*');
    if (input.grant && needsSecondFactor([input.role], change.staffSecondFactor))
      await change.events.staffRoleGranted(db, input.userId, at);
    await insertAuditEntry(db, input.actor, {
      at,
      action: input.grant ? 'role.grant' : 'role.revoke',
      entity: 'user',
      entityId: input.userId,
      before: null,
      after: { role: input.role },
    });
  }
  return changed;
}

/** PUT|DELETE users/{id}/roles/{role} (Admin). Granting a role she holds, or removing one she lacks, is a no-op. */
export async function setUserRole(
  ctx: Ctx,
  principal: Principal,
  input: { id: string; role: string; grant: boolean; actor: Actor },
): Promise<UserView> {
  const role = checkRole(input.role);
  if (!isUserId(input.id)) throw new AppError('user.not_found', msg('user.notFound'));
  const change = await roleChangeOf(ctx);
  const at = ctx.clock.now();
  return ctx.caches.feed.transaction(ctx.db, async (tx) => {
    const row = await findUserForUpdate(tx, input.id);
    if (row === undefined) throw new AppError('user.not_found', msg('user.notFound'));
    await changeRole(tx, change, at, {
      userId: row.id,
      role,
      grant: input.grant,
      actor: input.actor,
    });
    return toUserView(
      row,
      await listRoles(tx, row.id),
      await listExcludedAttendantIds(tx, row.id),
      principal,
    );
  });
}

/**
 * docs/design.md §1: the numbers in ADMIN_PHONES become administrators when they sign in, at the
 * facility the deployment starts with. A facility added later has its own administrator (`facility
 * add --admin`): the deployment's numbers signing in there are patrons, so no one reads every
 * mikvah's visits by a setting of the environment (docs/facilities.md).
 */
export async function grantAdminPhoneRole(
  db: Db,
  change: RoleChange,
  at: Date,
  user: { id: string; phoneNumber: string },
  adminPhones: readonly string[],
  ip: string | null,
): Promise<void> {
  if (!adminPhones.includes(user.phoneNumber) || boundFacility() !== DEFAULT_FACILITY) return;
  if ((await listRoles(db, user.id)).includes('Admin')) return;
  await changeRole(db, change, at, {
    userId: user.id,
    role: 'Admin',
    grant: true,
    actor: { userId: 'ADMIN_PHONES', ip },
  });
}

/**
 * The CLI's grant-role / revoke-role: by phone, offline. Granting creates the user when the number has
 * never signed in, so a new site can name its first administrator before anyone logs in.
 */
export async function setRoleByPhone(
  ctx: Ctx,
  input: { phone: string; role: string; grant: boolean; organisation?: boolean },
): Promise<{ userName: string; roles: string[]; changed: boolean; created: boolean }> {
  const role = checkRole(input.role, input.organisation);
  const phone = checkSmsPhone(input.phone, 'any');
  if (!phone.ok)
    throw new AppError(
      'user.role_refused',
      msg('user.phoneRefused', { reason: phone.message, phone: input.phone }),
    );
  const change = await roleChangeOf(ctx);
  const at = ctx.clock.now();
  return ctx.caches.feed.transaction(ctx.db, async (tx) => {
    const { user, created } = await insertUserIfNew(tx, {
      userName: phone.userName,
      phoneNumber: phone.e164,
      email: null,
      language: 'en',
      at,
    });
    if (created && !input.grant)
      throw new AppError('user.not_found', msg('user.noUserWithPhone', { phone: phone.e164 }));
    const changed = await changeRole(tx, change, at, {
      userId: user.id,
      role,
      grant: input.grant,
      actor: { userId: 'cli', ip: null },
    });
    return { userName: user.userName, roles: await listRoles(tx, user.id), changed, created };
  });
}
