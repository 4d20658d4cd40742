import type { Location } from 'react-router';
import { routePaths } from './route-paths';

export const RETURN_URL_PARAM = 'returnUrl';

export interface LoginRedirectState {
  from?: { pathname: string; search?: string; hash?: string };
}

/** Only a path on this site: "/x", never "//host" or "https://…". */
export function isSafeReturnUrl(value: unknown): value is string {
  return (
    typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')
  );
}

/** Where an unauthenticated visit to `location` is sent: /login?returnUrl=<the full path>. */
export function loginPathFor(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  const target = `${location.pathname}${location.search}${location.hash}`;
  return `${routePaths.login}?${RETURN_URL_PARAM}=${encodeURIComponent(target)}`;
}

/** Where to go after signing in: the remembered location (router state, then ?returnUrl), else /. */
export function returnUrlFrom(location: Pick<Location, 'search' | 'state'>): string {
  const from = (location.state as LoginRedirectState | null)?.from;
  if (from && isSafeReturnUrl(from.pathname)) return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
  const param = new URLSearchParams(location.search).get(RETURN_URL_PARAM);
  return isSafeReturnUrl(param) ? param : routePaths.home;
}
