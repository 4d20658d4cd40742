import type { SettingTexts } from '../types.ts';

/** Ends the hint of every key the environment may set instead. */
const ENV_WINS = 'Write-only. The environment variable, when set, wins.';

/** The integrations settings' names and hints in English (catalogue/integrations.ts). */
export const integrationsTextsEn = {
  stripeSecretKey: {
    name: 'Stripe secret key',
    hint: `Card payments: Stripe secret key (sk_…). ${ENV_WINS}`,
  },
  stripePublishableKey: {
    name: 'Stripe publishable key',
    hint: 'Card payments: Stripe publishable key (pk_…), sent to browsers.',
  },
  stripeAccountId: {
    name: 'Stripe connected account',
    hint: "Card payments: this facility's own Stripe account (acct_…) under the deployment's platform account; its cards, charges and payouts are its own. Empty: the platform account itself.",
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
} satisfies Partial<SettingTexts>;
