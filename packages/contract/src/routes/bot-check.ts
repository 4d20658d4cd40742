import type { Route } from '../route.ts';

/** The robot check. */
export const botCheckApi = {
  /** GET → { provider: 'altcha' | 'recaptcha', challengeUrl, siteKey }: which bot-check widget to show. */
  config: { method: 'GET', path: '/api/api/botcheck/config' },
  /** GET → a fresh, single-use ALTCHA challenge (404 while reCAPTCHA is the provider). */
  challenge: { method: 'GET', path: '/api/api/botcheck/challenge' },
} as const satisfies Record<string, Route>;
