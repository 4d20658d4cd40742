import type { SettingTexts } from '../types.ts';

/** Ends the hint of every key the environment may set instead. */
const ENV_WINS = 'לכתיבה בלבד. משתנה הסביבה, כשהוא מוגדר, גובר.';

/** The integrations settings' names and hints in Hebrew (catalogue/integrations.ts). */
export const integrationsTextsHe = {
  stripeSecretKey: {
    name: 'מפתח סודי של Stripe',
    hint: `תשלומים בכרטיס: המפתח הסודי של Stripe (sk_…). ${ENV_WINS}`,
  },
  stripePublishableKey: {
    name: 'מפתח ציבורי של Stripe',
    hint: 'תשלומים בכרטיס: המפתח הציבורי של Stripe (pk_…), נשלח לדפדפנים.',
  },
  stripeAccountId: {
    name: 'חשבון Stripe מחובר',
    hint: 'תשלומים בכרטיס: חשבון ה־Stripe של המקווה הזה (acct_…) תחת חשבון הפלטפורמה של ההתקנה; הכרטיסים, החיובים וההעברות שלו הם שלו. ריק: חשבון הפלטפורמה עצמו.',
  },
  weatherApiKey: {
    name: 'מפתח שירות מזג האוויר',
    hint: 'מפתח שירות מזג האוויר לתצוגה בלובי. לכתיבה בלבד.',
  },
  twilioAccountSid: {
    name: 'מזהה חשבון Twilio',
    hint: `SMS: מזהה החשבון ב־Twilio (AC…). ${ENV_WINS}`,
  },
  twilioAuthToken: {
    name: 'אסימון האימות של Twilio',
    hint: `SMS: אסימון האימות של Twilio. ${ENV_WINS}`,
  },
  twilioMessagingServiceSid: {
    name: 'מזהה שירות ההודעות של Twilio',
    hint: `SMS: מזהה שירות ההודעות ב־Twilio (MG…). ${ENV_WINS}`,
  },
  googleSiteKey: {
    name: 'מפתח האתר של reCAPTCHA',
    hint: 'בדיקת בוטים: מפתח האתר של reCAPTCHA v3, נשלח לדפדפנים. ריק = הבדיקה המובנית.',
  },
  recaptchaSecret: {
    name: 'מפתח סודי של reCAPTCHA',
    hint: `בדיקת בוטים: המפתח הסודי (הפרטי) של reCAPTCHA. ${ENV_WINS}`,
  },
} satisfies Partial<SettingTexts>;
