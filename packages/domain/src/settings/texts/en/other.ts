import type { SettingTexts } from '../types.ts';

/** The other settings' names and hints in English (catalogue/other.ts). */
export const otherTextsEn = {
  staffSecondFactor: {
    name: 'Staff sign in with a second factor',
    hint: 'On: administrators, receptionists and plate administrators confirm each sign-in with a code from an authenticator app (or a recovery code) after the texted code. Once it is turned on, staff who signed in without it, you included, sign in again to reach the staff pages.',
  },
  backupKeepDays: {
    name: 'Daily backups to keep',
    hint: 'Each day, once the night is over, the server writes a backup to DATA_DIR/backups and keeps this many. 0 stops the daily backups.',
  },
  retentionMonths: {
    name: 'Months to keep who came',
    hint: "After this many months a visit loses its links to the woman who came: her account, notes, addresses, plate papers, door openings and texts. The money and the night's counts stay. 0 keeps everything.",
  },
  roomAdminPasscode: {
    name: 'Room tablet passcode',
    hint: "4 digits. Typed on a room tablet, it opens that room's calls (5 wrong tries lock the tablet); change it from 0000.",
  },
  roomSupplyItems: {
    name: 'Supplies a room tablet may ask for',
    hint: 'Comma-separated. The Supplies button of a room tablet offers these, and only these.',
  },
  garageOpenMaxFeet: {
    name: 'Garage gate distance, in feet',
    hint: 'A patron may open the garage gate from her phone only within this many feet of it.',
  },
  phoneNumber: {
    name: 'Phone number to call',
    hint: 'The phone number patrons are asked to call.',
  },
  receptionExtension: {
    name: 'Reception extension',
    hint: 'Extension for reception, shown with the phone number.',
  },
  reservationRefundCutOffHours: {
    name: 'Automatic refund, hours before',
    hint: 'Cancelling a paid reservation refunds automatically when done more than this many hours before its slot.',
  },
} satisfies Partial<SettingTexts>;
