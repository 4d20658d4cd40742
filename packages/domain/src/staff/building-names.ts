import type { NameCheck } from '../attendants/attendant-rules.ts';
import { msg } from '../messages/domain-message.ts';

/**
 * The names of the building's parts (docs/staff-api.md, rooms, sections and cubicles): the server's
 * services answer by these rules, and the administration's forms check the same before sending.
 */
export const PLACE_NAME_MAX = 50;
export const ROOM_NUMBER_MAX = 10;

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
const ROOM_NUMBER = new RegExp(`^[A-Za-z0-9][A-Za-z0-9-]{0,${ROOM_NUMBER_MAX - 1}}$`);

/** A section's or cubicle's name: trimmed, spaces collapsed, 1 to 50 characters on one line. */
export function checkPlaceName(value: unknown, field = 'name'): NameCheck {
  if (value === undefined || value === null) return { ok: false, message: msg('field.required', { field }) };
  if (typeof value !== 'string') return { ok: false, message: msg('field.mustBeText', { field }) };
  if (CONTROL.test(value)) return { ok: false, message: msg('field.oneLineOnly', { field }) };
  const name = value.trim().replace(/\s+/g, ' ');
  if (name === '') return { ok: false, message: msg('field.required', { field }) };
  if (name.length > PLACE_NAME_MAX)
    return { ok: false, message: msg('field.atMostCharsLong', { field, max: PLACE_NAME_MAX }) };
  return { ok: true, value: name };
}

/** A room number as on its door: letters, digits and dashes, like 12 or 12A (a whole number too). */
export function checkRoomNumber(value: unknown): NameCheck {
  if (value === undefined || value === null)
    return { ok: false, message: msg('field.required', { field: 'number' }) };
  const number = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value;
  if (typeof number !== 'string' || !ROOM_NUMBER.test(number.trim()))
    return {
      ok: false,
      message: msg('building.roomNumberFormat', { field: 'number', max: ROOM_NUMBER_MAX }),
    };
  return { ok: true, value: number.trim() };
}
