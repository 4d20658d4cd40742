import { z } from 'zod';
import type { LocalMessage } from '../../i18n/messages.ts';
import { botCheckMessages } from './port.ts';
import type { BotCheckPort, BotCheckVerdict } from './port.ts';

/** Google's verification endpoint; tests point the adapter at a local fake. */
export const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

/** docs/product/booking.md §9: every form's action is `social`; v3 scores below this are taken for a bot. */
export const RECAPTCHA_ACTION = 'social';
export const RECAPTCHA_MIN_SCORE = 0.5;

const answerSchema = z.object({
  success: z.boolean(),
  score: z.number().optional(),
  action: z.string().optional(),
});

export interface RecaptchaDeps {
  /** Read per check: an administrator may change the settings while the server runs. */
  keys: () => Promise<{ secret: string; siteKey: string }>;
  verifyUrl?: string;
  timeoutMs?: number;
}

export function createRecaptchaBotCheck(deps: RecaptchaDeps): BotCheckPort {
  const verifyUrl = deps.verifyUrl ?? RECAPTCHA_VERIFY_URL;
  const refuse = (message: LocalMessage = botCheckMessages.missing): BotCheckVerdict => ({
    ok: false,
    message,
  });
  return {
    provider: 'recaptcha',
    async publicConfig() {
      const { siteKey } = await deps.keys();
      return { provider: 'recaptcha', challengeUrl: null, siteKey: siteKey === '' ? null : siteKey };
    },
    challenge: async () => null,
    async verify(token, ip) {
      if (token === undefined || token.trim() === '' || token.length > 4000) return refuse();
      const { secret } = await deps.keys();
      const form = new URLSearchParams({ secret, response: token.trim() });
      if (ip !== null) form.set('remoteip', ip);
      let answer: z.output<typeof answerSchema>;
      try {
        const res = await fetch(verifyUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: form,
          signal: AbortSignal.timeout(deps.timeoutMs ?? 10_000),
        });
        if (!res.ok) return refuse(botCheckMessages.unavailable);
        const parsed = answerSchema.safeParse(await res.json());
        if (!parsed.success) return refuse(botCheckMessages.unavailable);
        answer = parsed.data;
      } catch {
        return refuse(botCheckMessages.unavailable);
      }
      // Google answers each token once (timeout-or-duplicate), so a replay fails here too.
      if (!answer.success || answer.action !== RECAPTCHA_ACTION) return refuse();
      if ((answer.score ?? 0) < RECAPTCHA_MIN_SCORE) return refuse();
      return { ok: true };
    },
  };
}
