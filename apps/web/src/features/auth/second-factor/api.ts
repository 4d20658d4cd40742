import { http } from '../../../api/http';
import { API_BASE } from '../../../api/paths';

/**
 * The second step of a staff sign-in (docs/staff-api.md, Second factor): every call carries the
 * mfa_token the password grant answered, never an access token (she has none yet).
 */
const url = (path: string) => `${API_BASE}account/secondfactor${path}`;
const mfa = (mfaToken: string) => ({ auth: false, headers: { Authorization: `Bearer ${mfaToken}` } });

export type SecondFactorMethod = 'totp' | 'passkey' | 'recovery';

export async function secondFactorMethods(mfaToken: string): Promise<SecondFactorMethod[]> {
  return (await http.get<{ methods: SecondFactorMethod[] }>(url(''), mfa(mfaToken))).methods;
}

export function startTotp(mfaToken: string): Promise<{ secret: string; otpauthUrl: string }> {
  return http.post(url('/totp'), undefined, { ...mfa(mfaToken), expectBody: true });
}

export async function confirmTotp(mfaToken: string, code: string): Promise<string[]> {
  const answer = await http.post<{ recoveryCodes: string[] }>(
    url('/totp/confirm'),
    { code },
    {
      ...mfa(mfaToken),
      expectBody: true,
    },
  );
  return answer.recoveryCodes;
}

export function passkeyCreationOptions(mfaToken: string): Promise<unknown> {
  return http.post(url('/passkey/register/options'), undefined, { ...mfa(mfaToken), expectBody: true });
}

export async function registerPasskey(mfaToken: string, registration: unknown): Promise<string[]> {
  const answer = await http.post<{ recoveryCodes: string[] }>(url('/passkey/register'), registration, {
    ...mfa(mfaToken),
    expectBody: true,
  });
  return answer.recoveryCodes;
}

export function passkeyRequestOptions(mfaToken: string): Promise<unknown> {
  return http.post(url('/passkey/options'), undefined, { ...mfa(mfaToken), expectBody: true });
}
