import type { SettingTexts } from '../types.ts';

/** The prepay settings' names and hints in English (catalogue/prepay.ts). */
export const prepayTextsEn = {
  reservationsRequirePrepayParking: {
    name: 'Parking paid in advance',
    hint: 'On: a reservation with parking stays Pending until paid (garage access needs paid parking).',
  },
  reservationsRequirePrepayAll: {
    name: 'Everything paid in advance',
    hint: 'On: every reservation stays Pending until paid, and "pay at the door" is hidden.',
  },
  reservationsMaximizeUtilization: {
    name: 'Fill rooms without gaps',
    hint: 'On: offer weeknight slots so that rooms fill without gaps (fewer start times shown).',
  },
  reservationsMaximizeUtilizationFriday: {
    name: 'Fill rooms without gaps on Fridays',
    hint: 'The same on Friday and Yom Tov nights.',
  },
  pendingHoldMinutes: {
    name: 'Unpaid hold, minutes',
    hint: 'An unpaid Pending reservation is released after this many minutes.',
  },
  waitlistOfferMinutes: {
    name: 'Waitlist offer, minutes',
    hint: 'A place that frees on a full night is held this many minutes for the first woman on its waitlist, then offered to the next.',
  },
} satisfies Partial<SettingTexts>;
