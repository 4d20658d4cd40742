/**
 * PATCH users/{id} (docs/product/site-and-staff.md §7, docs/design.md §9): which fields a JSON-patch may touch and what it may put
 * there. A patron may change her own preferences; the staff fields are for administrators; any other
 * path (roles, id, phone …) is refused by name, and a refused patch changes nothing.
 */
import { msg, type DomainMessage } from '../messages/domain-message.ts';
import { joinPlates, normalizePlateList, plateMessages } from '../plates/plate-numbers.ts';
import { isOneOf, isRecord } from '../narrowing.ts';

export const patronPatchFields = [
  'plateNumber',
  'language',
  'notes',
  'notificationReservations',
  'notificationDayBefore',
  'notificationDayOf',
] as const;
export const adminPatchFields = ['internalNote', 'testUser', 'hasExtraTime'] as const;

export type UserPatchField = (typeof patronPatchFields)[number] | (typeof adminPatchFields)[number];

export interface UserPatchValues {
  plateNumber: string | null;
  language: 'en' | 'he';
  notes: string | null;
  internalNote: string | null;
  testUser: boolean;
  hasExtraTime: boolean;
  notificationReservations: boolean;
  notificationDayBefore: boolean;
  notificationDayOf: boolean;
}

/** One operation with its path made canonical ("/Notes" → "/notes") and its value checked. */
export interface UserPatchOperation {
  op: 'add' | 'replace';
  path: `/${UserPatchField}`;
  value: UserPatchValues[UserPatchField];
}

export type UserPatchPlan =
  { ok: true; operations: UserPatchOperation[] } | { ok: false; message: DomainMessage };

export const MAX_PATCH_OPERATIONS = 20;
const MAX_NOTES = 1000;
const MAX_INTERNAL_NOTE = 2000;

const allFields: readonly UserPatchField[] = [...patronPatchFields, ...adminPatchFields];
const byLowerCase = new Map(allFields.map((f) => [f.toLowerCase(), f]));
const boolFields = new Set<UserPatchField>([
  'testUser',
  'hasExtraTime',
  'notificationReservations',
  'notificationDayBefore',
  'notificationDayOf',
]);

/** A value checked for its field: made canonical (trimmed text, null for blank), or refused with why. */
export type UserPatchValueCheck =
  { ok: true; value: UserPatchValues[UserPatchField] } | { ok: false; message: DomainMessage };

function checkText(field: string, value: unknown, max: number): UserPatchValueCheck {
  if (value === null) return { ok: true, value: null };
  if (typeof value !== 'string') return { ok: false, message: msg('field.mustBeText', { field }) };
  const text = value.replace(/\r\n?/g, '\n').trim();
  if (text.length > max) return { ok: false, message: msg('field.atMostCharsLong', { field, max }) };
  return { ok: true, value: text === '' ? null : text };
}

/** Plates are joined by "|" (docs/product/booking.md §9); the rules are the plates module's. */
export function normalizePlates(value: unknown): UserPatchValueCheck {
  if (value === null) return { ok: true, value: null };
  if (typeof value !== 'string') return { ok: false, message: plateMessages.notText };
  const checked = normalizePlateList(value);
  return checked.ok ? { ok: true, value: joinPlates(checked.plates) } : checked;
}

/**
 * What `field` may hold (the same rule for the server's patch and for the page's form, through the
 * contract's userPatchFields).
 */
export function checkUserPatchValue(field: UserPatchField, value: unknown): UserPatchValueCheck {
  if (boolFields.has(field)) {
    if (typeof value === 'boolean') return { ok: true, value };
    if (typeof value === 'string' && /^(true|false)$/i.test(value))
      return { ok: true, value: value.toLowerCase() === 'true' };
    return { ok: false, message: msg('field.trueOrFalse', { field }) };
  }
  switch (field) {
    case 'language':
      return value === 'en' || value === 'he'
        ? { ok: true, value }
        : { ok: false, message: msg('field.languageChoice') };
    case 'plateNumber':
      return normalizePlates(value);
    case 'notes':
      return checkText(field, value, MAX_NOTES);
    default:
      return checkText(field, value, MAX_INTERNAL_NOTE);
  }
}

const shapeMessage = msg('patch.shape');

/** Checks a JSON-patch document against what `isAdmin` may change; nothing is applied here. */
export function planUserPatch(document: unknown, isAdmin: boolean): UserPatchPlan {
  if (!Array.isArray(document) || document.length === 0) return { ok: false, message: shapeMessage };
  if (document.length > MAX_PATCH_OPERATIONS)
    return { ok: false, message: msg('patch.tooMany', { max: MAX_PATCH_OPERATIONS }) };
  const operations: UserPatchOperation[] = [];
  const items: readonly unknown[] = document;
  for (const item of items) {
    if (!isRecord(item)) return { ok: false, message: shapeMessage };
    const { op, path, value } = item;
    if (typeof path !== 'string' || path.trim() === '')
      return { ok: false, message: msg('patch.pathNeeded') };
    const name = path.trim().replace(/^\//, '');
    const shown = name.slice(0, 60);
    if (op !== 'add' && op !== 'replace')
      return {
        ok: false,
        message: msg('patch.opNotAllowed', {
          op: JSON.stringify(typeof op === 'string' ? op.slice(0, 20) : (op ?? null)),
          // A patch's path, quoted as the API spells it (a {field} would be named in her words).
          path: shown,
        }),
      };
    const field = byLowerCase.get(name.toLowerCase());
    if (field === undefined) return { ok: false, message: msg('patch.fieldFixed', { path: shown }) };
    if (!isAdmin && isOneOf(adminPatchFields, field))
      return { ok: false, message: msg('patch.adminOnly', { path: field }) };
    if (!('value' in item)) return { ok: false, message: msg('patch.needsValue', { path: field }) };
    const checked = checkUserPatchValue(field, value);
    if (!checked.ok) return checked;
    operations.push({ op, path: `/${field}`, value: checked.value });
  }
  return { ok: true, operations };
}

/**
 * Whether every operation of a patch (well formed or not) names the given field: a plate administrator
 * may patch only plates on another user's record, and deserves the plate rule's message, not a refusal.
 */
export function patchTouchesOnly(document: unknown, field: UserPatchField): boolean {
  if (!Array.isArray(document) || document.length === 0) return false;
  const items: readonly unknown[] = document;
  return items.every((item) => {
    const path = isRecord(item) ? item.path : undefined;
    return typeof path === 'string' && path.trim().replace(/^\//, '').toLowerCase() === field.toLowerCase();
  });
}
