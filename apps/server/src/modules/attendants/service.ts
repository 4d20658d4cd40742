import {
  ATTENDANT_SEARCH_MAX_RESULTS,
  attendantMessages,
  checkAttendantName,
  hasAnyRole,
  isSearchLongEnough,
  keysOf,
  normalizeAttendantSearch,
  parseAttendantId,
} from '@tevila/domain';
import type { RoleName } from '@tevila/domain';
import type { Actor, AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { msg, type LocalMessage } from '../../i18n/messages.ts';
import { insertAuditEntry } from '../audit/index.ts';
import type { Principal } from '../users/index.ts';
import { findAttendantForUpdate, insertAttendant, listAttendants, updateAttendant } from './repo.ts';
import type { AttendantRow } from './repo.ts';
import { toAttendantNameView, toAttendantView } from './view.ts';
import type { AttendantNameView, AttendantView } from './view.ts';

type Ctx = Pick<AppContext, 'db' | 'clock'>;

/** Staff who may list every attendant, inactive ones too, without searching. */
const listerRoles: readonly RoleName[] = ['Admin', 'Receptionist'];
const MAX_SEARCH = 100;

export interface AttendantQuery {
  active?: 'true' | 'false' | undefined;
  search?: string | undefined;
}

function refuse(message: LocalMessage): never {
  throw new AppError('attendant.refused', message);
}

/**
 * GET attendants. Staff list any (all, active or inactive, optionally searched). A patron only
 * searches active attendants, from 3 typed characters, and learns their names alone: she can
 * choose whom to exclude but cannot list the staff.
 */
export async function findAttendants(
  ctx: Ctx,
  principal: Principal,
  query: AttendantQuery,
): Promise<AttendantView[] | AttendantNameView[]> {
  const search = query.search === undefined ? '' : normalizeAttendantSearch(query.search);
  if (search.length > MAX_SEARCH) throw new AppError('attendant.invalid', attendantMessages.searchTooLong);
  if (hasAnyRole(principal.roles, listerRoles)) {
    const rows = await listAttendants(ctx.db, {
      active: query.active === undefined ? undefined : query.active === 'true',
      ...(search === '' ? {} : { search, limit: ATTENDANT_SEARCH_MAX_RESULTS }),
    });
    return rows.map(toAttendantView);
  }
  if (query.active === 'false') throw new AppError('auth.forbidden', msg('attendant.staffOnlyInactive'));
  if (!isSearchLongEnough(search)) throw new AppError('attendant.invalid', attendantMessages.searchTooShort);
  const rows = await listAttendants(ctx.db, { active: true, search, limit: ATTENDANT_SEARCH_MAX_RESULTS });
  return rows.map(toAttendantNameView);
}

function nameOf(field: 'firstName' | 'lastName', value: unknown): string {
  const checked = checkAttendantName(field, value);
  if (!checked.ok) refuse(checked.message);
  return checked.value;
}

function audited(row: AttendantRow | null) {
  return row === null ? null : { firstName: row.firstName, lastName: row.lastName, active: row.active };
}

async function audit(
  tx: Db,
  at: Date,
  actor: Actor,
  action: 'attendant.create' | 'attendant.update',
  before: AttendantRow | null,
  after: AttendantRow,
): Promise<void> {
  await insertAuditEntry(tx, actor, {
    at,
    action,
    entity: 'attendant',
    entityId: String(after.id),
    before: audited(before),
    after: audited(after),
  });
}

export interface NewAttendantBody {
  firstName?: unknown;
  lastName?: unknown;
  active?: boolean | undefined;
}

/** POST attendants (Admin). */
export async function createAttendant(
  ctx: Ctx,
  input: { body: NewAttendantBody; actor: Actor },
): Promise<AttendantView> {
  const firstName = nameOf('firstName', input.body.firstName);
  const lastName = nameOf('lastName', input.body.lastName);
  const at = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    const inserted = await insertAttendant(tx, {
      firstName,
      lastName,
      active: input.body.active ?? true,
      at,
      by: input.actor.userId,
    });
    await audit(tx, at, input.actor, 'attendant.create', null, inserted);
    return inserted;
  });
  return toAttendantView(row);
}

/** The attendant a path names, or a clear refusal (never a database error for a bad id). */
export function attendantIdOf(text: string): number {
  const id = parseAttendantId(text.trim());
  if (id === null) refuse(attendantMessages.badId);
  return id;
}

/** PUT attendants/{id} (Admin): rename, deactivate or reactivate; only the fields given change. */
export async function editAttendant(
  ctx: Ctx,
  input: { id: string; body: NewAttendantBody; actor: Actor },
): Promise<AttendantView> {
  const id = attendantIdOf(input.id);
  const { body } = input;
  const changes: Partial<Pick<AttendantRow, 'firstName' | 'lastName' | 'active'>> = {};
  if (body.firstName !== undefined) changes.firstName = nameOf('firstName', body.firstName);
  if (body.lastName !== undefined) changes.lastName = nameOf('lastName', body.lastName);
  if (body.active !== undefined) changes.active = body.active;
  if (Object.keys(changes).length === 0) refuse(msg('attendant.nothingToChange'));
  const at = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    const before = await findAttendantForUpdate(tx, id);
    if (before === undefined) throw new AppError('attendant.not_found', attendantMessages.notFound);
    const same = keysOf(changes).every((k) => changes[k] === before[k]);
    if (same) return before;
    const after = await updateAttendant(tx, id, { ...changes, at, by: input.actor.userId });
    await audit(tx, at, input.actor, 'attendant.update', before, after);
    return after;
  });
  return toAttendantView(row);
}
