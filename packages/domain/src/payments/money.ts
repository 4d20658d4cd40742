import { msg, type DomainMessage } from '../messages/domain-message.ts';

/**
 * Amounts as the API receives them (dollars, docs/design.md §5) turned into integer cents (docs/design.md §4), and
 * what may still be refunded of a payment. Pure: the server and the web share these checks.
 */

/** The most one card payment, donation or refund may move: anything above is a typo or an attack. */
export const MAX_PAYMENT_CENTS = 1_000_000;
/** docs/product/booking.md §9: the smallest donation is $1. */
export const MIN_DONATION_CENTS = 100;

export type CentsParse = { ok: true; cents: number } | { ok: false; message: DomainMessage };

/**
 * "$1,234.56" from cents (docs/design.md §4: formatted only at the edge), in every language. Written
 * out rather than through Intl: a phone's first Intl number format loads locale data, a quarter of a
 * second of its processor on a page's load.
 */
export function formatDollars(cents: number): string {
  const rounded = Math.round(cents);
  const sign = rounded < 0 ? '-' : '';
  const abs = Math.abs(rounded);
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}$${whole}.${String(abs % 100).padStart(2, '0')}`;
}

const DOLLARS = /^-?\d{1,12}(\.\d+)?$/;

/**
 * Dollars (a JSON number, or a numeric string) to whole cents: at most 2 decimals, never past
 * MAX_PAYMENT_CENTS either way. Decimal text is read digit by digit, so 0.1 + 0.2 style float noise
 * cannot shift a cent. The sign is kept; callers decide where a negative amount is allowed.
 */
export function parseDollars(value: unknown, name = 'amt'): CentsParse {
  const format = msg('money.format', { field: name });
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return { ok: false, message: format };
    // JSON numbers arrive as floats; their shortest decimal form is what the client wrote.
    text = String(value);
    if (/e/i.test(text)) return Math.abs(value) >= 1 ? tooLarge(name) : tooPrecise(name);
  } else if (typeof value === 'string') {
    text = value.trim();
  } else {
    return { ok: false, message: format };
  }
  if (!DOLLARS.test(text)) return { ok: false, message: format };
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = text.replace('-', '').split('.');
  if (fraction.replace(/0+$/, '').length > 2) return tooPrecise(name);
  const wholeCents = Number(whole) * 100;
  if (wholeCents > MAX_PAYMENT_CENTS) return tooLarge(name);
  const cents = wholeCents + Number(fraction.slice(0, 2).padEnd(2, '0'));
  if (cents > MAX_PAYMENT_CENTS) return tooLarge(name);
  return { ok: true, cents: negative && cents !== 0 ? -cents : cents };
}

function tooPrecise(name: string): CentsParse {
  return { ok: false, message: msg('money.tooPrecise', { field: name }) };
}

function tooLarge(name: string): CentsParse {
  return {
    ok: false,
    message: msg('money.tooLarge', { field: name, max: formatDollars(MAX_PAYMENT_CENTS) }),
  };
}

/** What is left to refund of a payment: never below 0, whatever was recorded. */
export function refundableCents(paidCents: number, refundedCents: number): number {
  return Math.max(0, paidCents - Math.max(0, refundedCents));
}

/**
 * A refund request checked against what remains: the whole remainder when no amount is given, else
 * the amount if it is positive and within it.
 */
export function checkRefund(
  paidCents: number,
  refundedCents: number,
  requestedCents: number | null,
): CentsParse {
  const left = refundableCents(paidCents, refundedCents);
  if (left === 0) return { ok: false, message: msg('money.refundedInFull') };
  if (requestedCents === null) return { ok: true, cents: left };
  if (requestedCents <= 0) return { ok: false, message: msg('money.refundPositive') };
  if (requestedCents > left)
    return {
      ok: false,
      message: msg('money.refundTooMuch', {
        amount: formatDollars(requestedCents),
        left: formatDollars(left),
      }),
    };
  return { ok: true, cents: requestedCents };
}
