import { z } from 'zod/mini';
import { updateResultSchema } from './answers.ts';
import { described, instant, whole } from './values.ts';

/** One of her signed-in devices, as GET account/sessions lists them. */
export const accountSessionSchema = z.object({
  id: z.string(),
  device: described(
    z.nullable(z.string()),
    'Browser and phone or system, read from the User-Agent of its last use ("Safari · iPhone"); null when unknown',
  ),
  place: described(
    z.nullable(z.string()),
    'The network of its last use, its host part hidden ("203.0.113.x", "2001:db8:85a3:x:x:x:x:x"); null when unknown',
  ),
  createdAt: described(instant, 'When it signed in'),
  lastUsedAt: described(instant, 'Its sign-in or its last refresh of the access token'),
  current: described(z.boolean(), 'The session of this request: this device'),
});

export const accountSessionListSchema = z.array(accountSessionSchema);

/** POST account/sessions/signout-others: how many other devices were signed out. */
export const signOutOthersAnswer = updateResultSchema(z.object({ sessionsEnded: whole() }));

export type AccountSession = z.infer<typeof accountSessionSchema>;
