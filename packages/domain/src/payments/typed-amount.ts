import { MAX_PAYMENT_CENTS, parseDollars } from './money.ts';

/**
 * An amount as a person types it in a form (the donation on /donate, the donation on a reservation):
 * what is wrong with it, in the order she would fix it, or its cents. The server's own check of `amt`
 * is parseDollars; this one adds what a form must say apart: nothing typed, a minus sign or a figure
 * under the smallest amount, and the largest amount said before anything is sent.
 */
export type TypedAmountProblem = 'required' | 'format' | 'belowMinimum' | 'tooPrecise' | 'tooLarge';

export type TypedAmount = { ok: true; cents: number } | { ok: false; problem: TypedAmountProblem };

/** The range a form says beside the field, in cents: from `minCents` to MAX_PAYMENT_CENTS. */
export interface AmountRange {
  minCents: number;
  maxCents: number;
}

export const amountRange = (minCents: number): AmountRange => ({ minCents, maxCents: MAX_PAYMENT_CENTS });

export function checkTypedAmount(typed: string, minCents: number): TypedAmount {
  const text = typed.trim();
  if (text === '') return { ok: false, problem: 'required' };
  // "-5" is a number, but never an amount a person gives: it is below the smallest one.
  if (/^-\d/.test(text)) return { ok: false, problem: 'belowMinimum' };
  const parsed = parseDollars(text);
  if (!parsed.ok) {
    const key = parsed.message.key;
    if (key === 'money.tooLarge') return { ok: false, problem: 'tooLarge' };
    if (key === 'money.tooPrecise') return { ok: false, problem: 'tooPrecise' };
    return { ok: false, problem: 'format' };
  }
  if (parsed.cents < minCents) return { ok: false, problem: 'belowMinimum' };
  return { ok: true, cents: parsed.cents };
}
