import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { ConfirmationModal } from './confirmation-modal';

afterEach(() => {
  vi.useRealTimers();
});

describe('the confirmation modal', () => {
  it('closes itself after 3000 ms', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const onClose = vi.fn();
    renderWithProviders(<ConfirmationModal opened onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'Your reservation is confirmed' })).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(2999);
    });
    expect(onClose).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('View closes it at once', () => {
    const onClose = vi.fn();
    renderWithProviders(<ConfirmationModal opened onClose={onClose} />);
    act(() => screen.getByRole('button', { name: 'View' }).click());
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('is no blank screen: it says the night and time she booked, and where her access code is', async () => {
    renderWithProviders(
      <ConfirmationModal
        opened
        onClose={vi.fn()}
        reservation={{ reservationDate: '2026-03-10T00:00:00', reservationTime: '2026-03-10T19:30:00' }}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Your reservation is confirmed' });
    expect(dialog.textContent).toMatch(/Mar.*10.*7:30 PM/);
    expect(dialog.textContent).toContain('Your access code and how to arrive are on the next screen.');
  });
});
