import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonFetch } from '../../test/render';
import { night } from '../../test/reserve-fixtures';
import { scheduleAnswer } from '../../test/public-fixtures';
import { fetchBotCheckConfig } from './bot-check-config';
import { postContactForm } from './contact-form';
import { readCache, SCHEDULE_CACHE_KEY } from './local-cache';
import { fetchMeta } from './meta';
import { fetchSchedule } from './schedule';

afterEach(() => vi.unstubAllGlobals());

const generic = { kind: 'generic', message: 'An error occurred.' };

/** The public pages' answers, read by the server's own schemas (docs/decisions/0034). */
describe('answers of the public pages', () => {
  it('the schedule is read as the schema writes it, and kept for the next page', async () => {
    const nights = scheduleAnswer([night('2030-12-03'), night('2030-12-04')]);
    vi.stubGlobal('fetch', vi.fn(jsonFetch({ '/api/api/settings/schedule': nights })));
    await expect(fetchSchedule()).resolves.toEqual(nights);
    expect(readCache(SCHEDULE_CACHE_KEY)?.data).toEqual(nights);
  });

  it('a night that does not match is the generic error, not a page that breaks later', async () => {
    const drifted = { ...night('2030-12-03'), scheduleType: 'Holiday', openTime: 1730 };
    vi.stubGlobal('fetch', vi.fn(jsonFetch({ '/api/api/settings/schedule': [drifted] })));
    await expect(fetchSchedule()).rejects.toMatchObject(generic);
  });

  it('the bot check names its provider and what its widget needs', async () => {
    const config = { provider: 'recaptcha', challengeUrl: null, siteKey: 'site-key' };
    vi.stubGlobal('fetch', vi.fn(jsonFetch({ '/api/api/botcheck/config': config })));
    await expect(fetchBotCheckConfig()).resolves.toEqual({ provider: 'recaptcha', siteKey: 'site-key' });
    vi.stubGlobal(
      'fetch',
      vi.fn(jsonFetch({ '/api/api/botcheck/config': { ...config, provider: 'hcaptcha' } })),
    );
    await expect(fetchBotCheckConfig()).rejects.toMatchObject(generic);
    vi.stubGlobal('fetch', vi.fn(jsonFetch({ '/api/api/botcheck/config': { ...config, siteKey: null } })));
    await expect(fetchBotCheckConfig()).rejects.toMatchObject(generic);
  });

  it('a contact form is sent once the answer says so; another answer is the generic error', async () => {
    const sender = { firstName: 'Rivka', lastName: 'Levi', email: 'r@example.org', message: 'Hello' };
    vi.stubGlobal(
      'fetch',
      vi.fn(jsonFetch({ '/api/api/settings/ContactForm': { success: true, errorMessage: null } })),
    );
    await expect(postContactForm(sender)).resolves.toBeUndefined();
    vi.stubGlobal('fetch', vi.fn(jsonFetch({ '/api/api/settings/ContactForm': { sent: 'yes' } })));
    await expect(postContactForm(sender)).rejects.toMatchObject(generic);
  });

  it('the version is checked by hand, the first page carrying no parser', async () => {
    vi.stubGlobal('fetch', vi.fn(jsonFetch({ '/meta.json': { version: '0.2.21', built: 'today' } })));
    await expect(fetchMeta(1)).resolves.toEqual({ version: '0.2.21' });
    vi.stubGlobal('fetch', vi.fn(jsonFetch({ '/meta.json': { version: 221 } })));
    await expect(fetchMeta(1)).rejects.toMatchObject(generic);
  });
});
