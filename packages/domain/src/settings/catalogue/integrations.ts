import type { SettingDefinition } from '../types.ts';

const group = 'Integration keys';

const secret = { type: 'secret', default: '', visibility: 'secret', group } as const;

export const integrationSettings = [
  {
    ...secret,
    key: 'stripeSecretKey',
  },
  {
    key: 'stripePublishableKey',
    type: 'string',
    default: '',
    visibility: 'public',
    group,
  },
  {
    // Stripe Connect: this facility's own account under the deployment's platform account.
    key: 'stripeAccountId',
    type: 'account',
    default: '',
    visibility: 'admin',
    group,
  },
  {
    ...secret,
    key: 'weatherApiKey',
  },
  {
    ...secret,
    key: 'twilioAccountSid',
  },
  {
    ...secret,
    key: 'twilioAuthToken',
  },
  {
    ...secret,
    key: 'twilioMessagingServiceSid',
  },
  {
    key: 'googleSiteKey',
    type: 'string',
    default: '',
    visibility: 'public',
    group,
  },
  {
    ...secret,
    key: 'recaptchaSecret',
  },
] as const satisfies readonly SettingDefinition[];
