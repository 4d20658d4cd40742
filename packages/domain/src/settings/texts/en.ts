import type { SettingTexts } from './types.ts';

/** How every hour setting is written, appended to its hint (docs/product/site-and-staff.md §5). */
const HOUR_FORMAT = 'a 24-hour decimal: 22.5 = 10:30 pm';

/** Ends the hint of every stage duration. */
const STAGE_ALERT = 'staff are alerted when a room stays longer';

/** Begins the hint of every receipt printer. */
const PRINTER = 'Address of the receipt printer (ESC/POS, with :port if not 9100); empty = printable receipt';

/** Ends the hint of every key the environment may set instead. */
const ENV_WINS = 'Write-only. The environment variable, when set, wins.';

/** The settings' names and hints in English, in the catalogue's order; he.ts holds the same keys. */
export const settingTextsEn = {
  facilityName: {
    name: 'Facility name',
    hint: 'Name of the facility as patrons see it.',
  },
  facilityShortName: {
    name: 'Short name',
    hint: "A word or two naming the site in browser tabs, on the phone's home screen and as the email sender. Anyone who sees her screen or inbox may read it, so a neutral one is kinder. Empty: the facility's name.",
  },
  facilityAddress: {
    name: 'Address',
    hint: 'Street address, shown in the footer and on the contact page; line breaks are kept.',
  },
  facilityPhone: {
    name: 'Phone number',
    hint: 'Phone number shown in the footer and on the contact page.',
  },
  facilityEmail: {
    name: 'Contact email',
    hint: 'Contact email shown in the footer; contact and careers forms are sent to it.',
  },
  receiptOrganizationName: {
    name: 'Organisation on donation receipts',
    hint: "The organisation named on donation receipts, as registered for donors' tax records. Empty: the facility's name, unless it says what the facility is for (then no name). Anyone who sees her inbox may read it.",
  },
  socialMediaUrl: {
    name: 'Social-media page',
    hint: "The facility's social-media page; must be an entire URL (https://…), or empty.",
  },
  smsCountries: {
    name: 'Countries for SMS sign-in',
    hint: 'Countries (ISO codes, comma-separated) whose phone numbers may sign in by SMS.',
  },
  smsSenderName: {
    name: 'Name in the sign-in text',
    hint: 'Name put before the sign-in code in its text message ("Name: 123456 is your sign-in code."). Empty: no name, so a glance at her phone tells no one where she signs in. Keep it discreet.',
  },
  smsCodesPerNetworkPerHour: {
    name: 'Sign-in codes per network an hour',
    hint: 'Sign-in codes one network address may ask for in an hour. Raise it if many patrons share one address (a public Wi-Fi, a test run).',
  },
  formsPerNetworkPerMinute: {
    name: 'Forms per network a minute',
    hint: 'Contact, careers and tour forms one network address may send in a minute. Raise it if many visitors share one address (a public Wi-Fi, a test run).',
  },
  timeZone: {
    name: 'Time zone',
    hint: "The facility's time zone (IANA name, e.g. America/Los_Angeles); every time shown is in it.",
  },
  locationLat: {
    name: 'Latitude',
    hint: 'Latitude of the facility in degrees (north positive), for sunset and nightfall.',
  },
  locationLong: {
    name: 'Longitude',
    hint: 'Longitude of the facility in degrees (east positive, so the Americas are negative).',
  },
  zmanTevilahDegrees: {
    name: 'Nightfall, in degrees',
    hint: 'Nightfall (zman tevilah) is when the sun is this many degrees below the horizon; communities use 7.083 to 8.5.',
  },
  zmanTevilahMinutes: {
    name: 'Nightfall, in minutes after sunset',
    hint: 'When set, nightfall is this many minutes after sunset instead; empty = use the degrees.',
  },
  candleLightingMinutes: {
    name: 'Candle lighting, minutes before sunset',
    hint: 'Candle lighting is this many minutes before sunset; booking for Friday and Yom Tov nights closes by then.',
  },
  inIsrael: {
    name: 'In Israel',
    hint: 'On: one-day Yom Tov as in Israel. Off: two-day Yom Tov of the diaspora.',
  },
  openBeforeZmanMinutes: {
    name: 'Weeknight opening, minutes before the zman',
    hint: 'On weeknights, open this many minutes before the zman tevilah (rounded up to 5 minutes).',
  },
  openBeforeZmanMinutesFriday: {
    name: 'Friday opening, minutes before the zman',
    hint: 'On Friday and Erev Yom Tov, open this many minutes before the zman tevilah.',
  },
  openMinutesFriday: {
    name: 'Friday opening length, in minutes',
    hint: 'On Friday and Yom Tov nights, stay open this many minutes.',
  },
  openAfterShabbosMinutes: {
    name: 'Opening after Shabbos, minutes after the zman',
    hint: 'After Shabbos and Yom Tov, open this many minutes after the zman tevilah.',
  },
  openAfterFastMinutes: {
    name: 'Opening after a fast, minutes after the zman',
    hint: 'On the night after a fast day, open this many minutes after the zman tevilah.',
  },
  weeklyOpening: {
    name: 'One opening time a week',
    hint: 'On: every weeknight of a Sunday–Thursday week opens at the same time, set by the latest zman of that week.',
  },
  reservationCutOffBeforeOpenHours: {
    name: 'Online booking closes, hours before opening',
    hint: 'Online booking for a night closes this many hours before it opens (1.5 = an hour and a half).',
  },
  openUntilWinterHour: {
    name: 'Weeknight closing, at least until',
    hint: `Weeknights stay open at least until this hour, ${HOUR_FORMAT}.`,
  },
  openMinimumMinutes: {
    name: 'Weeknight opening, at least minutes',
    hint: 'Weeknights stay open at least this many minutes after opening.',
  },
  openAfterShabbosMinimumMinutes: {
    name: 'After Shabbos, open at least minutes',
    hint: 'After Shabbos and Yom Tov, stay open at least this many minutes after opening.',
  },
  openAfterShabbosUntilWinterHour: {
    name: 'After Shabbos, open at least until',
    hint: `After Shabbos and Yom Tov, stay open at least until this hour, ${HOUR_FORMAT}.`,
  },
  dailyPMHour: {
    name: 'Evening start-up hour',
    hint: `Hour the evening's systems start up (the hallway's call lights and the lobby kiosk), ${HOUR_FORMAT}.`,
  },
  dailyShutdownHour: {
    name: 'Nightly shut-down hour',
    hint: `Hour the building's systems shut down after the night, ${HOUR_FORMAT} (1 = 1:00 am).`,
  },
  shutdown: {
    name: 'Stop online booking',
    hint: 'On: all online booking stops; patrons see the message below instead.',
  },
  shutdownMessage: {
    name: 'Message while booking is stopped',
    hint: 'Shown to patrons while Stop online booking is on.',
  },
  shabbosMode: {
    name: 'Shabbos mode every night',
    hint: 'On: every night runs in Shabbos mode: no parking, no room choice, no Kallah room, paid beforehand.',
  },
  checkinBeforeOpenMinutes: {
    name: 'Check-in opens, minutes before opening',
    hint: 'Patrons may check in this many minutes before opening; earlier, the desk must confirm an override.',
  },
  selfCheckinLocationCheck: {
    name: 'Self check-in only at the mikvah',
    hint: "On: a patron checks in from her phone only within the garage gate distance of the facility's location. Off: from anywhere, in the same window.",
  },
  addTimeMinSlots: {
    name: 'Add time below this many free places',
    hint: 'When fewer free places than this remain, closing extends by whole slots (0 = never).',
  },
  addTimeCutoffHours: {
    name: 'Add time only within hours of opening',
    hint: 'Closing is extended only within this many hours before opening.',
  },
  openMaxMinutes: {
    name: 'Longest opening, in minutes',
    hint: 'A night never stays open longer than this many minutes, nor past the latest closing hour (not later than 23.99).',
  },
  openUntilMaxHour: {
    name: 'Latest closing hour',
    hint: `Latest closing hour, ${HOUR_FORMAT}; not later than 23.99.`,
  },
  roomsAvailable: {
    name: 'Rooms in use',
    hint: 'Preparation rooms in use in all; the room pools below must fit within it.',
  },
  roomsAvailableShower: {
    name: 'Shower rooms',
    hint: 'Shower rooms that can be booked. A shower may also take a free bath room.',
  },
  roomsAvailableBath: {
    name: 'Bath rooms',
    hint: 'Bath rooms that can be booked.',
  },
  roomsAvailableHandicapped: {
    name: 'Accessible rooms',
    hint: 'Accessible (wheelchair) rooms that can be booked.',
  },
  roomsAvailableFriday: {
    name: 'Rooms on Friday nights',
    hint: 'Rooms that can be booked on Friday and Yom Tov nights, when no room type is chosen.',
  },
  roomsAvailableKallah: {
    name: 'Kallah rooms',
    hint: 'Kallah (bride) rooms that can be booked. Not offered on Friday and Yom Tov nights.',
  },
  parkingAvailable: {
    name: 'Parking spaces',
    hint: 'Garage spaces that can be booked at the same time.',
  },
  parkingAvailableHandicapped: {
    name: 'Accessible parking spaces',
    hint: 'Of the garage spaces, how many are accessible spaces.',
  },
  salonChairs: {
    name: 'Salon chairs',
    hint: 'Salon chairs for a manicure or pedicure after the mikvah that can be booked at the same time.',
  },
  reservationStartAtSameTime: {
    name: 'Reservations starting together',
    hint: 'Most reservations that may start in the same time slot, so reception is not swamped.',
  },
  maxReservationsPerNight: {
    name: 'Reservations per patron a night',
    hint: 'Most reservations one patron may hold on one night (canceled and replaced ones not counted). Staff booking for her may go beyond it.',
  },
  reservationMinutesShower: {
    name: 'Shower reservation, minutes',
    hint: 'Minutes a shower reservation holds its room.',
  },
  reservationMinutesBath: {
    name: 'Bath reservation, minutes',
    hint: 'Minutes a bath (or accessible, or Kallah) reservation holds its room.',
  },
  reservationMinutesDoubleSlot: {
    name: 'Extra time, minutes',
    hint: 'Minutes added to a reservation that books extra time.',
  },
  reservationMinutesFriday: {
    name: 'Friday reservation, minutes',
    hint: 'Minutes every reservation holds its room on Friday and Yom Tov nights.',
  },
  cleaningMinutes: {
    name: 'Cleaning, minutes',
    hint: 'Minutes to clean a room before the next reservation may use it.',
  },
  salonMinutes: {
    name: 'Salon, minutes',
    hint: 'Minutes a salon manicure or pedicure takes after immersion.',
  },
  lateGraceMinutes: {
    name: 'Late arrival allowed, minutes',
    hint: 'Minutes after her slot a patron may still arrive and keep her reservation.',
  },
  reservationSlotIncrement: {
    name: 'Minutes between start times',
    hint: 'Minutes between the start times offered, counted from opening.',
  },
  priceShower: {
    name: 'Shower room price',
    hint: 'Shower room, in dollars (e.g. 36 or 36.50).',
  },
  priceBath: {
    name: 'Bath room price',
    hint: 'Bath or accessible room, in dollars.',
  },
  priceParking: {
    name: 'Parking price',
    hint: 'Garage parking, in dollars.',
  },
  priceKallah: {
    name: 'Kallah room price',
    hint: 'Kallah room, in dollars.',
  },
  priceDoubleSlot: {
    name: 'Extra time price',
    hint: 'Extra time (double slot), in dollars.',
  },
  priceSalonManicure: {
    name: 'Manicure price',
    hint: 'Salon manicure polish, in dollars.',
  },
  priceSalonBoth: {
    name: 'Manicure and pedicure price',
    hint: 'Salon manicure and pedicure polish, in dollars.',
  },
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
  notificationDayBeforeDefaultHour: {
    name: 'Day-before reminder hour',
    hint: `The day-before reminder is sent at this hour, ${HOUR_FORMAT}.`,
  },
  notificationDayOfDefaultHour: {
    name: 'Same-day reminder hour',
    hint: `The same-day reminder is sent at this hour, ${HOUR_FORMAT}.`,
  },
  notificationDayOfSpecialText: {
    name: 'Same-day reminder notice',
    hint: 'Added to every same-day reminder while set (for example a parking notice). Keep it discreet.',
  },
  notificationRoomReady: {
    name: 'Text her when her room is ready',
    hint: 'On: when a room is given to a patron (at check-in or when one frees up), she gets a text with its number, if she takes texts about her reservations.',
  },
  notificationReminderShortLink: {
    name: 'Short link in reminders',
    hint: 'Short link to the reservation page put in reminders; must be an entire URL (https://…), or empty.',
  },
  feedbackLink: {
    name: 'Feedback form link',
    hint: 'Link to the feedback form sent after a visit; must be an entire URL (https://…), or empty.',
  },
  websiteHomePageMessage: {
    name: 'Home page message',
    hint: 'Message on the home page banner; each line break starts a new paragraph. Empty = none.',
  },
  websiteBannerImage: {
    name: 'Banner image address',
    hint: 'Image shown in the home-page pop-up banner; must be an entire URL (https://…). Empty = no banner.',
  },
  websiteBannerDestinationUrl: {
    name: 'Banner link address',
    hint: 'Where a click on the banner goes; must be an entire URL (https://…). Empty = nowhere.',
  },
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
  assignedMinutes: {
    name: 'Assigned, minutes',
    hint: `Minutes from room assignment to entering it; ${STAGE_ALERT}.`,
  },
  prepShowerMinutes: {
    name: 'Preparing in a shower room, minutes',
    hint: `Minutes to prepare in a shower room; ${STAGE_ALERT}.`,
  },
  prepBathMinutes: {
    name: 'Preparing in a bath room, minutes',
    hint: `Minutes to prepare in a bath room; ${STAGE_ALERT}.`,
  },
  prepDoubleSlotExtraMinutes: {
    name: 'Extra preparation with extra time, minutes',
    hint: 'Minutes added to preparation when extra time was booked.',
  },
  waitingForSuppliesMinutes: {
    name: 'Waiting for supplies, minutes',
    hint: `Minutes a supply request may stay open; ${STAGE_ALERT}.`,
  },
  readyForMikvahMinutes: {
    name: 'Ready for the mikvah, minutes',
    hint: `Minutes from Ready to an attendant taking her to the mikvah; ${STAGE_ALERT}.`,
  },
  inMikvahMinutes: {
    name: 'In the mikvah, minutes',
    hint: `Minutes in the mikvah; ${STAGE_ALERT}.`,
  },
  dressingMinutes: {
    name: 'Dressing, minutes',
    hint: `Minutes to dress after immersion; ${STAGE_ALERT}.`,
  },
  needsCleaningMinutes: {
    name: 'Waiting for cleaning, minutes',
    hint: 'Minutes a room may wait for cleaning before staff are alerted.',
  },
  smtpHost: {
    name: 'Mail server',
    hint: 'Mail server host name or address, with :port if not 587 (SMTP_URL in the environment wins).',
  },
  smtpUser: {
    name: 'Mail server login',
    hint: 'Mail server login.',
  },
  smtpPassword: {
    name: 'Mail server password',
    hint: 'Mail server password. Write-only: it is never shown again.',
  },
  emailFrom: {
    name: 'Sender address',
    hint: 'Address the site sends email from.',
  },
  emailFromName: {
    name: 'Sender name',
    hint: "Sender name shown with that address. Empty: the short name, else the facility's name.",
  },
  publicAppBaseUrl: {
    name: 'Site address in messages',
    hint: 'Address of this site used in links sent by email and SMS; must be an entire URL (https://…). Empty = PUBLIC_URL.',
  },
  netMask: {
    name: 'Devices network mask',
    hint: 'Network mask of the devices network.',
  },
  dmxNodeAddress: {
    name: 'DMX lighting node',
    hint: 'Address of the DMX lighting node (room call lights); empty when there is none.',
  },
  dmxPort: {
    name: 'DMX port',
    hint: 'UDP port of the DMX node (Art-Net uses 6454).',
  },
  dmxBlinkOnMs: {
    name: 'Blinking light on, ms',
    hint: 'A blinking room light stays on this many milliseconds.',
  },
  dmxBlinkOffMs: {
    name: 'Blinking light off, ms',
    hint: 'A blinking room light stays off this many milliseconds.',
  },
  pagingAddress: {
    name: 'Paging system',
    hint: 'Address of the paging system; empty when there is none.',
  },
  pagingPort: {
    name: 'Paging system port',
    hint: 'Port of the paging system.',
  },
  pagingUser: {
    name: 'Paging system login',
    hint: 'Paging system login.',
  },
  pagingPassword: {
    name: 'Paging system password',
    hint: 'Paging system password. Write-only: it is never shown again.',
  },
  pagingObject: {
    name: 'Paging zone',
    hint: 'The multicast zone announcements are sent to, as address:port (like 224.0.2.60:50002); empty plays them on the paging system itself.',
  },
  pagingVolume: {
    name: 'Paging volume',
    hint: 'Announcement volume, 0 to 100.',
  },
  pagingGain: {
    name: 'Paging microphone gain',
    hint: 'Microphone gain of the paging system, 0 to 100.',
  },
  modbusRelayAddress: {
    name: 'Garage gate relay',
    hint: 'Address (with :port, default 502) of the Modbus relay that opens the garage gates; empty = simulated.',
  },
  shabbosCompressorDelayMinutes: {
    name: 'Shabbos compressor delay, minutes',
    hint: 'On Shabbos and Yom Tov, the air compressor starts this many minutes late so no one triggers it.',
  },
  compressorRelayCoil: {
    name: 'Compressor relay coil',
    hint: 'The coil (channel 3 to 64, as printed on the relay) that runs the air compressor; 0 when it is not on the relay. Channels 1 and 2 open the garage gates.',
  },
  compressorDemandInput: {
    name: 'Compressor demand input',
    hint: "The relay's input (1 to 64) wired to the compressor's pressure switch, on when air is wanted; 0 when there is none.",
  },
  printerLobbyKiosk: {
    name: 'Receipt printer, lobby kiosk',
    hint: `${PRINTER}. Lobby kiosk.`,
  },
  printerParkingKiosk: {
    name: 'Receipt printer, parking kiosk',
    hint: `${PRINTER}. Parking kiosk.`,
  },
  printerReceptionEast: {
    name: 'Receipt printer, reception east',
    hint: `${PRINTER}. Reception east.`,
  },
  printerReceptionWest: {
    name: 'Receipt printer, reception west',
    hint: `${PRINTER}. Reception west.`,
  },
  terminalReceptionEast: {
    name: 'Card terminal, reception east',
    hint: 'Id of the card terminal at reception east (as the card provider names it, e.g. tmr_…).',
  },
  terminalReceptionWest: {
    name: 'Card terminal, reception west',
    hint: 'Id of the card terminal at reception west (as the card provider names it, e.g. tmr_…).',
  },
  doorLockSystem: {
    name: 'Door-lock system',
    hint: "How access codes reach the doors: none; Tevila's lock protocol, at the door-lock server's address; or UniFi Access, at its console's API address with its API token as the password.",
    choices: {
      none: 'None',
      http: "Tevila's lock protocol (any lock server or bridge)",
      'unifi-access': 'UniFi Access',
    },
  },
  doorLockServerAddress: {
    name: 'Door-lock server',
    hint: 'Base URL of the door-lock server that receives access codes, like https://locks.example.org/tevila; empty when there is none.',
  },
  doorLockLogin: {
    name: 'Door-lock server login',
    hint: 'Door-lock server login.',
  },
  doorLockPassword: {
    name: 'Door-lock server password',
    hint: 'Door-lock server password. Write-only: it is never shown again.',
  },
  doorLockEntranceGroup: {
    name: 'Door group of the entrance',
    hint: 'UniFi Access only: the id of the door group her code opens (the entrance doors).',
  },
  doorLockDryHallwayGroup: {
    name: 'Door group of the dry hallway',
    hint: "UniFi Access only: the id of the dry hallway's door group, opened too when codes open the dry hallway.",
  },
  doorLockUseDryHallwayCodes: {
    name: 'Codes open the dry hallway',
    hint: 'On: access codes also open the dry-hallway doors.',
  },
  stripeSecretKey: {
    name: 'Stripe secret key',
    hint: `Card payments: Stripe secret key (sk_…). ${ENV_WINS}`,
  },
  stripePublishableKey: {
    name: 'Stripe publishable key',
    hint: 'Card payments: Stripe publishable key (pk_…), sent to browsers.',
  },
  weatherApiKey: {
    name: 'Weather service key',
    hint: 'Weather service key for the lobby display. Write-only.',
  },
  twilioAccountSid: {
    name: 'Twilio account SID',
    hint: `SMS: Twilio account SID (AC…). ${ENV_WINS}`,
  },
  twilioAuthToken: {
    name: 'Twilio auth token',
    hint: `SMS: Twilio auth token. ${ENV_WINS}`,
  },
  twilioMessagingServiceSid: {
    name: 'Twilio messaging service SID',
    hint: `SMS: Twilio messaging service SID (MG…). ${ENV_WINS}`,
  },
  googleSiteKey: {
    name: 'reCAPTCHA site key',
    hint: 'Bot check: reCAPTCHA v3 site key, sent to browsers. Empty = the built-in check.',
  },
  recaptchaSecret: {
    name: 'reCAPTCHA secret key',
    hint: `Bot check: reCAPTCHA secret (private) key. ${ENV_WINS}`,
  },
} satisfies SettingTexts;
