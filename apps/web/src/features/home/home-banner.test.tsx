import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { HomeBanner } from './home-banner';
import { BANNER_CLOSED_KEY, BANNER_DELAY_MS, BANNER_HIDE_MS, shouldShowBanner } from './banner-rule';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(2026, 11, 1, 12, 0));
});
afterEach(() => vi.useRealTimers());

const openAfterDelay = () =>
  act(() => {
    vi.advanceTimersByTime(BANNER_DELAY_MS);
  });

const bannerDialog = () => screen.queryByRole('dialog');

describe('home banner', () => {
  it('opens 1.5 s after the page, with the image linked to the destination', () => {
    renderWithProviders(<HomeBanner image="/uploads/banner.png" destinationUrl="https://example.org/news" />);
    act(() => {
      vi.advanceTimersByTime(BANNER_DELAY_MS - 1);
    });
    expect(bannerDialog()).toBeNull();
    openAfterDelay();
    const dialog = screen.getByRole('dialog');
    const image = screen.getByRole('img', { name: 'Announcement from the mikvah' });
    expect(image.getAttribute('src')).toBe('/uploads/banner.png');
    expect(image.closest('a')?.getAttribute('href')).toBe('https://example.org/news');
    expect(dialog.getAttribute('aria-labelledby')).toBeTruthy();
  });

  it('closing it hides it for 24 hours', () => {
    const first = renderWithProviders(<HomeBanner image="/b.png" />);
    openAfterDelay();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(bannerDialog()).toBeNull();
    expect(Number(window.localStorage.getItem(BANNER_CLOSED_KEY))).toBe(Date.now());
    first.unmount();

    vi.setSystemTime(Date.now() + BANNER_HIDE_MS - 60_000);
    const second = renderWithProviders(<HomeBanner image="/b.png" />);
    openAfterDelay();
    expect(bannerDialog()).toBeNull();
    second.unmount();

    vi.setSystemTime(Date.now() + 60_000);
    renderWithProviders(<HomeBanner image="/b.png" />);
    openAfterDelay();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('Escape closes it (and counts as closing)', () => {
    renderWithProviders(<HomeBanner image="/b.png" />);
    openAfterDelay();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(bannerDialog()).toBeNull();
    expect(window.localStorage.getItem(BANNER_CLOSED_KEY)).not.toBeNull();
  });

  it('following its link counts as closing', () => {
    renderWithProviders(<HomeBanner image="/b.png" destinationUrl="https://example.org/news" />);
    openAfterDelay();
    const link = screen.getByRole('link');
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    expect(window.localStorage.getItem(BANNER_CLOSED_KEY)).not.toBeNull();
  });

  it('the 24-hour rule', () => {
    const now = Date.now();
    expect(shouldShowBanner(null, now)).toBe(true);
    expect(shouldShowBanner(now - 1000, now)).toBe(false);
    expect(shouldShowBanner(now - BANNER_HIDE_MS + 1, now)).toBe(false);
    expect(shouldShowBanner(now - BANNER_HIDE_MS, now)).toBe(true);
  });
});
