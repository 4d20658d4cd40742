import { z } from 'zod';
import { messageSchema } from '../answers.ts';
import { metaSchema } from '../meta.ts';
import { systemApi as routes } from '../routes/system.ts';
import { endpoint, type Endpoint } from './endpoint.ts';

const statusSchema = z.object({ status: z.literal('ok') });

export const systemEndpoints = {
  healthz: endpoint(routes.healthz, { answers: { 200: statusSchema } }),
  readyz: endpoint(routes.readyz, { answers: { 200: statusSchema, 503: messageSchema } }),
  meta: endpoint(routes.meta, { answers: { 200: metaSchema } }),
} as const satisfies Record<keyof typeof routes, Endpoint>;
