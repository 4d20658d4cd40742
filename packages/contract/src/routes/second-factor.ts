import type { Route } from '../route.ts';

/**
 * Staff's second factor: passkeys, an authenticator app, recovery codes. Each call carries the
 * sign-in's mfa_token as its bearer, never an access token.
 */
export const secondFactorApi = {
  /** GET → { methods }: what this sign-in may use (totp, passkey, recovery; none: set one up). */
  methods: { method: 'GET', path: '/api/api/account/secondfactor' },
  /** POST → the WebAuthn creation options for navigator.credentials.create. */
  passkeyRegisterOptions: { method: 'POST', path: '/api/api/account/secondfactor/passkey/register/options' },
  /** POST the browser's RegistrationResponseJSON → { recoveryCodes }, once. */
  passkeyRegister: { method: 'POST', path: '/api/api/account/secondfactor/passkey/register' },
  /** POST → the WebAuthn request options for navigator.credentials.get. */
  passkeyOptions: { method: 'POST', path: '/api/api/account/secondfactor/passkey/options' },
  /** POST → { secret, otpauthUrl }: a new authenticator app's key. */
  totp: { method: 'POST', path: '/api/api/account/secondfactor/totp' },
  /** POST { code } → { recoveryCodes }, once: the authenticator app confirmed. */
  totpConfirm: { method: 'POST', path: '/api/api/account/secondfactor/totp/confirm' },
} as const satisfies Record<string, Route>;
