import type { LightMyRequestResponse } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { expect } from 'vitest';
import type { TestApp } from './test-app.ts';

/** A staff member's authenticator app as the tests hold it: its key, and her recovery codes left. */
interface App {
  secret: string;
  recoveryCodes: string[];
  lastStep: number;
}

const apps = new WeakMap<TestApp, Map<string, App>>();

/** The code her app shows at the test app's clock, and its step. */
export function totpCode(secret: string, at: Date): { code: string; step: number } {
  const totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
  return {
    code: totp.generate({ timestamp: at.getTime() }),
    step: TOTP.counter({ period: 30, timestamp: at.getTime() }),
  };
}

export function mfaBearer(mfaToken: string) {
  return { authorization: `Bearer ${mfaToken}` };
}

export async function secondFactorGrant(t: TestApp, mfaToken: string, code: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/token',
    payload: { grant_type: 'second_factor', mfa_token: mfaToken, code },
  });
}

/** Sets up an authenticator app with the mfa_token of her first staff sign-in; answers its key and codes. */
export async function enrolTotp(t: TestApp, mfaToken: string) {
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/api/account/secondfactor/totp',
    headers: mfaBearer(mfaToken),
  });
  expect(started.statusCode, started.body).toBe(200);
  const { secret } = started.json<{ secret: string; otpauthUrl: string }>();
  const { code, step } = totpCode(secret, t.clock.now());
  const confirmed = await t.app.inject({
    method: 'POST',
    url: '/api/api/account/secondfactor/totp/confirm',
    headers: mfaBearer(mfaToken),
    payload: { code },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const { recoveryCodes } = confirmed.json<{ recoveryCodes: string[] }>();
  return { secret, code, step, recoveryCodes };
}

/**
 * Finishes a password grant a staff member was answered with a second factor: sets up her app the
 * first time, then types its code, or one of her recovery codes when this step's code was used (the
 * tests' clocks often stand still). A patron's answer is returned as it is.
 */
export async function finishSecondFactor(
  t: TestApp,
  userName: string,
  answer: LightMyRequestResponse,
): Promise<LightMyRequestResponse> {
  if (answer.statusCode !== 400) return answer;
  const body = answer.json<{ error: string; mfa_token?: string }>();
  if (body.mfa_token === undefined) return answer;
  const kept = apps.get(t) ?? new Map<string, App>();
  apps.set(t, kept);
  if (body.error === 'second_factor_enrollment_required') {
    const enrolled = await enrolTotp(t, body.mfa_token);
    kept.set(userName, {
      secret: enrolled.secret,
      recoveryCodes: enrolled.recoveryCodes,
      lastStep: enrolled.step,
    });
    return secondFactorGrant(t, body.mfa_token, enrolled.code);
  }
  const app = kept.get(userName);
  if (app === undefined) throw new Error(`${userName} has an authenticator app these tests do not hold`);
  const { code, step } = totpCode(app.secret, t.clock.now());
  if (step > app.lastStep) {
    app.lastStep = step;
    return secondFactorGrant(t, body.mfa_token, code);
  }
  const recovery = app.recoveryCodes.shift();
  if (recovery === undefined) throw new Error(`${userName} has used every recovery code`);
  return secondFactorGrant(t, body.mfa_token, recovery);
}
