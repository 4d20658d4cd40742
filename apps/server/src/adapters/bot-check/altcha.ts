import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { DEFAULT_FACILITY } from '@tevila/domain';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { boundFacility } from '../../db/facility-scope.ts';
import type { LocalMessage } from '../../i18n/messages.ts';
import { CHALLENGE_PATH, botCheckMessages } from './port.ts';
import type { BotChallenge, BotCheckPort, BotCheckVerdict } from './port.ts';
import { markChallengeUsed, purgeExpiredChallenges } from './used-challenges-repo.ts';
import { wallTime } from '../../clock.ts';

/**
 * Tuned so a phone solves it well under 0.5 s (docs/design.md §2): one SHA-256 per attempt and a secret
 * counter of 800–2400 attempts, about 60 ms on a laptop's single core and a few times that on a
 * phone, shared among the widget's workers.
 */
export const altchaTuning = {
  algorithm: 'SHA-256',
  cost: 1,
  counterMin: 800,
  counterMax: 2400,
  /** Long enough to fill a form after the widget solved it on load. */
  lifetimeSeconds: 10 * 60,
} as const;

/**
 * The HMAC keys, derived from AUTH_SECRET: stable across restarts and the same on every instance. Each
 * facility has its own (the first keeps the keys it always had), so a challenge solved at one
 * facility's host is no use at another's.
 */
export function altchaSecrets(
  authSecret: string,
  facility: string = DEFAULT_FACILITY,
): { challenge: string; key: string } {
  const own = facility === DEFAULT_FACILITY ? '' : `:${facility}`;
  const derive = (purpose: string) =>
    createHmac('sha256', authSecret).update(`${purpose}${own}`).digest('hex');
  return { challenge: derive('altcha-challenge'), key: derive('altcha-key') };
}

// What the widget sends: base64 of JSON { challenge: { parameters, signature }, solution }.
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.string(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      keySignature: z.string().optional(),
      expiresAt: z.number().int().positive(),
    }),
    signature: z.string().regex(/^[0-9a-f]{64}$/),
  }),
  solution: z.object({ counter: z.number().int().nonnegative(), derivedKey: z.string().max(256) }),
});

function decode(token: string): z.output<typeof payloadSchema> | null {
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(token, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export interface AltchaDeps {
  db: Db;
  authSecret: string;
  /**
   * Wall time, not the app clock: the widget and altcha-lib both judge expiry by real time, and a
   * challenge's freshness is about the minutes between fetching and posting it.
   */
  now?: () => Date;
}

export function createAltchaBotCheck(deps: AltchaDeps): BotCheckPort {
  const each = new Map<string, ReturnType<typeof altchaSecrets>>();
  const secretsHere = () => {
    const facility = boundFacility();
    let found = each.get(facility);
    if (found === undefined) each.set(facility, (found = altchaSecrets(deps.authSecret, facility)));
    return found;
  };
  const now = deps.now ?? (() => new Date(wallTime()));
  const refuse = (message: LocalMessage = botCheckMessages.missing): BotCheckVerdict => ({
    ok: false,
    message,
  });
  return {
    provider: 'altcha',
    publicConfig: async () => ({ provider: 'altcha', challengeUrl: CHALLENGE_PATH, siteKey: null }),
    async challenge(): Promise<BotChallenge> {
      const secrets = secretsHere();
      const challenge = await createChallenge({
        algorithm: altchaTuning.algorithm,
        cost: altchaTuning.cost,
        counter: randomInt(altchaTuning.counterMax, altchaTuning.counterMin),
        deriveKey,
        expiresAt: Math.floor(now().getTime() / 1000) + altchaTuning.lifetimeSeconds,
        hmacSignatureSecret: secrets.challenge,
        hmacKeySignatureSecret: secrets.key,
      });
      return { parameters: { ...challenge.parameters }, signature: challenge.signature ?? '' };
    },
    async verify(token) {
      if (token === undefined || token.trim() === '' || token.length > 4000) return refuse();
      const payload = decode(token.trim());
      if (payload === null) return refuse();
      const expiresAt = new Date(payload.challenge.parameters.expiresAt * 1000);
      if (expiresAt <= now()) return refuse(botCheckMessages.expired);
      // altcha-lib's type has no room for an undefined keySignature: a challenge without one leaves it out.
      const { keySignature, ...parameters } = payload.challenge.parameters;
      const challenge = {
        parameters: { ...parameters, ...(keySignature === undefined ? {} : { keySignature }) },
        signature: payload.challenge.signature,
      };
      const secrets = secretsHere();
      let result;
      try {
        result = await verifySolution({
          challenge,
          solution: payload.solution,
          deriveKey,
          hmacSignatureSecret: secrets.challenge,
          hmacKeySignatureSecret: secrets.key,
        });
      } catch {
        // altcha-lib throws for parameters it cannot use (an unknown algorithm): a bad token.
        return refuse();
      }
      if (result.expired) return refuse(botCheckMessages.expired);
      if (!result.verified) return refuse();
      // Only a signed challenge reaches here, so the table holds nothing a client invented.
      await purgeExpiredChallenges(deps.db, now());
      const first = await markChallengeUsed(deps.db, payload.challenge.signature, expiresAt, now());
      return first ? { ok: true } : refuse();
    },
  };
}
