import { z } from 'zod/mini';
import { ApiError, GENERIC_ERROR } from './api-error';

/**
 * The answer as the server's own schema reads it (the contract, docs/decisions/0034). An answer that
 * does not match is the error every fetcher reports for an unusable body (api/http.ts), raised here
 * rather than as a crash in whatever page reads the field that drifted.
 */
export function checkedAnswer<S extends z.ZodMiniType>(schema: S, body: unknown): z.output<S> {
  const result = z.safeParse(schema, body);
  if (result.success) return result.data;
  throw new ApiError('generic', GENERIC_ERROR, null, body);
}
