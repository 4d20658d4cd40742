import { secondFactorApi } from '@tevila/contract';
import { ApiError, GENERIC_ERROR, http } from '../../../api/http';

/**
 * The second step of a staff sign-in (docs/staff-api.md, Second factor): every call carries the
 * mfa_token the password grant answered, never an access token (she has none yet).
 */
const mfa = (mfaToken: string) => ({ auth: false, headers: { Authorization: `Bearer ${mfaToken}` } });

export type SecondFactorMethod = 'totp' | 'passkey' | 'recovery';

/**
 * The answer's fields, read without a schema (zod stays out of the sign-in's load): a field missing or
 * of another type is the generic error, as for any unusable body.
 */
const fields = (answer: unknown): Map<string, unknown> =>
  new Map(answer && typeof answer === 'object' ? Object.entries(answer) : []);

function text(value: unknown): string {
  if (typeof value === 'string') return value;
  throw new ApiError('generic', GENERIC_ERROR, null, value);
}

function texts(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(text);
  throw new ApiError('generic', GENERIC_ERROR, null, value);
}

const isMethod = (value: string): value is SecondFactorMethod =>
  value === 'totp' || value === 'passkey' || value === 'recovery';

export async function secondFactorMethods(mfaToken: string): Promise<SecondFactorMethod[]> {
  const answer = await http.call(secondFactorApi.methods, mfa(mfaToken));
  return texts(fields(answer).get('methods')).filter(isMethod);
}

export async function startTotp(mfaToken: string): Promise<{ secret: string; otpauthUrl: string }> {
  const answer = await http.call(secondFactorApi.totp, { ...mfa(mfaToken), expectBody: true });
  const read = fields(answer);
  return { secret: text(read.get('secret')), otpauthUrl: text(read.get('otpauthUrl')) };
}

export async function confirmTotp(mfaToken: string, code: string): Promise<string[]> {
  const answer = await http.call(secondFactorApi.totpConfirm, {
    body: { code },
    ...mfa(mfaToken),
    expectBody: true,
  });
  return texts(fields(answer).get('recoveryCodes'));
}

export function passkeyCreationOptions(mfaToken: string): Promise<unknown> {
  return http.call(secondFactorApi.passkeyRegisterOptions, { ...mfa(mfaToken), expectBody: true });
}

export async function registerPasskey(mfaToken: string, registration: unknown): Promise<string[]> {
  const answer = await http.call(secondFactorApi.passkeyRegister, {
    body: registration,
    ...mfa(mfaToken),
    expectBody: true,
  });
  return texts(fields(answer).get('recoveryCodes'));
}

export function passkeyRequestOptions(mfaToken: string): Promise<unknown> {
  return http.call(secondFactorApi.passkeyOptions, { ...mfa(mfaToken), expectBody: true });
}
