import { msg, type DomainMessage } from '../messages/domain-message.ts';

/**
 * Attendants and the ones a patron asked not to be prepared by (docs/product/site-and-staff.md §3, §5, §9; docs/design.md §6:
 * check-in assigns a section whose attendant she has not excluded).
 */
export const MAX_EXCLUDED_ATTENDANTS = 2;
/** A patron's search starts at this many typed characters, so she cannot list all the staff. */
export const ATTENDANT_SEARCH_MIN_CHARS = 3;
export const ATTENDANT_SEARCH_MAX_RESULTS = 20;
export const ATTENDANT_NAME_MAX = 50;
/** The Note to Attendant as the patron's page writes it. */
export const ATTENDANT_NOTE_MAX = 500;
/** The largest id the attendants' integer column holds. */
const MAX_ATTENDANT_ID = 2_147_483_647;

export const attendantMessages = {
  maxExcluded: msg('attendant.maxExcluded', { max: MAX_EXCLUDED_ATTENDANTS }),
  notFound: msg('attendant.notFound'),
  inactive: msg('attendant.inactive'),
  badId: msg('attendant.badId'),
  searchTooShort: msg('attendant.searchTooShort', { min: ATTENDANT_SEARCH_MIN_CHARS }),
  searchTooLong: msg('attendant.searchTooLong'),
} as const;

export interface AttendantName {
  id: number;
  firstName: string;
  lastName: string;
}

/** The id in a path ("12") as a number, or null when it cannot name an attendant. */
export function parseAttendantId(text: string): number | null {
  if (!/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= MAX_ATTENDANT_ID ? id : null;
}

export type NameCheck = { ok: true; value: string } | { ok: false; message: DomainMessage };

const CONTROL = /\p{Cc}/u;

/** A first or last name: trimmed, inner spaces collapsed, 1 to 50 characters on one line. */
export function checkAttendantName(field: 'firstName' | 'lastName', value: unknown): NameCheck {
  if (typeof value !== 'string') return { ok: false, message: msg('field.mustBeText', { field }) };
  if (CONTROL.test(value.replace(/^\s+|\s+$/g, '')))
    return { ok: false, message: msg('field.oneLine', { field }) };
  const name = value.trim().replace(/\s+/g, ' ');
  if (name === '') return { ok: false, message: msg('field.required', { field }) };
  if (name.length > ATTENDANT_NAME_MAX)
    return { ok: false, message: msg('field.atMostCharsLong', { field, max: ATTENDANT_NAME_MAX }) };
  return { ok: true, value: name };
}

/** What a search for attendants looks for: trimmed, spaces collapsed, lower case. */
export function normalizeAttendantSearch(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Whether a patron's search is long enough to be run. */
export function isSearchLongEnough(text: string): boolean {
  return normalizeAttendantSearch(text).length >= ATTENDANT_SEARCH_MIN_CHARS;
}

/** The search rule the server's query follows: first, last, or "first last" contains the text. */
export function attendantMatches(attendant: Omit<AttendantName, 'id'>, search: string): boolean {
  const q = normalizeAttendantSearch(search);
  const first = attendant.firstName.toLowerCase();
  const last = attendant.lastName.toLowerCase();
  return first.includes(q) || last.includes(q) || `${first} ${last}`.includes(q);
}

/** docs/product/site-and-staff.md §5: only attendants she has not excluded yet are offered. */
export function offeredAttendants<T extends { id: number }>(
  found: readonly T[],
  excluded: readonly number[],
): T[] {
  const taken = new Set(excluded);
  return found.filter((a) => !taken.has(a.id));
}

export type ExclusionPlan = { ok: true; changed: boolean } | { ok: false; message: DomainMessage };

/**
 * Adding `attendantId` to her exclusions: one already excluded changes nothing; a third is refused
 * (docs/product/site-and-staff.md §5).
 */
export function planExclusion(current: readonly number[], attendantId: number): ExclusionPlan {
  if (current.includes(attendantId)) return { ok: true, changed: false };
  if (current.length >= MAX_EXCLUDED_ATTENDANTS) return { ok: false, message: attendantMessages.maxExcluded };
  return { ok: true, changed: true };
}

/** Whether she may add another exclusion (the page checks before asking the server). */
export function canExcludeMore(current: readonly number[]): boolean {
  return current.length < MAX_EXCLUDED_ATTENDANTS;
}
