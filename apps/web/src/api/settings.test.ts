import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonFetch } from '../../test/render';
import { SETTINGS_CACHE_KEY, writeCache } from './local-cache';
import { fetchSettings, SETTINGS_REFRESH_MS, settingsQueryOptions, toSettingsMap } from './settings';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('settings', () => {
  it('turns [{ key, value }] into a map', () => {
    expect(
      toSettingsMap([
        { key: 'shutdown', value: 'False' },
        { key: 'prices', value: '36' },
      ]),
    ).toEqual({
      shutdown: 'False',
      prices: '36',
    });
  });

  it('no settings (null, not a list): "An error occurred", without the full stop; an empty body keeps it', async () => {
    expect(() => toSettingsMap(null)).toThrow(/^An error occurred$/);
    expect(() => toSettingsMap({ key: 'x' })).toThrow(/^An error occurred$/);
    vi.stubGlobal('fetch', vi.fn(jsonFetch({ '/api/api/settings': null })));
    await expect(fetchSettings()).rejects.toMatchObject({ kind: 'server', message: 'An error occurred' });
    vi.stubGlobal('fetch', vi.fn(jsonFetch({ '/api/api/settings': new Response('', { status: 200 }) })));
    await expect(fetchSettings()).rejects.toMatchObject({ kind: 'generic', message: 'An error occurred.' });
  });

  it('fetches, and saves the answer for reuse', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(jsonFetch({ '/api/api/settings': [{ key: 'facilityName', value: 'Mikvah' }] })),
    );
    await expect(fetchSettings()).resolves.toEqual({ facilityName: 'Mikvah' });
    expect(JSON.parse(window.localStorage.getItem(SETTINGS_CACHE_KEY)!).data).toEqual({
      facilityName: 'Mikvah',
    });
  });

  it('a copy saved this hour is the initial data, and is refreshed every 6 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 0, 15, 10, 0));
    writeCache(SETTINGS_CACHE_KEY, { facilityName: 'Cached' }, Date.now() - 2 * 60_000);
    const fetchMock = vi.fn(jsonFetch({ '/api/api/settings': [{ key: 'facilityName', value: 'Fresh' }] }));
    vi.stubGlobal('fetch', fetchMock);

    const options = settingsQueryOptions();
    expect(options.refetchInterval).toBe(SETTINGS_REFRESH_MS);
    expect(options.staleTime).toBe(360_000);
    const client = new QueryClient();
    const observer = new QueryObserver(client, { ...options, refetchInterval: false });
    const unsubscribe = observer.subscribe(() => undefined);
    expect(observer.getCurrentResult().data).toEqual({ facilityName: 'Cached' });
    // Saved 2 minutes ago: fresh enough, no request.
    expect(fetchMock).not.toHaveBeenCalled();
    unsubscribe();
    client.clear();
  });

  it('a copy from over an hour ago is not used', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 0, 15, 10, 0));
    writeCache(SETTINGS_CACHE_KEY, { facilityName: 'Old' }, Date.now() - 61 * 60_000);
    const options = settingsQueryOptions();
    const initialData = options.initialData as () => unknown;
    expect(initialData()).toBeUndefined();
  });
});
