import type { SettingDefinition } from '../types.ts';

const group = 'Integration keys';

const secret = { type: 'secret', default: '', visibility: 'secret', group } as const;
const envWins = 'Write-only. The environment variable, when set, wins.';

export const integrationSettings = [
  { ...secret, key: 'stripeSecretKey', hint: `Card payments: Stripe secret key (sk_…). ${envWins}` },
  {
    key: 'stripePublishableKey',
    type: 'string',
    default: '',
    hint: 'Card payments: Stripe publishable key (pk_…), sent to browsers.',
    visibility: 'public',
    group,
  },
  { ...secret, key: 'weatherApiKey', hint: 'Weather service key for the lobby display. Write-only.' },
  { ...secret, key: 'twilioAccountSid', hint: `SMS: Twilio account SID (AC…). ${envWins}` },
  { ...secret, key: 'twilioAuthToken', hint: `SMS: Twilio auth token. ${envWins}` },
  {
    ...secret,
    key: 'twilioMessagingServiceSid',
    hint: `SMS: Twilio messaging service SID (MG…). ${envWins}`,
  },
  {
    key: 'googleSiteKey',
    type: 'string',
    default: '',
    hint: 'Bot check: reCAPTCHA v3 site key, sent to browsers. Empty = the built-in check.',
    visibility: 'public',
    group,
  },
  { ...secret, key: 'recaptchaSecret', hint: `Bot check: reCAPTCHA secret (private) key. ${envWins}` },
] as const satisfies readonly SettingDefinition[];
