import { z } from 'zod';
import { messageSchema } from '../answers.ts';
import { botCheckConfigSchema } from '../bot-check.ts';
import { botCheckApi as routes } from '../routes/bot-check.ts';
import { endpoint, type Endpoint } from './endpoint.ts';

// The challenge is the widget library's own format, read by the widget alone. Loose: the signature
// covers every parameter, so none may be dropped on the way out.
const challengeAnswer = z.object({
  parameters: z.looseObject({ algorithm: z.string(), expiresAt: z.number().optional() }),
  signature: z.string(),
});

export const botCheckEndpoints = {
  config: endpoint(routes.config, { answers: { 200: botCheckConfigSchema } }),
  challenge: endpoint(routes.challenge, {
    answers: { 200: challengeAnswer, 404: messageSchema, 429: messageSchema },
  }),
} as const satisfies Record<keyof typeof routes, Endpoint>;
