import { botCheckApi } from '@tevila/contract';
import { type LocalMessage, msg } from '../../i18n/messages.ts';

/**
 * docs/design.md §7: the bot-check port. Two adapters: `altcha` (built in, self-hosted proof of work, no
 * third-party request) and `recaptcha` (Google reCAPTCHA v3, action `social`). Both read the token a
 * form sends as `reCaptchaTokenResponse` (docs/product/booking.md §3).
 */

export type BotCheckProvider = 'altcha' | 'recaptcha';

export type BotCheckVerdict = { ok: true } | { ok: false; message: LocalMessage };

/** What the page needs to show the widget (GET botcheck/config). */
export interface BotCheckConfig {
  provider: BotCheckProvider;
  /** ALTCHA: where the widget fetches a fresh challenge; null with reCAPTCHA. */
  challengeUrl: string | null;
  /** reCAPTCHA: the public site key (setting googleSiteKey); null with ALTCHA. */
  siteKey: string | null;
}

/** An ALTCHA challenge as the widget reads it; the signature covers every parameter. */
export interface BotChallenge {
  parameters: { algorithm: string; [name: string]: unknown };
  signature: string;
}

export interface BotCheckPort {
  readonly provider: BotCheckProvider;
  publicConfig(): Promise<BotCheckConfig>;
  /** A fresh challenge; null when the provider issues its own (reCAPTCHA). */
  challenge(): Promise<BotChallenge | null>;
  /** Checks a token once: a token that passed is never accepted again. */
  verify(token: string | undefined, ip: string | null): Promise<BotCheckVerdict>;
}

/** The patron-facing sentences, the same for both providers and both forms. */
export const botCheckMessages = {
  missing: msg('botcheck.missing'),
  expired: msg('botcheck.expired'),
  unavailable: msg('botcheck.unavailable'),
} as const;

/** Where the ALTCHA widget asks for a challenge: the contract's route (modules/bot-check/routes.ts). */
export const CHALLENGE_PATH = botCheckApi.challenge.path;
