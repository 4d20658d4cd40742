/** How every hour setting is written, appended to its hint (docs/product/site-and-staff.md §5). */
export const HOUR_FORMAT = 'a 24-hour decimal: 22.5 = 10:30 pm';
