/** docs/product/site-and-staff.md §9: the phone is shown as "+" and her user name when no number is stored. */
export function phoneOf(person: { phoneNumber?: unknown; userName?: unknown }): string {
  if (typeof person.phoneNumber === 'string' && person.phoneNumber !== '') return person.phoneNumber;
  return typeof person.userName === 'string' && person.userName !== '' ? `+${person.userName}` : '';
}

/** The number isolated left to right inside a sentence, so Hebrew text keeps the "+" before it. */
export const isolated = (phone: string): string => `\u2066${phone}\u2069`;
