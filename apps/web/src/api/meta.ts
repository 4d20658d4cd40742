import { systemApi, type AppMeta } from '@tevila/contract';
import { ApiError, GENERIC_ERROR, http } from './http';

/** The contract's answer of /meta.json (docs/decisions/0034). */
export type { AppMeta };

/**
 * GET /meta.json?t=<timestamp>: the version currently deployed. Asked at the start of every page, the
 * home page included: checked by hand, as the public settings are, so zod's parser stays out of the
 * first page (decision 0034, e2e/web-budget.spec.ts).
 */
export async function fetchMeta(now: number = Date.now()): Promise<AppMeta> {
  const meta = await http.call(systemApi.meta, { query: { t: now }, cache: 'no-store' });
  if (typeof meta !== 'object' || meta === null || !('version' in meta) || typeof meta.version !== 'string')
    throw new ApiError('generic', GENERIC_ERROR);
  return { version: meta.version };
}
