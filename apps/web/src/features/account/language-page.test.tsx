import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { updatedUser, user } from '../../../test/account-fixtures';
import { fakeApi, json } from '../../../test/fake-api';
import { patron, renderApp } from '../../../test/render';
import { LANGUAGE_STORAGE_KEY } from '../../i18n/language';

describe('/language', () => {
  it('a radio list that switches the site to Hebrew at once, right to left, and remembers it', async () => {
    renderApp({ path: '/language', session: null });
    await screen.findByRole('heading', { level: 1, name: 'Language' });
    const english = screen.getByRole<HTMLInputElement>('radio', { name: 'English' });
    const hebrew = screen.getByRole<HTMLInputElement>('radio', { name: 'עברית' });
    expect(english.checked).toBe(true);
    fireEvent.click(hebrew);
    expect(await screen.findByRole('heading', { level: 1, name: 'שפה' })).toBeTruthy();
    await waitFor(() => expect(hebrew.checked).toBe(true));
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('he');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('he');
    expect(screen.getByRole('link', { name: 'שעות המקווה' })).toBeTruthy();
  });

  it('signed in, the choice is also saved to her account (with her bearer token)', async () => {
    const api = fakeApi({ 'PATCH /api/api/users/7': () => json(updatedUser(user({ language: 'he' }))) });
    vi.stubGlobal('fetch', api.fetch);
    renderApp({ path: '/language', session: patron });
    await screen.findByRole('heading', { level: 1, name: 'Language' });
    fireEvent.click(screen.getByRole('radio', { name: 'עברית' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/api/api/users/7')).toHaveLength(1));
    const [patch] = api.callsTo('PATCH', '/api/api/users/7');
    expect(JSON.parse(patch!.body)).toEqual([{ op: 'add', path: 'language', value: 'he' }]);
    expect(patch!.headers.authorization).toBe('Bearer a-1');
  });

  it('a guest changes only the site', async () => {
    const api = fakeApi({});
    vi.stubGlobal('fetch', api.fetch);
    renderApp({ path: '/language', session: null });
    await screen.findByRole('heading', { level: 1, name: 'Language' });
    fireEvent.click(screen.getByRole('radio', { name: 'עברית' }));
    await screen.findByRole('heading', { level: 1, name: 'שפה' });
    expect(api.calls.filter((call) => call.method === 'PATCH')).toHaveLength(0);
  });

  it('a failed save says so, with the server text', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({ 'PATCH /api/api/users/7': () => json({ Message: 'The user is locked.' }, 403) }).fetch,
    );
    renderApp({ path: '/language', session: patron });
    await screen.findByRole('heading', { level: 1, name: 'Language' });
    fireEvent.click(screen.getByRole('radio', { name: 'עברית' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The user is locked.');
  });
});
