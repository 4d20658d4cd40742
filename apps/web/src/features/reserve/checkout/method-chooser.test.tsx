import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { json, type Handler } from '../../../../test/fake-api';
import { paymentsConfig, sandboxConfig, savedCards } from '../../../../test/payments-fixtures';
import { setupReserve } from '../../../../test/reserve-app';
import { reservation, settingsList } from '../../../../test/reserve-fixtures';
import { i18n } from '../../../i18n/setup';
import { FLOW_STORAGE_KEY, initialFlow, type FlowState } from '../flow/flow-state';

vi.setConfig({ testTimeout: 30_000 });

// The page's code is compiled once, before the tests: its first load is slow on a busy machine.
beforeAll(async () => {
  await import('../reserve-page');
}, 120_000);

const cardsAnswer = (cards: { id: string; brand: string; last4: string }[]): Record<string, Handler> => ({
  'GET /api/api/users/7/savedcards/': () => json(savedCards(cards)),
});
const visa = { id: 'card_1', brand: 'Visa', last4: '4242' };
const amex = { id: 'card_2', brand: 'American Express', last4: '0005' };

const withSettings = (values: Record<string, string>): Record<string, Handler> => ({
  'GET /api/api/settings': () =>
    json([
      ...settingsList.filter((s) => !(s.key in values)),
      ...Object.entries(values).map(([key, value]) => ({ key, value })),
    ]),
});

/** The balance view of a booking in progress (a shower on Dec 3 at 6:00 PM unless `flow` says otherwise). */
function atCheckout(extra: Record<string, Handler>, flow: Partial<FlowState> = {}) {
  const booking: FlowState = {
    ...initialFlow,
    mode: 'new',
    date: '2030-12-03',
    roomType: 'shower',
    slot: '2030-12-03T18:00:00-08:00',
    ...flow,
  };
  window.sessionStorage.setItem(FLOW_STORAGE_KEY, JSON.stringify(booking));
  return setupReserve([], { ...sandboxConfig, ...extra }, '/reserve?view=reserve-payment');
}

/** Pay mode on reservation r1 as the server answers it. */
function paying(answer: ReturnType<typeof reservation>, extra: Record<string, Handler> = {}) {
  window.sessionStorage.setItem(
    FLOW_STORAGE_KEY,
    JSON.stringify({ ...initialFlow, mode: 'pay', reservationId: 'r1' }),
  );
  return setupReserve(
    [answer],
    {
      ...sandboxConfig,
      'GET /api/api/reservations/r1': () => json(answer),
      ...extra,
    },
    '/reserve?view=reserve-payment',
  );
}

const chooser = async () => screen.findByRole('group', { name: 'Payment method' }, { timeout: 15_000 });

/**
 * The hold as the settings (and her reservation) say it: the chooser is drawn with the catalogue's
 * defaults until they arrive, so what they change is waited for, never read at once.
 */
const settingsIn = (holdNote: string | RegExp) =>
  waitFor(() => {
    const said = screen.getByRole('note').textContent;
    if (typeof holdNote === 'string') expect(said).toBe(holdNote);
    else expect(said).toMatch(holdNote);
  });
const radio = (name: string) => screen.getByRole<HTMLInputElement>('radio', { name });

describe('"Test payments" on the chooser (docs/design.md §7)', () => {
  it('shows before a method is picked, and stays when a saved card is chosen', async () => {
    atCheckout(cardsAnswer([visa, amex]));
    const group = await chooser();
    expect(await within(group).findByText('Test payments')).toBeTruthy();
    await screen.findByRole('radio', { name: 'Visa ending in 4242' });
    expect(screen.getAllByRole('radio').some((r) => (r as HTMLInputElement).checked)).toBe(false);
    fireEvent.click(radio('American Express ending in 0005'));
    expect(within(group).getAllByText('Test payments')).toHaveLength(1);
    expect(screen.queryByRole('textbox', { name: 'Card number' })).toBeNull();
    // With the card entry open it is still said once.
    fireEvent.click(radio('New credit card'));
    expect(await screen.findByRole('textbox', { name: 'Card number' })).toBeTruthy();
    expect(screen.getAllByText('Test payments')).toHaveLength(1);
  });

  it('paying with her one saved card (chosen for her)', async () => {
    atCheckout(cardsAnswer([visa]));
    await waitFor(() => expect(radio('Visa ending in 4242').checked).toBe(true), { timeout: 15_000 });
    // The sandbox is named by the payments configuration, read apart from her cards.
    expect(await within(await chooser()).findByText('Test payments')).toBeTruthy();
  });

  it('not with Stripe', async () => {
    atCheckout({
      ...cardsAnswer([visa]),
      'GET /api/api/payments/config': () => json(paymentsConfig('stripe')),
    });
    await waitFor(() => expect(radio('Visa ending in 4242').checked).toBe(true), { timeout: 15_000 });
    expect(screen.queryByText('Test payments')).toBeNull();
  });
});

describe('saved cards (docs/product/booking.md §4): none forces new-card entry', () => {
  it('no saved cards: the new card is chosen and its entry open, without a click', async () => {
    atCheckout(cardsAnswer([]));
    expect(await screen.findByRole('textbox', { name: 'Card number' }, { timeout: 15_000 })).toBeTruthy();
    expect(radio('New credit card').checked).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Charge Card' }).disabled).toBe(true);
  });

  it('several saved cards: she picks; no card entry opens', async () => {
    atCheckout(cardsAnswer([visa, amex]));
    await screen.findByRole('radio', { name: 'Visa ending in 4242' }, { timeout: 15_000 });
    expect(radio('New credit card').checked).toBe(false);
    expect(screen.queryByRole('textbox', { name: 'Card number' })).toBeNull();
  });
});

describe('a reservation held until paid (docs/design.md §6 Booking: Pending holds)', () => {
  const holdText =
    'Your reservation is held for 30 minutes from booking until it is paid. If it is not paid by then, it is released.';

  it('parking with reservationsRequirePrepayParking: no pay at the door; pay later says how long it is held', async () => {
    atCheckout(
      {
        ...cardsAnswer([visa]),
        ...withSettings({ reservationsRequirePrepayParking: 'True', pendingHoldMinutes: '30' }),
      },
      { parking: true },
    );
    await screen.findByRole('radio', { name: 'Pay later' }, { timeout: 15_000 });
    await settingsIn(holdText);
    expect(screen.queryByRole('radio', { name: 'Pay at the door' })).toBeNull();
    expect(radio('Pay later').getAttribute('aria-describedby')).toBe(screen.getByRole('note').id);
  });

  it('a Shabbos-mode night is always held; reservationsRequirePrepayAll too', async () => {
    atCheckout(
      { ...cardsAnswer([visa]), ...withSettings({ pendingHoldMinutes: '30' }) },
      {
        date: '2030-12-06',
        slot: '2030-12-06T18:00:00-08:00',
      },
    );
    await screen.findByRole('radio', { name: 'Pay later' }, { timeout: 15_000 });
    await settingsIn(holdText);
    expect(screen.queryByRole('radio', { name: 'Pay at the door' })).toBeNull();
  });

  it('reservationsRequirePrepayAll: no pay at the door, and the hold is said (default 20 minutes)', async () => {
    atCheckout({ ...cardsAnswer([visa]), ...withSettings({ reservationsRequirePrepayAll: 'True' }) });
    await screen.findByRole('radio', { name: 'Pay later' }, { timeout: 15_000 });
    await settingsIn(/held for 20 minutes/);
    expect(screen.queryByRole('radio', { name: 'Pay at the door' })).toBeNull();
  });

  it('nothing held (a weeknight shower without parking): pay at the door, and no hold notice', async () => {
    atCheckout({
      ...cardsAnswer([visa]),
      ...withSettings({ reservationsRequirePrepayParking: 'True', pendingHoldMinutes: '30' }),
    });
    await screen.findByRole('radio', { name: 'Pay later' }, { timeout: 15_000 });
    expect(screen.getByRole('radio', { name: 'Pay at the door' })).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('pay mode: a Pending reservation is held (no pay at the door); a Reserved one is not', async () => {
    paying(reservation({ reservationStatus: 'Pending', parking: true }), {
      ...cardsAnswer([visa]),
      ...withSettings({ pendingHoldMinutes: '30' }),
    });
    await screen.findByRole('radio', { name: 'Pay later' }, { timeout: 15_000 });
    await settingsIn(holdText);
    expect(screen.queryByRole('radio', { name: 'Pay at the door' })).toBeNull();
  });

  it('pay mode on a Reserved reservation: pay at the door stays, no hold notice', async () => {
    paying(reservation(), cardsAnswer([visa]));
    await screen.findByRole('radio', { name: 'Pay later' }, { timeout: 15_000 });
    expect(screen.getByRole('radio', { name: 'Pay at the door' })).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('in Hebrew', async () => {
    await i18n.changeLanguage('he');
    atCheckout(
      {
        ...cardsAnswer([visa]),
        ...withSettings({ reservationsRequirePrepayParking: 'True', pendingHoldMinutes: '30' }),
      },
      { parking: true },
    );
    await screen.findByRole('radio', { name: 'תשלום מאוחר יותר' }, { timeout: 15_000 });
    await settingsIn('ההזמנה שמורה למשך 30 דקות מרגע ביצועה ועד לתשלום. אם לא תשולם עד אז, היא תשוחרר.');
    expect(screen.queryByRole('radio', { name: 'תשלום בכניסה' })).toBeNull();
  });
});
