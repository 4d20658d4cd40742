/**
 * The donation on a reservation (docs/product/booking.md §5 Payment: no negative values). The amount is in dollars,
 * with at most two decimals, and above 0.
 */
export type DonationProblem = 'invalid' | 'cents';

export function donationProblem(value: string): DonationProblem | null {
  const trimmed = value.trim();
  if (!/^\d*\.?\d*$/.test(trimmed) || trimmed === '' || trimmed === '.') return 'invalid';
  if (!/^\d*(\.\d{0,2})?$/.test(trimmed)) return 'cents';
  return Number(trimmed) > 0 ? null : 'invalid';
}
