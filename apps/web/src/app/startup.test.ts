import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  checkVersion,
  isNewerVersion,
  RELOADED_FOR_KEY,
  VERSION_RELOAD_DELAY_MS,
  withoutWww,
  type VersionCheckDeps,
} from './startup';

function deps(overrides: Partial<VersionCheckDeps> = {}) {
  const d = {
    currentVersion: '0.2.21',
    fetchMeta: vi.fn(async () => ({ version: '0.2.21' })),
    now: () => 1_700_000_000_000,
    clearCaches: vi.fn(async () => undefined),
    reload: vi.fn(),
    schedule: (fn: () => void, ms: number) => setTimeout(fn, ms),
    session: window.sessionStorage,
    log: vi.fn(),
    ...overrides,
  };
  return d;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('version check (docs/product/site-and-staff.md §4)', () => {
  it('asks /meta.json with a cache-busting timestamp', async () => {
    const d = deps();
    await checkVersion(d);
    expect(d.fetchMeta).toHaveBeenCalledWith(1_700_000_000_000);
  });

  it('a newer version clears caches and hard-reloads after 3 s', async () => {
    const d = deps({ fetchMeta: vi.fn(async () => ({ version: '0.2.22' })) });
    await expect(checkVersion(d)).resolves.toEqual({ outcome: 'reload', version: '0.2.22' });
    expect(d.clearCaches).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(VERSION_RELOAD_DELAY_MS - 1);
    expect(d.reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(d.reload).toHaveBeenCalledOnce();
  });

  it('the same or an older version carries on', async () => {
    for (const version of ['0.2.21', '0.2.9', '0.1.99']) {
      const d = deps({ fetchMeta: vi.fn(async () => ({ version })) });
      await expect(checkVersion(d)).resolves.toEqual({ outcome: 'current', version });
      vi.runAllTimers();
      expect(d.reload).not.toHaveBeenCalled();
      expect(d.clearCaches).not.toHaveBeenCalled();
    }
  });

  it('a failed check carries on as the latest, only logged', async () => {
    const d = deps({ fetchMeta: vi.fn(async () => Promise.reject(new Error('offline'))) });
    await expect(checkVersion(d)).resolves.toEqual({ outcome: 'failed' });
    vi.runAllTimers();
    expect(d.reload).not.toHaveBeenCalled();
    expect(d.clearCaches).not.toHaveBeenCalled();
    expect(d.log).toHaveBeenCalled();
  });

  it('does not reload twice for the same announced version (no reload loop)', async () => {
    window.sessionStorage.setItem(RELOADED_FOR_KEY, '0.3.0');
    const d = deps({ fetchMeta: vi.fn(async () => ({ version: '0.3.0' })) });
    await expect(checkVersion(d)).resolves.toEqual({ outcome: 'current', version: '0.3.0' });
    vi.runAllTimers();
    expect(d.reload).not.toHaveBeenCalled();
  });

  it('compares versions numerically', () => {
    expect(isNewerVersion('0.10.0', '0.2.21')).toBe(true);
    expect(isNewerVersion('1.0.0', '0.2.21')).toBe(true);
    expect(isNewerVersion('0.2.21', '0.2.21')).toBe(false);
    expect(isNewerVersion('garbage', '0.2.21')).toBe(false);
  });
});

describe('www. prefix', () => {
  it('is stripped, keeping path, query and hash', () => {
    expect(withoutWww('https://www.mikvah.example/hours?x=1#top')).toBe(
      'https://mikvah.example/hours?x=1#top',
    );
    expect(withoutWww('https://mikvah.example/hours')).toBeNull();
  });
});
