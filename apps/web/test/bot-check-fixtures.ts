import { botCheckConfigSchema } from '@tevila/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createChallenge, sha } from 'altcha/lib';
import { expect } from 'vitest';
import { z } from 'zod/mini';
import { json, type Handler } from './fake-api';

/** GET botcheck/config's answer with ALTCHA, checked by the contract's schema. */
const altchaConfig = z.parse(botCheckConfigSchema, {
  provider: 'altcha',
  challengeUrl: '/api/api/botcheck/challenge',
  siteKey: null,
});

/**
 * The server's answers for the ALTCHA check: its config and a fresh, really solvable challenge (the
 * widget library's own format, made by the library).
 */
export const altchaApi: Record<string, Handler> = {
  'GET /api/api/botcheck/config': () => json(altchaConfig),
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

/**
 * States a widget rests in: it sends no event after these unless it is asked to solve (never started,
 * solved, failed, expired).
 */
const SETTLED = ['unverified', 'verified', 'error', 'expired'];

/**
 * Waits until every bot check on the page has settled, solved or failed. Each works on its own once
 * she comes into its form: one still at work when its test ends sends its last events after the
 * file's page is gone, and every such event is an error of the whole run. For afterEach, before the
 * page goes.
 */
export async function botChecksSettled(): Promise<void> {
  await waitFor(() => {
    for (const check of document.querySelectorAll<HTMLElement>('[data-bot-check]'))
      expect(SETTLED).toContain(check.dataset.state);
  });
}

/**
 * The widget's checkbox once it has solved its challenge on its own, as she comes into its form:
 * checked, and named by its state for people and readers ("I'm not a robot" before, "Verifying..."
 * while it works, then this).
 */
export async function verifiedRobotCheck(name = 'Verified'): Promise<HTMLInputElement> {
  const box = await waitFor(() => {
    const found = document.querySelector<HTMLInputElement>('[data-bot-check] input');
    expect(found).not.toBeNull();
    return found!;
  });
  fireEvent.focusIn(box.form?.elements[0] ?? box);
  const robot = await screen.findByRole<HTMLInputElement>('checkbox', { name });
  await waitFor(() => expect(robot.checked).toBe(true));
  return robot;
}
