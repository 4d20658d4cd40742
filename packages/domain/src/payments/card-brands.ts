/** The card brands of docs/product/booking.md §3 (Saved card); anything else is Unknown. */
export const cardBrands = [
  'Visa',
  'American Express',
  'MasterCard',
  'Discover',
  'JCB',
  'Diners Club',
  'Unknown',
] as const;
export type CardBrand = (typeof cardBrands)[number];

/** A brand as stored or sent (any case, spaces around) as one of ours; anything else is Unknown. */
export function cardBrandNamed(name: string): CardBrand {
  const wanted = name.trim().toLowerCase();
  return cardBrands.find((brand) => brand.toLowerCase() === wanted) ?? 'Unknown';
}

// Here rather than in the server's Stripe adapter: the browser's Stripe card form reads them too.
const stripeBrandIds = new Map<string, CardBrand>([
  ['visa', 'Visa'],
  ['amex', 'American Express'],
  ['mastercard', 'MasterCard'],
  ['discover', 'Discover'],
  ['jcb', 'JCB'],
  ['diners', 'Diners Club'],
]);

/** Stripe's brand id (visa, amex …) as the site names the brand; others are Unknown. */
export function cardBrandOfStripe(stripeBrand: string | null | undefined): CardBrand {
  return (stripeBrand == null ? undefined : stripeBrandIds.get(stripeBrand)) ?? 'Unknown';
}
