import { z } from 'zod';
import { messageSchema } from '../answers.ts';
import { auditActionsAnswer, auditPageAnswer, auditQueryShape } from '../audit.ts';
import { auditApi as routes } from '../routes/audit.ts';
import { endpoint, type Endpoint } from './endpoint.ts';
import { guarded } from './refusals.ts';

// Streamed (Fastify never serialises a stream); declared for the OpenAPI document. A Node stream is
// async-iterable: checked so without loading node:stream into the contract.
const csvStream = z
  .custom<AsyncIterable<Uint8Array>>(
    (value) => typeof value === 'object' && value !== null && Symbol.asyncIterator in value,
  )
  .describe('text/csv');

const auditQuery = z.object(auditQueryShape);

export const auditEndpoints = {
  audit: endpoint(routes.audit, {
    query: auditQuery,
    answers: { 200: auditPageAnswer, 400: messageSchema, ...guarded },
  }),
  actions: endpoint(routes.actions, { answers: { 200: auditActionsAnswer, ...guarded } }),
  // The filters of GET audit (page and pageSize are checked, but do not limit it).
  csv: endpoint(routes.csv, {
    query: auditQuery,
    answers: { 200: csvStream, 400: messageSchema, ...guarded },
  }),
} as const satisfies Record<keyof typeof routes, Endpoint>;
