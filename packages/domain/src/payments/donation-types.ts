/**
 * docs/product/booking.md §3: the payment-method labels lists show. A donation's type (free text; default Donation,
 * "Other" with the donor's own words) is kept as typed; its ledger method is the label it names, else
 * Other.
 */
export const paymentMethodLabels = [
  'Donation',
  'Tip',
  'Purchase',
  'Shabbos Payment',
  'After Hours',
  'Tour',
  'Other',
] as const;
export type PaymentMethodLabel = (typeof paymentMethodLabels)[number];

/** The label a donation type names (case and spacing forgiven), else Other; empty means Donation. */
export function donationMethodOf(donationType: string | null | undefined): PaymentMethodLabel {
  const text = (donationType ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
  if (text === '') return 'Donation';
  return paymentMethodLabels.find((l) => l.toLowerCase() === text) ?? 'Other';
}
