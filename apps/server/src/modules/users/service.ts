import { keysOf, patchTouchesOnly, planUserPatch, splitPlates } from '@tevila/domain';
import type { UserPatchValues } from '@tevila/domain';
import jsonpatch from 'fast-json-patch';
import type { Actor, AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { msg } from '../../i18n/messages.ts';
import { insertAuditEntry } from '../audit/index.ts';
import {
  findUserById,
  findUserForUpdate,
  listExcludedAttendantIds,
  listRoles,
  updateUserFields,
} from './repo.ts';
import type { UserRow } from './repo.ts';
import { isAdmin, isStaffReader, isUserId, toUserView } from './view.ts';
import type { Principal, UserView } from './view.ts';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'caches' | 'userEvents'>;

const NOT_FOUND = msg('user.notFound');

/** GET users/{id}: her own user, or anyone's for the desk, plate administrators and administrators. */
export async function getUser(ctx: Ctx, principal: Principal, id: string): Promise<UserView> {
  const own = id === principal.userId;
  // A patron learns nothing about other ids, not even whether they exist.
  if (!own && !isStaffReader(principal)) throw new AppError('auth.forbidden', msg('user.ownAccountOnly'));
  const row = isUserId(id) ? await findUserById(ctx.db, id) : undefined;
  if (row === undefined) throw new AppError('user.not_found', NOT_FOUND);
  return toUserView(row, await listRoles(ctx.db, id), await listExcludedAttendantIds(ctx.db, id), principal);
}

function editable(row: UserRow): UserPatchValues {
  return {
    plateNumber: row.plateNumber,
    language: row.language,
    notes: row.notes,
    internalNote: row.internalNote,
    testUser: row.testUser,
    hasExtraTime: row.hasExtraTime,
    notificationReservations: row.notificationReservations,
    notificationDayBefore: row.notificationDayBefore,
    notificationDayOf: row.notificationDayOf,
  };
}

/**
 * PATCH users/{id}: the operations are checked against what the caller may change (domain
 * planUserPatch), applied with fast-json-patch to the editable fields, stored and audited together.
 * Another user's record: administrators, or plate administrators for plateNumber alone.
 */
export async function patchUser(
  ctx: Ctx,
  principal: Principal,
  input: { id: string; patch: unknown; actor: Actor },
): Promise<UserView> {
  const admin = isAdmin(principal);
  const own = input.id === principal.userId;
  const plan = planUserPatch(input.patch, admin);
  if (!own && !admin) {
    const platesOnly =
      principal.roles.includes('UserPlateAdmin') && patchTouchesOnly(input.patch, 'plateNumber');
    if (!platesOnly) throw new AppError('auth.forbidden', msg('user.ownAccountChangeOnly'));
  }
  if (!plan.ok) throw new AppError('user.patch_refused', plan.message);
  if (!isUserId(input.id)) throw new AppError('user.not_found', NOT_FOUND);
  const at = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const row = await findUserForUpdate(tx, input.id);
    if (row === undefined) throw new AppError('user.not_found', NOT_FOUND);
    const before = editable(row);
    const after = jsonpatch.applyPatch(before, plan.operations, false, false).newDocument;
    const changed = keysOf(before).filter((k) => before[k] !== after[k]);
    let updated = row;
    const fields: Partial<UserPatchValues> & { plateApproved?: boolean } = Object.fromEntries(
      changed.map((k) => [k, after[k]]),
    );
    // Plates recorded by a plate administrator are approved; a patron's own change awaits review.
    const approved = approvesPlates(principal);
    const touchesPlates = plan.operations.some((o) => o.path === '/plateNumber');
    if (touchesPlates && row.plateApproved !== approved) fields.plateApproved = approved;
    // Plates a plate administrator records answer the documents she sent: those awaiting review are
    // approved in this same transaction, so her documents and her plates never disagree.
    const reviewed =
      approved && touchesPlates && splitPlates(after.plateNumber).length > 0
        ? await ctx.userEvents.platesApproved(tx, row.id, { at, by: input.actor.userId })
        : [];
    if (Object.keys(fields).length > 0) {
      updated = (await updateUserFields(tx, row.id, fields, at)) ?? row;
      // Kept sessions carry her language (answers to requests that name none are in it).
      if (fields.language !== undefined) await ctx.caches.feed.publish(tx, 'session', '*');
      await insertAuditEntry(tx, input.actor, {
        at,
        action: 'user.patch',
        entity: 'user',
        entityId: row.id,
        before: {
          ...Object.fromEntries(changed.map((k) => [k, before[k]])),
          ...(fields.plateApproved !== undefined ? { plateApproved: row.plateApproved } : {}),
        },
        after: fields,
      });
    }
    if (reviewed.length > 0)
      await insertAuditEntry(tx, input.actor, {
        at,
        action: 'plate.approve',
        entity: 'user',
        entityId: row.id,
        before: { submissions: reviewed, status: 'pending' },
        after: { submissions: reviewed, status: 'approved', plateNumber: after.plateNumber },
      });
    return toUserView(
      updated,
      await listRoles(tx, row.id),
      await listExcludedAttendantIds(tx, row.id),
      principal,
    );
  });
}

/** Whether a plate change by this caller counts as approved (docs/design.md §6: parking needs an approved plate). */
function approvesPlates(principal: Principal): boolean {
  return principal.roles.includes('UserPlateAdmin') || isAdmin(principal);
}
