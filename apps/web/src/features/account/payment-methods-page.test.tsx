import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { cardBrands } from '@tevila/domain';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../test/fake-api';
import { fillCard, sandboxConfig } from '../../../test/payments-fixtures';
import { patron, renderApp } from '../../../test/render';
import { changeLanguage } from '../../i18n/setup';

describe('/payment-methods (docs/product/site-and-staff.md §2)', () => {
  it('lists her cards with brand icons, adds one (token, then PUT) and removes one after confirming', async () => {
    let cards = cardBrands.map((brand, i) => ({ id: `card_${i}`, brand, last4: String(1000 + i) }));
    const api = fakeApi({
      'GET /api/api/users/7': () => json({ id: '7' }),
      'GET /api/api/users/7/savedcards/': () => json(cards),
      ...sandboxConfig,
      'PUT /api/api/users/7/savedcards/tok_4242': () => {
        cards = [...cards, { id: 'card_new', brand: 'Visa', last4: '4242' }];
        return json({ success: true, errorMessage: null });
      },
      'DELETE /api/api/users/7/savedcards/card_0': () => {
        cards = cards.filter((c) => c.id !== 'card_0');
        return new Response(null, { status: 204 });
      },
    });
    vi.stubGlobal('fetch', api.fetch);
    renderApp({ path: '/payment-methods', session: patron });
    const list = await screen.findByRole('list', { name: 'Saved cards' }, { timeout: 5000 });
    const amex = within(list).getAllByRole('listitem')[1]!;
    expect(amex.textContent).toBe(
      'AMEXAmerican Express•••• 1001ending in 1001Remove the card ending in 1001',
    );
    expect(within(list).getByText('Card')).toBeTruthy();
    expect(list.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(7);
    // docs/design.md §7: the sandbox takes the payments, so the page says so, before any card entry opens.
    // (The configuration's answer may arrive after her list.)
    expect(await screen.findByText('Test payments')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Card number' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Add Card' }));
    await fillCard();
    fireEvent.click(screen.getByRole('button', { name: 'Save Card' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Card saved.'));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(8));
    expect(api.callsTo('PUT', '/api/api/users/7/savedcards/tok_4242')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Remove the card ending in 1000' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove card' });
    expect(
      within(dialog).getByText('Remove the Visa card ending in 1000? You can add it again at any time.'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove Card' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Remove the card ending in 1000' })).toBeNull(),
    );
    expect(api.callsTo('DELETE', '/api/api/users/7/savedcards/card_0')).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toBe('Card removed.');
  });

  it('in Hebrew each Remove is named by the word it shows, then the card; once removed, focus is on the heading', async () => {
    let cards = [{ id: 'card_1', brand: 'Visa', last4: '4242' }];
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'GET /api/api/users/7': () => json({ id: '7' }),
        'GET /api/api/users/7/savedcards/': () => json(cards),
        'DELETE /api/api/users/7/savedcards/card_1': () => {
          cards = [];
          return new Response(null, { status: 204 });
        },
      }).fetch,
    );
    await changeLanguage('he');
    renderApp({ path: '/payment-methods', session: patron });
    const list = await screen.findByRole('list', { name: 'כרטיסים שמורים' }, { timeout: 5000 });
    // WCAG 2.5.3: the accessible name contains, and here begins with, the visible word.
    const remove = within(list).getByRole('button', { name: 'הסרה של הכרטיס המסתיים בספרות 4242' });
    const shown = remove.cloneNode(true) as HTMLElement;
    shown.querySelectorAll('.visually-hidden').forEach((hidden) => hidden.remove());
    expect(shown.textContent).toBe('הסרה');

    remove.focus();
    fireEvent.click(remove);
    const dialog = await screen.findByRole('dialog', { name: 'הסרת כרטיס' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'הסרת הכרטיס' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('הכרטיס הוסר.'));
    // The card's row, and the button that opened the dialog, are gone: focus goes to the page's heading.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 })));
  });

  it('no cards: says so', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'GET /api/api/users/7/savedcards/': () => json([]),
        'GET /api/api/users/7': () => json({ id: '7' }),
      }).fetch,
    );
    renderApp({ path: '/payment-methods', session: patron });
    expect(await screen.findByText('You have no saved cards.', {}, { timeout: 5000 })).toBeTruthy();
  });
});
