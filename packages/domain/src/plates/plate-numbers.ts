import { msg, type DomainMessage } from '../messages/domain-message.ts';

/**
 * License plates on a user (docs/product/booking.md §5, §9; docs/product/site-and-staff.md §3): typed one per line, or already joined by "|",
 * and stored joined by "|". Each plate is trimmed and upper-cased; empty lines are dropped and repeats
 * removed. A plate is 2 to 10 letters A-Z, digits, spaces or hyphens.
 */
export const MAX_PLATES = 5;
export const PLATE_MIN_LENGTH = 2;
export const PLATE_MAX_LENGTH = 10;
/** Generous for 5 plates of 10 with separators and stray blanks; longer input is not a plate list. */
export const MAX_PLATE_INPUT_LENGTH = 200;
export const PLATE_SEPARATOR = '|';

export type PlateCheck = { ok: true; plates: string[] } | { ok: false; message: DomainMessage };

// A plate is named in a message, but never at a length that would swamp it.
const shown = (plate: string) => (plate.length > 20 ? `${plate.slice(0, 20)}…` : plate);

export const plateMessages = {
  notText: msg('plate.notText'),
  tooLong: msg('plate.tooLong', { max: MAX_PLATE_INPUT_LENGTH }),
  tooMany: msg('plate.tooMany', { max: MAX_PLATES }),
  characters: (plate: string) => msg('plate.characters', { plate: shown(plate) }),
  length: (plate: string) =>
    msg('plate.length', { plate: shown(plate), min: PLATE_MIN_LENGTH, max: PLATE_MAX_LENGTH }),
  noLetterOrDigit: (plate: string) => msg('plate.noLetterOrDigit', { plate: shown(plate) }),
} as const;

const ALLOWED = /^[A-Za-z0-9 -]+$/;
const LETTER_OR_DIGIT = /[A-Za-z0-9]/;

/** One plate as stored: trimmed, inner blanks as one space, upper case. */
function tidy(plate: string): string {
  return plate.trim().replace(/\s+/g, ' ');
}

/**
 * The plates of a list typed one per line or joined by "|": normalised, without repeats, or the first
 * reason it is refused. Characters are judged before upper-casing, so no letter outside A-Z can turn
 * into one (the German "ß" upper-cases to "SS").
 */
export function normalizePlateList(input: string): PlateCheck {
  if (input.length > MAX_PLATE_INPUT_LENGTH) return { ok: false, message: plateMessages.tooLong };
  const plates: string[] = [];
  for (const line of input.split(/[|\r\n]/)) {
    const plate = tidy(line);
    if (plate === '') continue;
    if (!ALLOWED.test(plate)) return { ok: false, message: plateMessages.characters(plate) };
    if (plate.length < PLATE_MIN_LENGTH || plate.length > PLATE_MAX_LENGTH)
      return { ok: false, message: plateMessages.length(plate) };
    if (!LETTER_OR_DIGIT.test(plate)) return { ok: false, message: plateMessages.noLetterOrDigit(plate) };
    const upper = plate.toUpperCase();
    if (!plates.includes(upper)) plates.push(upper);
  }
  if (plates.length > MAX_PLATES) return { ok: false, message: plateMessages.tooMany };
  return { ok: true, plates };
}

/** The stored form: plates joined by "|", or null for none. */
export function joinPlates(plates: readonly string[]): string | null {
  return plates.length === 0 ? null : plates.join(PLATE_SEPARATOR);
}

/** The plates of a stored value, for display; blanks between separators are skipped. */
export function splitPlates(stored: string | null | undefined): string[] {
  if (typeof stored !== 'string') return [];
  return stored
    .split(PLATE_SEPARATOR)
    .map((p) => p.trim())
    .filter((p) => p !== '');
}
