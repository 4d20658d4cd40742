import { checkPlaceName, checkRoomNumber, facilityToday, isIsoDate } from '@tevila/domain';
import type { Actor } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { type LocalMessage, msg } from '../../i18n/messages.ts';
import { insertAuditEntry } from '../audit/index.ts';

/** Checks shared by the building's calls: ids, names, the night, and the audit entry. */

export function refuse(message: LocalMessage): never {
  throw new AppError('building.refused', message);
}

/** A room or cubicle someone is using: a conflict (409), as staff-api.md asks. */
export function conflict(message: LocalMessage): never {
  throw new AppError('building.conflict', message);
}

/** A path id: a whole number, else a clear refusal (never a database error). */
export function idOf(text: string, what: 'room' | 'section' | 'cubicle'): number {
  const t = text.trim();
  const n = /^\d{1,9}$/.test(t) ? Number(t) : NaN;
  if (!Number.isSafeInteger(n) || n < 1) refuse(idMessages[what]);
  return n;
}

const idMessages = {
  room: msg('night.roomIdNumber'),
  section: msg('building.sectionId'),
  cubicle: msg('building.cubicleId'),
} as const;

const notFoundMessages = {
  Room: msg('night.roomNotFound'),
  Section: msg('building.sectionNotFound'),
  Cubicle: msg('building.cubicleNotFound'),
} as const;

export function notFound(what: 'Room' | 'Section' | 'Cubicle'): never {
  throw new AppError('building.not_found', notFoundMessages[what]);
}

/** A section or cubicle name by the domain's rule (the administration's form checks the same). */
export function nameOf(value: unknown, field = 'name'): string {
  const checked = checkPlaceName(value, field);
  if (!checked.ok) refuse(checked.message);
  return checked.value;
}

/** What a rename or take-out-of-use edit of a section or cubicle asks for; refused when it asks nothing. */
export function nameEditOf(body: { name?: unknown; active?: boolean | undefined }): {
  name: string | undefined;
  active: boolean | undefined;
} {
  const name = body.name === undefined ? undefined : nameOf(body.name);
  if (name === undefined && body.active === undefined) refuse(msg('building.nameOrActive'));
  return { name, active: body.active };
}

/**
 * The changes an edit makes to a named row: only what differs, and a new name only when no other row
 * has it (`exists` is the refusal for a name that is taken).
 */
export async function nameChanges(
  before: { id: number; name: string; active: boolean },
  edit: { name: string | undefined; active: boolean | undefined },
  findByName: (name: string) => Promise<{ id: number } | undefined>,
  exists: (name: string) => LocalMessage,
): Promise<{ name?: string; active?: boolean }> {
  const changes: { name?: string; active?: boolean } = {};
  if (edit.name !== undefined && edit.name !== before.name) {
    const taken = await findByName(edit.name);
    if (taken !== undefined && taken.id !== before.id) refuse(exists(edit.name));
    changes.name = edit.name;
  }
  if (edit.active !== undefined && edit.active !== before.active) changes.active = edit.active;
  return changes;
}

/** A room number as on its door, by the domain's rule (the administration's form checks the same). */
export function roomNumberOf(value: unknown): string {
  const checked = checkRoomNumber(value);
  if (!checked.ok) refuse(checked.message);
  return checked.value;
}

/** A night as YYYY-MM-DD; none means the facility's today. */
export function nightOf(dt: string | undefined, now: Date, timeZone: string): string {
  if (dt === undefined || dt === '') return facilityToday(now, timeZone);
  if (!isIsoDate(dt)) throw new AppError('building.invalid', msg('field.dateFormat', { field: 'dt' }));
  return dt;
}

export async function audit(
  tx: Db,
  entry: {
    at: Date;
    actor: Actor;
    action: string;
    entity: string;
    entityId: string;
    before: unknown;
    after: unknown;
  },
): Promise<void> {
  await insertAuditEntry(tx, entry.actor, {
    at: entry.at,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    before: entry.before,
    after: entry.after,
  });
}
