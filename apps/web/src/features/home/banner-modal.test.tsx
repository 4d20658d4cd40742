import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { BannerModal, loadBannerDialog } from './banner-modal';
import { BANNER_CLOSED_KEY, BANNER_DELAY_MS, BANNER_HIDE_MS, shouldShowBanner } from './banner-rule';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(2026, 11, 1, 12, 0));
});
afterEach(() => vi.useRealTimers());

/** The delay passes, and the modal's own chunk arrives. */
const openAfterDelay = async () => {
  act(() => {
    vi.advanceTimersByTime(BANNER_DELAY_MS);
  });
  await act(async () => {
    await loadBannerDialog();
  });
};

describe('home banner modal', () => {
  it('opens 1.5 s after the page, with the image linked to the destination', async () => {
    renderWithProviders(
      <BannerModal image="/uploads/banner.png" destinationUrl="https://example.org/news" />,
    );
    act(() => {
      vi.advanceTimersByTime(BANNER_DELAY_MS - 1);
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    await openAfterDelay();
    const dialog = screen.getByRole('dialog');
    const image = screen.getByRole('img', { name: 'Announcement from the mikvah' });
    expect(image.getAttribute('src')).toBe('/uploads/banner.png');
    expect(image.closest('a')?.getAttribute('href')).toBe('https://example.org/news');
    expect(dialog.getAttribute('aria-labelledby')).toBeTruthy();
  });

  it('closing it hides it for 24 hours', async () => {
    const first = renderWithProviders(<BannerModal image="/b.png" />);
    await openAfterDelay();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(Number(window.localStorage.getItem(BANNER_CLOSED_KEY))).toBe(Date.now());
    first.unmount();

    vi.setSystemTime(Date.now() + BANNER_HIDE_MS - 60_000);
    const second = renderWithProviders(<BannerModal image="/b.png" />);
    await openAfterDelay();
    expect(screen.queryByRole('dialog')).toBeNull();
    second.unmount();

    vi.setSystemTime(Date.now() + 60_000);
    renderWithProviders(<BannerModal image="/b.png" />);
    await openAfterDelay();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('Escape closes it (and counts as closing)', async () => {
    renderWithProviders(<BannerModal image="/b.png" />);
    await openAfterDelay();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
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
