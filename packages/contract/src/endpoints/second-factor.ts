import { z } from 'zod';
import { messageSchema } from '../answers.ts';
import { secondFactorApi as routes } from '../routes/second-factor.ts';
import { endpoint, type Endpoint } from './endpoint.ts';

// The browser's WebAuthn options and answers: JSON the library shapes, passed through as they are.
const webauthnJson = z.record(z.string(), z.unknown());

const recoveryCodes = z.object({ recoveryCodes: z.array(z.string()) });

/** A refusal (400) or a missing or spent mfa_token (401). */
const refusals = { 400: messageSchema, 401: messageSchema };

export const secondFactorEndpoints = {
  methods: endpoint(routes.methods, {
    answers: {
      200: z.object({ methods: z.array(z.enum(['totp', 'passkey', 'recovery'])) }),
      401: messageSchema,
    },
  }),
  passkeyRegisterOptions: endpoint(routes.passkeyRegisterOptions, {
    answers: { 200: webauthnJson, ...refusals },
  }),
  passkeyRegister: endpoint(routes.passkeyRegister, {
    body: webauthnJson,
    answers: { 200: recoveryCodes, ...refusals },
  }),
  passkeyOptions: endpoint(routes.passkeyOptions, { answers: { 200: webauthnJson, ...refusals } }),
  totp: endpoint(routes.totp, {
    answers: { 200: z.object({ secret: z.string(), otpauthUrl: z.string() }), ...refusals },
  }),
  totpConfirm: endpoint(routes.totpConfirm, {
    body: z.object({ code: z.string().max(40) }),
    answers: { 200: recoveryCodes, ...refusals },
  }),
} as const satisfies Record<keyof typeof routes, Endpoint>;
