import type { Route } from '../route.ts';

/** Registration and its verification code. */
export const signInApi = {
  /** POST { userName, phone, email, password, language } → sends the verification code by SMS. */
  register: { method: 'POST', path: '/api/api/account/register' },
  /** POST { phoneNumber, authCode } → { result: { userName, passwd } }. */
  registrationVerify: { method: 'POST', path: '/api/api/account/registrationVerify' },
} as const satisfies Record<string, Route>;
