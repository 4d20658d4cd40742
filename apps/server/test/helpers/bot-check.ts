import type { FastifyInstance } from 'fastify';
import { solveChallenge } from 'altcha-lib';
import type { Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { expect } from 'vitest';

let nextIp = 0;
/** Each challenge from its own address, so the per-IP limit on challenges never bites a test. */
function freshIp(): string {
  nextIp += 1;
  return `10.251.${(nextIp >> 8) & 255}.${nextIp & 255}`;
}

/** The widget's payload for a solved challenge: base64 of { challenge, solution }. */
export async function encodeSolution(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (solution === null) throw new Error('the challenge could not be solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** Fetches a fresh challenge as the ALTCHA widget does and solves it: a token accepted once. */
export async function solvedToken(app: FastifyInstance, host?: string): Promise<string> {
  const res = await app.inject({
    method: 'GET',
    url: '/api/api/botcheck/challenge',
    remoteAddress: freshIp(),
    // A facility's challenge is signed for its own host (docs/facilities.md).
    ...(host === undefined ? {} : { headers: { host } }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return encodeSolution(res.json<Challenge>());
}
