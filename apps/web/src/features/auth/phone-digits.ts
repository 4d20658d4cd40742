/** Non-digits are stripped before a number or a code is used (docs/product/booking.md §5). */
export const digitsOnly = (typed: string): string => typed.replace(/\D/g, '');
