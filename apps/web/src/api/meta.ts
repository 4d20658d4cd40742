import { ApiError, GENERIC_ERROR, http } from './http';
import { paths } from './paths';

export interface AppMeta {
  version: string;
}

/** GET /meta.json?t=<timestamp>: the version currently deployed. */
export async function fetchMeta(now: number = Date.now()): Promise<AppMeta> {
  const meta = await http.get<unknown>(paths.meta(now), { cache: 'no-store' });
  const version = (meta as { version?: unknown } | null)?.version;
  if (typeof version !== 'string') throw new ApiError('generic', GENERIC_ERROR);
  return { version };
}
