import type { BotChallenge, BotCheckConfig } from '../../adapters/bot-check/port.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';

/**
 * Refuses (400, the refusal shape) unless the token passes the bot check. Called by a form's service
 * after its own fields are checked and before anything is charged or stored.
 */
export async function requireHuman(
  ctx: Pick<AppContext, 'adapters'>,
  token: string | null | undefined,
  ip: string | null,
): Promise<void> {
  const verdict = await ctx.adapters.botCheck.verify(token ?? undefined, ip);
  if (!verdict.ok) throw new AppError('botcheck.refused', verdict.message);
}

/** GET botcheck/config: which widget the page shows. */
export function botCheckConfig(ctx: Pick<AppContext, 'adapters'>): Promise<BotCheckConfig> {
  return ctx.adapters.botCheck.publicConfig();
}

/** GET botcheck/challenge: a fresh ALTCHA challenge; not found while reCAPTCHA is the provider. */
export async function freshChallenge(ctx: Pick<AppContext, 'adapters'>): Promise<BotChallenge> {
  const challenge = await ctx.adapters.botCheck.challenge();
  if (challenge === null) throw new AppError('route.not_found');
  return challenge;
}
