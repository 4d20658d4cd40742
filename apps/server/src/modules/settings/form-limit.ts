import type { AppContext } from '../../context.ts';
import { loadSettings } from './service.ts';

/**
 * The public forms' flood guard (contact, careers, tours): `formsPerNetworkPerMinute` a minute from one
 * network. A setting, not a constant: a facility whose visitors share one address raises it, and so do
 * the browser tests, which all come from 127.0.0.1.
 */
export function formRateLimit(ctx: Pick<AppContext, 'db' | 'caches'>) {
  return {
    max: async () => (await loadSettings(ctx)).formsPerNetworkPerMinute,
    timeWindow: 60_000,
  };
}
