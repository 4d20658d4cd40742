import { z } from 'zod/mini';
import { described } from './values.ts';

/** GET botcheck/config: which widget the forms show (docs/design.md §7). */
export const botCheckConfigSchema = z.object({
  provider: z.enum(['altcha', 'recaptcha']),
  challengeUrl: described(z.nullable(z.string()), 'ALTCHA: where the widget fetches a challenge'),
  siteKey: described(z.nullable(z.string()), 'reCAPTCHA v3: the public site key'),
});

export type BotCheckConfigAnswer = z.infer<typeof botCheckConfigSchema>;
