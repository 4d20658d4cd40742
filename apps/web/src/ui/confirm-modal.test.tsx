import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/http';
import { renderWithProviders } from '../../test/render';
import { ConfirmModal } from './confirm-modal';

const base = {
  opened: true,
  title: 'Remove card',
  message: 'Remove this card?',
  confirmLabel: 'Remove Card',
  cancelLabel: 'Cancel',
  pending: false,
  error: null,
};

describe('the confirmation modal', () => {
  it('asks, then confirms or cancels; the close button is labelled', () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    renderWithProviders(<ConfirmModal {...base} onConfirm={onConfirm} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Remove card' });
    expect(within(dialog).getByText('Remove this card?')).toBeTruthy();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove Card' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('while the call is under way Cancel waits', () => {
    renderWithProviders(<ConfirmModal {...base} pending onConfirm={vi.fn()} onClose={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(true);
  });

  it('a refused call shows the server’s words', () => {
    const error = new ApiError('server', 'The card is in use.', 409);
    renderWithProviders(<ConfirmModal {...base} error={error} onConfirm={vi.fn()} onClose={vi.fn()} />);
    expect(screen.getByRole('alert').textContent).toBe('The card is in use.');
    expect(screen.getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(false);
  });

  it('an outcome replaces the question', () => {
    renderWithProviders(
      <ConfirmModal {...base} outcome={<p role="status">Done.</p>} onConfirm={vi.fn()} onClose={vi.fn()} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Remove card' });
    expect(within(dialog).getByRole('status').textContent).toBe('Done.');
    expect(within(dialog).queryByRole('button', { name: 'Remove Card' })).toBeNull();
  });
});
