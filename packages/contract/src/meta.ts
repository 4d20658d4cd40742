import { z } from 'zod/mini';

/** GET /meta.json: the running version (the web compares it with its own to reload). */
export const metaSchema = z.object({ version: z.string() });

export type AppMeta = z.infer<typeof metaSchema>;
