/**
 * PATCH users/{id} (spec 001 §7, DESIGN §9): which fields a JSON-patch may touch and what it may put
 * there. A patron may change her own preferences; the staff fields are for administrators; any other
 * path (roles, id, phone …) is refused by name, and a refused patch changes nothing.
 */
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

export type UserPatchPlan = { ok: true; operations: UserPatchOperation[] } | { ok: false; message: string };

export const MAX_PATCH_OPERATIONS = 20;
export const MAX_PLATES = 5;
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

type Checked = { ok: true; value: UserPatchValues[UserPatchField] } | { ok: false; message: string };

function checkText(field: string, value: unknown, max: number): Checked {
  if (value === null) return { ok: true, value: null };
  if (typeof value !== 'string') return { ok: false, message: `${field} must be text.` };
  const text = value.replace(/\r\n?/g, '\n').trim();
  if (text.length > max) return { ok: false, message: `${field} must be at most ${max} characters long.` };
  return { ok: true, value: text === '' ? null : text };
}

/** Plates are joined by "|" (spec 000 §9); each is 2–10 letters, digits, spaces or dashes. */
export function normalizePlates(value: unknown): Checked {
  if (value === null) return { ok: true, value: null };
  if (typeof value !== 'string') return { ok: false, message: 'plateNumber must be text.' };
  const plates = value
    .split(/[|\n]/)
    .map((p) => p.trim().toUpperCase().replace(/\s+/g, ' '))
    .filter((p) => p !== '');
  if (plates.length > MAX_PLATES)
    return { ok: false, message: `plateNumber may hold at most ${MAX_PLATES} plates, separated by "|".` };
  const bad = plates.find((p) => !/^[A-Z0-9][A-Z0-9 -]{0,8}[A-Z0-9]$/.test(p));
  if (bad !== undefined)
    return {
      ok: false,
      message: `plateNumber: "${bad.slice(0, 20)}" is not a plate; use 2 to 10 letters, digits, spaces or dashes.`,
    };
  return { ok: true, value: plates.length === 0 ? null : [...new Set(plates)].join('|') };
}

function checkValue(field: UserPatchField, value: unknown): Checked {
  if (boolFields.has(field)) {
    if (typeof value === 'boolean') return { ok: true, value };
    if (typeof value === 'string' && /^(true|false)$/i.test(value))
      return { ok: true, value: value.toLowerCase() === 'true' };
    return { ok: false, message: `${field} must be true or false.` };
  }
  switch (field) {
    case 'language':
      return value === 'en' || value === 'he'
        ? { ok: true, value }
        : { ok: false, message: 'language must be "en" or "he".' };
    case 'plateNumber':
      return normalizePlates(value);
    case 'notes':
      return checkText(field, value, MAX_NOTES);
    default:
      return checkText(field, value, MAX_INTERNAL_NOTE);
  }
}

const shapeMessage =
  'The patch must be a list of operations such as [{ "op": "replace", "path": "plateNumber", "value": "7ABC123" }].';

/** Checks a JSON-patch document against what `isAdmin` may change; nothing is applied here. */
export function planUserPatch(document: unknown, isAdmin: boolean): UserPatchPlan {
  if (!Array.isArray(document) || document.length === 0) return { ok: false, message: shapeMessage };
  if (document.length > MAX_PATCH_OPERATIONS)
    return { ok: false, message: `A patch may hold at most ${MAX_PATCH_OPERATIONS} operations.` };
  const operations: UserPatchOperation[] = [];
  for (const item of document as unknown[]) {
    if (typeof item !== 'object' || item === null || Array.isArray(item))
      return { ok: false, message: shapeMessage };
    const { op, path, value } = item as Record<string, unknown>;
    if (typeof path !== 'string' || path.trim() === '')
      return { ok: false, message: 'Each operation needs a path, such as "plateNumber".' };
    const name = path.trim().replace(/^\//, '');
    const shown = name.slice(0, 60);
    if (op !== 'add' && op !== 'replace')
      return {
        ok: false,
        message: `The operation ${JSON.stringify(typeof op === 'string' ? op.slice(0, 20) : (op ?? null))} on "${shown}" is not allowed; use "add" or "replace".`,
      };
    const field = byLowerCase.get(name.toLowerCase());
    if (field === undefined) return { ok: false, message: `The field "${shown}" cannot be changed.` };
    if (!isAdmin && (adminPatchFields as readonly string[]).includes(field))
      return { ok: false, message: `Only an administrator may change ${field}.` };
    if (!('value' in (item as object)))
      return { ok: false, message: `The operation on ${field} needs a value.` };
    const checked = checkValue(field, value);
    if (!checked.ok) return checked;
    operations.push({ op, path: `/${field}`, value: checked.value });
  }
  return { ok: true, operations };
}
