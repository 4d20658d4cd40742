import { fetchMeta, type AppMeta } from '../api/meta';
import { clearApiCaches } from '../api/local-cache';
import { withoutWww } from './www';

export { withoutWww };

/** docs/product/site-and-staff.md §4 / 000 §9: a newer deployed version clears caches and hard-reloads after 3 s. */
export const VERSION_RELOAD_DELAY_MS = 3000;
/** Remembers, for this tab, which version a reload was already made for (no reload loops). */
export const RELOADED_FOR_KEY = 'versionReloadedFor';

/** Compares dotted numeric versions ("0.2.21" < "0.10.0"); anything unparsable counts as not newer. */
export function isNewerVersion(candidate: string, current: string): boolean {
  const parse = (v: string) => {
    const parts = v.trim().replace(/^v/i, '').split(/[.+-]/).slice(0, 3);
    return parts.length > 0 && parts.every((p) => /^\d+$/.test(p)) ? parts.map(Number) : null;
  };
  const a = parse(candidate);
  const b = parse(current);
  if (!a || !b) return false;
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const x = a[i] ?? 0;
    const y = b[i] ?? 0;
    if (x !== y) return x > y;
  }
  return false;
}

export type VersionCheckResult =
  { outcome: 'current'; version: string } | { outcome: 'reload'; version: string } | { outcome: 'failed' };

export interface VersionCheckDeps {
  currentVersion: string;
  fetchMeta: (now: number) => Promise<AppMeta>;
  now: () => number;
  clearCaches: () => Promise<void>;
  reload: () => void;
  schedule: (fn: () => void, ms: number) => unknown;
  /** sessionStorage-like; guards against reloading twice for the same version. */
  session?: Pick<Storage, 'getItem' | 'setItem'> | null;
  log: (...args: unknown[]) => void;
}

/**
 * Reads /meta.json. If it names a newer version than this build, clears the caches and schedules a
 * hard reload; if the check fails, the app carries on as the latest (the failure is only logged).
 */
export async function checkVersion(deps: VersionCheckDeps): Promise<VersionCheckResult> {
  let meta: AppMeta;
  try {
    meta = await deps.fetchMeta(deps.now());
  } catch (error) {
    deps.log('Version check failed; carrying on.', error);
    return { outcome: 'failed' };
  }
  if (!isNewerVersion(meta.version, deps.currentVersion))
    return { outcome: 'current', version: meta.version };
  try {
    if (deps.session?.getItem(RELOADED_FOR_KEY) === meta.version) {
      deps.log(
        `Version ${meta.version} is announced but this build is ${deps.currentVersion}; not reloading again.`,
      );
      return { outcome: 'current', version: meta.version };
    }
    deps.session?.setItem(RELOADED_FOR_KEY, meta.version);
  } catch {
    // no sessionStorage: reload anyway
  }
  try {
    await deps.clearCaches();
  } catch (error) {
    deps.log('Clearing caches failed.', error);
  }
  deps.schedule(deps.reload, VERSION_RELOAD_DELAY_MS);
  return { outcome: 'reload', version: meta.version };
}

/** Clears the Cache Storage (left by an old service worker) and the cached API answers. */
export async function clearBrowserCaches(): Promise<void> {
  clearApiCaches();
  if (typeof caches !== 'undefined') {
    const names = await caches.keys();
    await Promise.all(names.map((name) => caches.delete(name)));
  }
}

/** Any service worker left by an earlier site is unregistered. */
export async function unregisterServiceWorkers(nav: Navigator = navigator): Promise<void> {
  if (!('serviceWorker' in nav)) return;
  try {
    const registrations = await nav.serviceWorker.getRegistrations();
    await Promise.all(registrations.map((registration) => registration.unregister()));
  } catch (error) {
    console.warn('Could not unregister service workers.', error);
  }
}

/** Runs the start-up steps. Returns false when the page is being redirected (do not render). */
export function runStartup(): boolean {
  const target = withoutWww(window.location.href);
  if (target) {
    window.location.replace(target);
    return false;
  }
  void unregisterServiceWorkers();
  let session: Storage | null;
  try {
    session = window.sessionStorage;
  } catch {
    session = null;
  }
  void checkVersion({
    currentVersion: __APP_VERSION__,
    fetchMeta,
    now: Date.now,
    clearCaches: clearBrowserCaches,
    reload: () => window.location.reload(),
    schedule: (fn, ms) => window.setTimeout(fn, ms),
    session,
    log: (...args) => console.warn(...args),
  });
  return true;
}
