import type { Route } from '../route.ts';

/** The contact form. */
export const contactApi = {
  /** POST { firstName, lastName, email, message, reCaptchaTokenResponse? } → { success, errorMessage }. */
  contactForm: { method: 'POST', path: '/api/api/settings/ContactForm' },
} as const satisfies Record<string, Route>;
