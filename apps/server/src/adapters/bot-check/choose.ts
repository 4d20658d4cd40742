import { ConfigError } from '../../config.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { createAltchaBotCheck } from './altcha.ts';
import type { BotCheckPort } from './port.ts';
import { createRecaptchaBotCheck } from './recaptcha.ts';

export interface BotCheckChoice {
  config: Config & { AUTH_SECRET: string };
  db: Db;
  /** Read only for reCAPTCHA: the keys may be kept as settings (the environment wins for the secret). */
  settings: () => Promise<{ googleSiteKey: string; recaptchaSecret: string }>;
  /** Tests point reCAPTCHA at a local fake of Google's siteverify. */
  recaptchaVerifyUrl?: string | undefined;
}

/** docs/design.md §7: CAPTCHA_PROVIDER picks the adapter; reCAPTCHA without its keys refuses to start. */
export async function chooseBotCheck(choice: BotCheckChoice): Promise<BotCheckPort> {
  const { config } = choice;
  if (config.CAPTCHA_PROVIDER !== 'recaptcha')
    return createAltchaBotCheck({ db: choice.db, authSecret: config.AUTH_SECRET });
  const keys = async () => {
    const settings = await choice.settings();
    return { secret: config.RECAPTCHA_SECRET ?? settings.recaptchaSecret, siteKey: settings.googleSiteKey };
  };
  const atStart = await keys();
  if (atStart.secret === '' || atStart.siteKey === '')
    throw new ConfigError(
      'RECAPTCHA_SECRET',
      'Invalid environment: CAPTCHA_PROVIDER=recaptcha needs RECAPTCHA_SECRET (or the recaptchaSecret setting) and the googleSiteKey setting',
    );
  return createRecaptchaBotCheck({
    keys,
    ...(choice.recaptchaVerifyUrl !== undefined ? { verifyUrl: choice.recaptchaVerifyUrl } : {}),
  });
}
