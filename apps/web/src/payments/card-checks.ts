import { cardBrandOf, cvcLength, luhnValid, type CardBrand } from '@tevila/domain';

/**
 * Client-side checks of the sandbox card form: they catch typing mistakes before a token is asked
 * for; the server still decides whether the card is good. Brand, Luhn sum and security-code length
 * are the domain's (packages/domain/src/payments/cards.ts), as the server's checks are.
 */
export const digitsOf = (value: string): string => value.replace(/\D/g, '');

const maxDigits = (brand: CardBrand): number =>
  brand === 'American Express' ? 15 : brand === 'Diners Club' ? 16 : 19;

/** "4242 4242 4242 4242"; American Express and Diners Club as 4-6-5 / 4-6-4. */
export function formatCardNumber(value: string): string {
  const brand = cardBrandOf(digitsOf(value));
  const digits = digitsOf(value).slice(0, maxDigits(brand));
  if (brand === 'American Express' || (brand === 'Diners Club' && digits.length <= 14)) {
    return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10)].filter(Boolean).join(' ');
  }
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

export type CardProblem = 'required' | 'invalid' | 'expired';

export function numberProblem(value: string): CardProblem | null {
  const digits = digitsOf(value);
  if (digits === '') return 'required';
  if (digits.length < 13 || digits.length > 19 || !luhnValid(digits)) return 'invalid';
  return null;
}

/** "1", "12", "12/3" → "1", "12 / " style typing help: MM/YY with the slash added after the month. */
export function formatExpiry(value: string, previous = ''): string {
  const digits = digitsOf(value).slice(0, 4);
  // Deleting the slash deletes the month's last digit too, so backspace is not stuck.
  if (previous.endsWith('/') && value.length < previous.length) return digits.slice(0, 1);
  if (digits.length === 1 && Number(digits) > 1) return `0${digits}/`;
  if (digits.length < 2) return digits;
  if (digits.length === 2) return `${digits}/`;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
}

export function expiryProblem(value: string, now: Date = new Date()): CardProblem | null {
  if (value.trim() === '') return 'required';
  const parsed = parseExpiry(value);
  if (!parsed) return 'invalid';
  const thisMonth = now.getFullYear() * 12 + now.getMonth();
  if (parsed.year * 12 + parsed.month - 1 < thisMonth) return 'expired';
  if (parsed.year > now.getFullYear() + 20) return 'invalid';
  return null;
}

export function cvcProblem(value: string, brand: CardBrand): CardProblem | null {
  const digits = digitsOf(value);
  if (digits === '') return 'required';
  const length = cvcLength(brand);
  return digits.length === length || (brand === 'Unknown' && digits.length === 4) ? null : 'invalid';
}

export function postalCodeProblem(value: string): CardProblem | null {
  const trimmed = value.trim();
  if (trimmed === '') return 'required';
  return /^[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9]$/.test(trimmed) ? null : 'invalid';
}
