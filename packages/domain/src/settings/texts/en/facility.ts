import type { SettingTexts } from '../types.ts';

/** The facility settings' names and hints in English (catalogue/facility.ts). */
export const facilityTextsEn = {
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
} satisfies Partial<SettingTexts>;
