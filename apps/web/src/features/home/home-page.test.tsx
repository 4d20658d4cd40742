import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonFetch, renderApp } from '../../../test/render';
import { BANNER_DELAY_MS } from './banner-rule';
import { messageParagraphs } from './home-header';

afterEach(() => vi.useRealTimers());

describe('home header', () => {
  it('line breaks of the home message make paragraphs', () => {
    expect(messageParagraphs('Chanukah hours\r\n\nBook ahead\n')).toEqual(['Chanukah hours', 'Book ahead']);
    expect(messageParagraphs(undefined)).toEqual([]);
  });

  it('shows the heading, the Book Your Visit button and the message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        jsonFetch({
          '/api/api/settings': [
            { key: 'facilityName', value: 'Mei Menucha' },
            { key: 'websiteHomePageMessage', value: 'Open late on Thursday.\nBook ahead on Motzei Shabbos.' },
          ],
        }),
      ),
    );
    renderApp({ path: '/', session: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Mei Menucha' })).toBeTruthy();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Book Your Visit' }).getAttribute('href')).toBe('/reserve');
    const note = within(main).getByRole('note', { name: 'Message from the mikvah' });
    expect(
      within(note)
        .getAllByText(/./)
        .map((p) => p.textContent),
    ).toEqual(['Open late on Thursday.', 'Book ahead on Motzei Shabbos.']);
  });

  it('no banner image: no modal', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderApp({ path: '/', session: null });
    await screen.findByRole('heading', { level: 1 });
    act(() => {
      vi.advanceTimersByTime(BANNER_DELAY_MS * 2);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
