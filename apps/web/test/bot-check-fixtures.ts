import { createChallenge, sha } from 'altcha/lib';
import { json, type Handler } from './fake-api';

/** The server's answers for the ALTCHA widget: its config and a fresh, really solvable challenge. */
export const altchaApi: Record<string, Handler> = {
  'GET /api/api/botcheck/config': () =>
    json({ provider: 'altcha', challengeUrl: '/api/api/botcheck/challenge', siteKey: null }),
  'GET /api/api/botcheck/challenge': async () =>
    json(await createChallenge({ algorithm: 'SHA-256', cost: 1, counter: 40, deriveKey: sha.deriveKey })),
};

interface Token {
  challenge: { parameters: { nonce: string } };
  solution: { counter: number; derivedKey: string };
}

/** The widget's payload, decoded: which challenge it solved and how. */
export function decodeToken(token: unknown): Token {
  if (typeof token !== 'string') throw new Error(`not a token: ${String(token)}`);
  return JSON.parse(atob(token)) as Token;
}
