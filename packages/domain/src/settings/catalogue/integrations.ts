import type { SettingDefinition } from '../types.ts';

const group = 'Integration keys';

const secret = { type: 'secret', default: '', visibility: 'secret', group } as const;
const envWins = 'Write-only. The environment variable, when set, wins.';

export const integrationSettings = [
  {
    ...secret,
    key: 'stripeSecretKey',
    hint: `Card payments: Stripe secret key (sk_…). ${envWins}`,
    name: 'Stripe secret key',
    nameHe: 'מפתח סודי של Stripe',
    hintHe: 'תשלומים בכרטיס: המפתח הסודי של Stripe (sk_…). לכתיבה בלבד. משתנה הסביבה, כשהוא מוגדר, גובר.',
  },
  {
    key: 'stripePublishableKey',
    name: 'Stripe publishable key',
    type: 'string',
    default: '',
    hint: 'Card payments: Stripe publishable key (pk_…), sent to browsers.',
    nameHe: 'מפתח ציבורי של Stripe',
    hintHe: 'תשלומים בכרטיס: המפתח הציבורי של Stripe (pk_…), נשלח לדפדפנים.',
    visibility: 'public',
    group,
  },
  {
    ...secret,
    key: 'weatherApiKey',
    hint: 'Weather service key for the lobby display. Write-only.',
    name: 'Weather service key',
    nameHe: 'מפתח שירות מזג האוויר',
    hintHe: 'מפתח שירות מזג האוויר לתצוגה בלובי. לכתיבה בלבד.',
  },
  {
    ...secret,
    key: 'twilioAccountSid',
    hint: `SMS: Twilio account SID (AC…). ${envWins}`,
    name: 'Twilio account SID',
    nameHe: 'מזהה חשבון Twilio',
    hintHe: 'SMS: מזהה החשבון ב־Twilio (AC…). לכתיבה בלבד. משתנה הסביבה, כשהוא מוגדר, גובר.',
  },
  {
    ...secret,
    key: 'twilioAuthToken',
    hint: `SMS: Twilio auth token. ${envWins}`,
    name: 'Twilio auth token',
    nameHe: 'אסימון האימות של Twilio',
    hintHe: 'SMS: אסימון האימות של Twilio. לכתיבה בלבד. משתנה הסביבה, כשהוא מוגדר, גובר.',
  },
  {
    ...secret,
    key: 'twilioMessagingServiceSid',
    name: 'Twilio messaging service SID',
    hint: `SMS: Twilio messaging service SID (MG…). ${envWins}`,
    nameHe: 'מזהה שירות ההודעות של Twilio',
    hintHe: 'SMS: מזהה שירות ההודעות ב־Twilio (MG…). לכתיבה בלבד. משתנה הסביבה, כשהוא מוגדר, גובר.',
  },
  {
    key: 'googleSiteKey',
    name: 'reCAPTCHA site key',
    type: 'string',
    default: '',
    hint: 'Bot check: reCAPTCHA v3 site key, sent to browsers. Empty = the built-in check.',
    nameHe: 'מפתח האתר של reCAPTCHA',
    hintHe: 'בדיקת בוטים: מפתח האתר של reCAPTCHA v3, נשלח לדפדפנים. ריק = הבדיקה המובנית.',
    visibility: 'public',
    group,
  },
  {
    ...secret,
    key: 'recaptchaSecret',
    hint: `Bot check: reCAPTCHA secret (private) key. ${envWins}`,
    name: 'reCAPTCHA secret key',
    nameHe: 'מפתח סודי של reCAPTCHA',
    hintHe: 'בדיקת בוטים: המפתח הסודי (הפרטי) של reCAPTCHA. לכתיבה בלבד. משתנה הסביבה, כשהוא מוגדר, גובר.',
  },
] as const satisfies readonly SettingDefinition[];
