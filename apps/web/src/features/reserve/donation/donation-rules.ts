import { checkTypedAmount, type TypedAmountProblem } from '@tevila/domain';

/**
 * The donation on a reservation (docs/product/booking.md §5 Payment: no negative values): dollars, at most two
 * decimals, above 0 (a cent is the smallest) and no more than one payment may move (the domain's check).
 */
export type DonationProblem = TypedAmountProblem;

export const SMALLEST_DONATION_CENTS = 1;

export function donationProblem(value: string): DonationProblem | null {
  const checked = checkTypedAmount(value, SMALLEST_DONATION_CENTS);
  return checked.ok ? null : checked.problem;
}
