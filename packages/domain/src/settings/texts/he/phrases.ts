/** How every hour setting is written, appended to its hint (docs/product/site-and-staff.md §5). */
export const HOUR_FORMAT = 'מספר עשרוני בשעון של 24 שעות: 22.5 = 22:30';
