import { attendantMessages, deskRoles, hasAnyRole, planExclusion } from '@tevila/domain';
import type { Actor, AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { msg } from '../../i18n/messages.ts';
import { findAttendant, attendantIdOf } from '../attendants/index.ts';
import type { AttendantView } from '../attendants/index.ts';
import { insertAuditEntry } from '../audit/index.ts';
import {
  findUserById,
  findUserForUpdate,
  listExcludedAttendantIds,
  listRoles,
  isAdmin,
  isUserId,
  toUserView,
} from '../users/index.ts';
import type { Principal, UserView } from '../users/index.ts';
import { deleteExclusion, insertExclusion, listExclusionsWithNames } from './repo.ts';

type Ctx = Pick<AppContext, 'db' | 'clock'>;

const USER_NOT_FOUND = msg('user.notFound');

/** GET users/{id}/excludedattendants: her own (names for her page), or anyone's for the desk. */
export async function listExcludedAttendants(
  ctx: Ctx,
  principal: Principal,
  userId: string,
): Promise<AttendantView[]> {
  // A plate administrator reads users for their plates, not whom they asked not to attend them.
  if (userId !== principal.userId && !hasAnyRole(principal.roles, deskRoles))
    throw new AppError('auth.forbidden', msg('user.ownExcludedOnly'));
  if (!isUserId(userId) || (await findUserById(ctx.db, userId)) === undefined)
    throw new AppError('user.not_found', USER_NOT_FOUND);
  return listExclusionsWithNames(ctx.db, userId);
}

/**
 * PUT (add) or DELETE (remove) users/{id}/excludedattendants/{attendantId}: her own, or anyone's for an
 * administrator. Her row stays locked while her exclusions are counted and changed, so two requests at
 * once can never leave her with more than the maximum (docs/product/site-and-staff.md §5). Adding one she already excluded,
 * or removing one she did not, succeeds and changes nothing.
 */
export async function setExcludedAttendant(
  ctx: Ctx,
  principal: Principal,
  input: { userId: string; attendantId: string; exclude: boolean; actor: Actor },
): Promise<UserView> {
  if (input.userId !== principal.userId && !isAdmin(principal))
    throw new AppError('auth.forbidden', msg('user.ownExcludedChangeOnly'));
  const attendantId = attendantIdOf(input.attendantId);
  if (!isUserId(input.userId)) throw new AppError('user.not_found', USER_NOT_FOUND);
  const at = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const user = await findUserForUpdate(tx, input.userId);
    if (user === undefined) throw new AppError('user.not_found', USER_NOT_FOUND);
    const attendant = await findAttendant(tx, attendantId);
    if (attendant === undefined) throw new AppError('attendant.refused', attendantMessages.notFound);
    const current = await listExcludedAttendantIds(tx, user.id);
    let changed: boolean;
    if (input.exclude) {
      const plan = planExclusion(current, attendantId);
      if (!plan.ok) throw new AppError('attendant.refused', plan.message);
      if (plan.changed && !attendant.active)
        throw new AppError('attendant.refused', attendantMessages.inactive);
      changed = plan.changed && (await insertExclusion(tx, user.id, attendantId, at));
    } else {
      changed = await deleteExclusion(tx, user.id, attendantId);
    }
    if (changed)
      await insertAuditEntry(tx, input.actor, {
        at,
        action: input.exclude ? 'user.exclude_attendant' : 'user.include_attendant',
        entity: 'user',
        entityId: user.id,
        before: { excludedAttendants: current },
        after: { attendantId },
      });
    return toUserView(
      user,
      await listRoles(tx, user.id),
      await listExcludedAttendantIds(tx, user.id),
      principal,
    );
  });
}
