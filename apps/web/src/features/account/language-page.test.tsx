import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';
import { LANGUAGE_STORAGE_KEY } from '../../i18n/language';

describe('/language', () => {
  it('a radio list that switches the site to Hebrew at once, right to left, and remembers it', async () => {
    renderApp({ path: '/language', session: null });
    await screen.findByRole('heading', { level: 1, name: 'Language' });
    const english = screen.getByRole('radio', { name: 'English' }) as HTMLInputElement;
    const hebrew = screen.getByRole('radio', { name: 'עברית' }) as HTMLInputElement;
    expect(english.checked).toBe(true);
    fireEvent.click(hebrew);
    expect(await screen.findByRole('heading', { level: 1, name: 'שפה' })).toBeTruthy();
    await waitFor(() => expect(hebrew.checked).toBe(true));
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('he');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('he');
    expect(screen.getByRole('link', { name: 'שעות המקווה' })).toBeTruthy();
  });
});
