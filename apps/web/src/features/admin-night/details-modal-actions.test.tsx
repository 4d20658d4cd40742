import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/fake-api';
import { deskAnswer, details, eastRoom, listItem, receiptOf, supply } from './night-fixtures';
import { detailsPath, loadNightPage, nightApi, openDetails, openPage } from './night-page-harness';
import { PRINTER_STORAGE_KEY } from './printer-choice';
import { waitUntil } from '../../../test/wait';

beforeAll(loadNightPage, 120_000);

afterEach(() => {
  vi.useRealTimers();
});

// Each test drives the whole page through several modals: on a busy machine it has the web project's
// whole time (vitest.config.ts), as the booking pages' tests do.
describe('the details modal: waiting, money, receipts, supplies, the clock', () => {
  it('Waiting: shows the waiting code; Request Cubicle and Cancel Check In, each confirmed', async () => {
    const waiting = details({
      id: 'w',
      reservationStatus: 'Waiting',
      waitingCode: '314',
      timeArrived: '2026-12-01T19:05:00-08:00',
    });
    const api = nightApi(
      [listItem({ id: 'w' })],
      { w: waiting },
      {
        'POST /api/api/reservations/w/cubicle': () =>
          json(deskAnswer({ ...waiting, cubicle: { id: 2, name: 'C2' } })),
        'POST /api/api/reservations/w/status/': () =>
          json({ success: false, errorMessage: 'That move is not allowed now.', result: null }, 400),
      },
    );
    openPage();
    const dialog = await openDetails('12345');
    expect(within(dialog).getByText('314')).toBeTruthy();
    expect(within(dialog).queryByText('Balance due')).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Request Cubicle' }));
    const ask = await screen.findByRole('dialog', { name: 'Request Cubicle' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Request Cubicle' }));
    expect(await within(ask).findByText('Cubicle C2 is hers while she waits.')).toBeTruthy();
    fireEvent.click(within(ask).getByRole('button', { name: 'OK' }));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel Check In' }));
    const undo = await screen.findByRole('dialog', { name: 'Cancel Check In' });
    fireEvent.click(within(undo).getByRole('button', { name: 'Cancel Check In' }));
    expect(await within(undo).findByText('That move is not allowed now.')).toBeTruthy();
    expect(JSON.parse(api.callsTo('POST', '/api/api/reservations/w/status/')[0]!.body)).toEqual({
      status: 'Reserved',
    });
  });

  it('Release Her Place: only once she is late, confirmed with how late she is, then sent', async () => {
    const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
    const late = details({ reservationTime: minutesAgo(26.5), lateAfter: minutesAgo(6.5) });
    const api = nightApi(
      [listItem()],
      { 'r-1': late },
      {
        'POST /api/api/reservations/r-1/release': () =>
          json(deskAnswer({ ...late, reservationStatus: 'Canceled' })),
      },
    );
    openPage();
    const dialog = await openDetails('12345');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Release Her Place' }));
    const ask = await screen.findByRole('dialog', { name: 'Release Her Place' });
    expect(
      within(ask).getByText(
        'She is 26 minutes late and not here. Release the place of reservation 12345? It is canceled, she is told, and the place can be booked again.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(ask).getByRole('button', { name: 'Release Her Place' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/api/reservations/r-1/release')).toHaveLength(1));
  });

  it('Pay: no payments warns; cash at the desk is checked, then recorded', async () => {
    const api = nightApi(
      [listItem()],
      { 'r-1': details() },
      {
        'POST /api/api/payments/desk': () => json(deskAnswer(details({ balance: 0, paid: true }))),
      },
    );
    openPage();
    const dialog = await openDetails('12345');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Payments' }));
    expect(await within(dialog).findByText('There are no payments for this reservation.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay' }));
    const pay = await screen.findByRole('dialog', { name: 'Payments of 12345' });
    const amount = within(pay).getByRole('textbox', { name: 'Amount (dollars)' });
    expect((amount as HTMLInputElement).value).toBe('40.00');
    fireEvent.change(amount, { target: { value: '50' } });
    fireEvent.click(within(pay).getByRole('button', { name: 'Record Payment' }));
    expect(await within(pay).findByText('The amount is more than the balance due.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/api/payments/desk')).toHaveLength(0);
    fireEvent.change(amount, { target: { value: '40' } });
    fireEvent.change(within(pay).getByRole('combobox', { name: 'Paid with' }), {
      target: { value: 'Check' },
    });
    fireEvent.click(within(pay).getByRole('button', { name: 'Record Payment' }));
    expect(await within(pay).findByText('Payment recorded.')).toBeTruthy();
    expect(JSON.parse(api.callsTo('POST', '/api/api/payments/desk')[0]!.body)).toEqual({
      reservationId: 'r-1',
      method: 'Check',
      amt: 40,
    });
  });

  it('Print Receipt shows only with a printer; printed:false prints the html in a new window', async () => {
    window.localStorage.setItem(PRINTER_STORAGE_KEY, 'ReceptionWest');
    const api = nightApi(
      [listItem()],
      { 'r-1': details() },
      {
        'POST /api/api/reservations/r-1/receipt': () =>
          json(receiptOf({ printed: false, printer: 'ReceptionWest', html: '<p>Receipt 12345</p>' })),
      },
    );
    const written: string[] = [];
    const print = vi.fn();
    const popup = {
      document: { open: vi.fn(), write: (html: string) => written.push(html), close: vi.fn() },
      focus: vi.fn(),
      print,
    };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    openPage();
    expect(
      (await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Receipt printer at this desk' }))
        .value,
    ).toBe('ReceptionWest');
    const dialog = await openDetails('12345');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Print Receipt' }));
    await waitFor(() => expect(print).toHaveBeenCalled());
    expect(written).toEqual(['<p>Receipt 12345</p>']);
    expect(JSON.parse(api.callsTo('POST', '/api/api/reservations/r-1/receipt')[0]!.body)).toEqual({
      printerId: 'ReceptionWest',
    });
    open.mockRestore();
  });

  it('supplies: Mark Completed closes an open request; a failure is silent', async () => {
    const api = nightApi(
      [listItem()],
      { 'r-1': details({ reservationStatus: 'Prep', room: eastRoom, supplies: [supply()] }) },
      {
        'POST /api/api/rooms/5/supplies/9': () => json({ Message: 'Something broke.' }, 400),
      },
    );
    openPage();
    const dialog = await openDetails('12345');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supplies (1 open)' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Mark Towels completed' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/api/rooms/5/supplies/9')).toHaveLength(1));
    expect(JSON.parse(api.callsTo('POST', '/api/api/rooms/5/supplies/9')[0]!.body)).toEqual({
      status: 'complete',
    });
    expect(within(dialog).queryByText('Something broke.')).toBeNull();
  });

  it('the clock ticks every second and the details reload every minute', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date('2026-12-02T03:30:00Z'));
    const api = nightApi([listItem()], {
      'r-1': details({
        reservationStatus: 'Prep',
        room: eastRoom,
        timeArrived: '2026-12-01T19:05:00-08:00',
        statusHistory: [
          {
            previousReservationStatus: 'Assigned',
            newReservationStatus: 'Prep',
            previousStatusChange: null,
            dateCreated: '2026-12-01T19:10:00-08:00',
            statusLastUpdatedByUser: 'system',
            statusLastUpdatedByIp: null,
          },
        ],
      }),
    });
    openPage();
    const dialog = await openDetails('12345');
    expect(within(dialog).getByText('Now 7:30:00 PM')).toBeTruthy();
    expect(within(dialog).getByText('Arrived 7:05 PM')).toBeTruthy();
    // One end time: the visit's expected end, named so; the timeline's own bound is not an end.
    expect(within(dialog).queryByText(/^Ends /)).toBeNull();
    expect(within(dialog).getByText('Expected end').nextElementSibling?.textContent).toBe('8:00 PM');
    expect(
      within(dialog)
        .getAllByText(/^(Expected end|Ends|Finished)/)
        .map((e) => e.textContent),
    ).toEqual(['Expected end']);
    expect(within(dialog).getByText('Elapsed 25:00')).toBeTruthy();
    expect(within(dialog).getByText('20:00')).toBeTruthy();
    // The tick sets the state; React draws it on its own schedule, a moment later.
    await vi.advanceTimersByTimeAsync(1000);
    expect(await within(dialog).findByText('Now 7:30:01 PM')).toBeTruthy();
    const loads = api.callsTo('GET', detailsPath('r-1')).length;
    // The minute's sixty ticks in one act: drawn once, not sixty times (each a whole page).
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    // Polled on the real clock: with setInterval faked, Testing Library's waitFor would look again
    // only when the page changes, and a reload that changes nothing on it would never be seen.
    await waitUntil(() => expect(api.callsTo('GET', detailsPath('r-1')).length).toBeGreaterThan(loads));
    expect(await within(dialog).findByText('Now 7:31:01 PM')).toBeTruthy();
  });

  it('a paid reservation canceled late says nothing is refunded automatically; a finished visit shows when it ended', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-02T02:00:00Z')); // 6:00 PM, an hour before her 7:00 PM
    nightApi(
      [listItem(), listItem({ id: 'd', reservationCode: '44444', reservationStatus: 'Done' })],
      {
        'r-1': details({ amountPaid: 40, paid: true, balance: 0 }),
        d: details({
          id: 'd',
          reservationCode: '44444',
          reservationStatus: 'Done',
          room: eastRoom,
          timeArrived: '2026-12-01T18:40:00-08:00',
          timeCompleted: '2026-12-01T19:52:00-08:00',
        }),
      },
      {
        'GET /api/api/settings': () => json([{ key: 'reservationRefundCutOffHours', value: '24' }]),
      },
    );
    openPage();
    const dialog = await openDetails('12345');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel Reservation' }));
    const ask = await screen.findByRole('dialog', { name: 'Cancel Reservation' });
    expect(
      await within(ask).findByText(
        /Nothing is refunded automatically: her time is less than 24 hours away\.$/,
      ),
    ).toBeTruthy();
    fireEvent.click(within(ask).getByRole('button', { name: 'Go Back' }));
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    const done = await openDetails('44444');
    expect(within(done).getByText('Finished').nextElementSibling?.textContent).toBe('7:52 PM');
    expect(within(done).queryByText('Expected end')).toBeNull();
    expect(within(done).queryByRole('combobox', { name: 'Set status' })).toBeNull();
  });
});
