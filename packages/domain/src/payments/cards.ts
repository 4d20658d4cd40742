import { msg, type DomainMessage } from '../messages/domain-message.ts';
/**
 * Card numbers as a card form checks them before anything is sent anywhere: Luhn, brand by prefix,
 * expiry and security-code length. The brands are docs/product/booking.md §3's seven.
 */
import type { CardBrand } from './card-brands.ts';

/** Digits only: spaces and dashes as people type them are dropped; anything else stays (and fails). */
export function normalizeCardNumber(input: string): string {
  return input.replace(/[\s-]/g, '');
}

/** The Luhn checksum every card number carries. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

function inRange(digits: string, length: number, from: number, to: number): boolean {
  const n = Number(digits.slice(0, length));
  return digits.length >= length && n >= from && n <= to;
}

/** The brand a number's prefix (IIN range) names. */
export function cardBrandOf(digits: string): CardBrand {
  if (digits.startsWith('4')) return 'Visa';
  if (inRange(digits, 2, 34, 34) || inRange(digits, 2, 37, 37)) return 'American Express';
  if (inRange(digits, 2, 51, 55) || inRange(digits, 4, 2221, 2720)) return 'MasterCard';
  if (
    digits.startsWith('6011') ||
    digits.startsWith('65') ||
    inRange(digits, 3, 644, 649) ||
    inRange(digits, 6, 622126, 622925)
  )
    return 'Discover';
  if (inRange(digits, 4, 3528, 3589)) return 'JCB';
  if (digits.startsWith('36') || inRange(digits, 3, 300, 305) || inRange(digits, 2, 38, 39))
    return 'Diners Club';
  return 'Unknown';
}

/** American Express prints 4 digits; the others 3. */
export function cvcLength(brand: CardBrand): number {
  return brand === 'American Express' ? 4 : 3;
}

export const cardMessages = {
  number: msg('card.number'),
  expMonth: msg('card.expMonth'),
  expYear: msg('card.expYear'),
  expired: msg('card.expired'),
  cvc: msg('card.cvc'),
  postalCode: msg('card.postalCode'),
} as const;

export interface CardEntry {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  postalCode?: string | undefined;
}

export type CardCheck =
  | { ok: true; digits: string; brand: CardBrand; last4: string }
  | { ok: false; field: keyof typeof cardMessages; message: DomainMessage };

/**
 * A card as typed, checked at `now` (UTC months): valid through the last day of its expiry month.
 * Two-digit years are read as 20YY, as card forms show them.
 */
export function checkCardEntry(card: CardEntry, now: Date): CardCheck {
  const fail = (field: keyof typeof cardMessages): CardCheck => ({
    ok: false,
    field,
    message: cardMessages[field],
  });
  const digits = normalizeCardNumber(card.number);
  if (!luhnValid(digits)) return fail('number');
  const brand = cardBrandOf(digits);
  if (!Number.isInteger(card.expMonth) || card.expMonth < 1 || card.expMonth > 12) return fail('expMonth');
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  const thisYear = now.getUTCFullYear();
  if (!Number.isInteger(card.expYear) || card.expYear < 0 || year > thisYear + 50) return fail('expYear');
  const thisMonth = now.getUTCMonth() + 1;
  if (year < thisYear || (year === thisYear && card.expMonth < thisMonth)) return fail('expired');
  if (!new RegExp(`^\\d{${cvcLength(brand)}}$`).test(card.cvc)) return fail('cvc');
  const postal = card.postalCode?.trim() ?? '';
  if (postal !== '' && !/^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/.test(postal)) return fail('postalCode');
  return { ok: true, digits, brand, last4: digits.slice(-4) };
}
