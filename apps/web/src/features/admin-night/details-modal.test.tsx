import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/fake-api';
import { deskAnswer, details, earlyRefusal, eastRoom, listItem } from './night-fixtures';
import {
  DAY,
  detailsPath,
  FIRST_PAINT,
  loadNightPage,
  nightApi,
  openDetails,
  openPage,
} from './night-page-harness';

beforeAll(loadNightPage, 120_000);

afterEach(() => {
  vi.useRealTimers();
});

// Each test drives the whole page through several modals: on a busy machine it has the web project's
// whole time (vitest.config.ts), as the booking pages' tests do.
describe('the details modal', () => {
  it('Reserved: one press of Check In checks her in and says her room; the list and details load again', async () => {
    let checkedIn = false;
    const reserved = details({ id: 'r', reservationCode: '55555' });
    const assigned = details({
      id: 'r',
      reservationCode: '55555',
      reservationStatus: 'Assigned',
      room: eastRoom,
      roomId: 5,
      timeArrived: '2026-12-01T19:05:00-08:00',
    });
    const api = nightApi(
      [listItem({ id: 'r', reservationCode: '55555' })],
      {},
      {
        [`GET ${detailsPath('r')}`]: () => json(checkedIn ? assigned : reserved),
        'POST /api/api/reservations/r/checkin': () => {
          checkedIn = true;
          return json(deskAnswer(assigned));
        },
      },
    );
    openPage();
    const dialog = await openDetails('55555');
    expect(within(dialog).getByText('+13105551234', { selector: 'dd' })).toBeTruthy();
    expect(within(dialog).getByText('Balance due')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: '55555' }).getAttribute('href')).toBe('/admin/users/u-1');
    expect(within(dialog).getByRole('img', { name: 'Bath room' })).toBeTruthy();
    const side = dialog.querySelector('aside')!;
    const buttons = within(side)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(buttons).toEqual(['Check In', 'Choose a room', 'Cancel Reservation', 'Pay']);
    expect(within(dialog).getByRole('link', { name: 'Edit Reservation' }).getAttribute('href')).toBe(
      '/reserve',
    );

    const listCalls = api.callsTo('GET', DAY).length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Check In' }));
    // No question: the press checks her in (the room check-in chooses), and says where she went.
    expect((await within(dialog).findByRole('status')).textContent).toBe('Checked in: room 5.');
    expect(screen.queryByRole('dialog', { name: 'Check In' })).toBeNull();
    const posted = api.callsTo('POST', '/api/api/reservations/r/checkin');
    expect(posted).toHaveLength(1);
    expect(posted[0]!.body ?? '').toBe('');
    await waitFor(() => expect(api.callsTo('GET', DAY).length).toBeGreaterThan(listCalls));
    // The details reloaded: she has a room, so the status dropdown shows, and Check In is gone.
    expect(await within(dialog).findByRole('combobox', { name: 'Set status' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Check In' })).toBeNull();
    expect(within(dialog).getByText('Rivka Levi')).toBeTruthy();
  });

  it('a click anywhere on the row opens it; Cancel Reservation asks, then posts Canceled', async () => {
    const api = nightApi(
      [listItem({ reservationStatus: 'Pending' })],
      { 'r-1': details({ reservationStatus: 'Pending' }) },
      {
        'POST /api/api/reservations/r-1/status/': () =>
          json({ success: true, errorMessage: null, result: null }),
      },
    );
    openPage();
    fireEvent.click(await screen.findByText('7:00 PM', {}, FIRST_PAINT));
    const dialog = await screen.findByRole('dialog', { name: 'Reservation 12345' });
    expect(within(dialog).getByText('Balance due')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Check In' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel Reservation' }));
    const ask = await screen.findByRole('dialog', { name: 'Cancel Reservation' });
    expect(
      within(ask).getByText(
        'Cancel reservation 12345 (7:00 PM)? Her place is given up, and a canceled reservation cannot be restored.',
      ),
    ).toBeTruthy();
    expect(api.callsTo('POST', '/api/api/reservations/r-1/status/')).toHaveLength(0);
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel Reservation' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/api/reservations/r-1/status/')).toHaveLength(1));
    expect(JSON.parse(api.callsTo('POST', '/api/api/reservations/r-1/status/')[0]!.body)).toEqual({
      status: 'Canceled',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Cancel Reservation' })).toBeNull());
  });

  it('the status dropdown: a visit move is one step; Done asks first, naming her code, time and room', async () => {
    const assigned = details({ id: 'r', reservationStatus: 'Prep', room: eastRoom, roomId: 5 });
    const api = nightApi(
      [listItem({ id: 'r' })],
      { r: assigned },
      {
        'POST /api/api/rooms/5/status': (call) =>
          (JSON.parse(call.body) as { status: string }).status === 'Done'
            ? json(
                { success: false, errorMessage: 'A reservation cannot go from Prep to Done.', result: null },
                400,
              )
            : json(deskAnswer(assigned)),
      },
    );
    openPage();
    const dialog = await openDetails('12345');
    const select = within(dialog).getByRole<HTMLSelectElement>('combobox', { name: 'Set status' });
    expect(select.value).toBe('Prep');
    expect([...select.options].map((o) => o.value)).toEqual(['Prep', 'ReadyForMikvah', 'Dressing', 'Done']);
    const posts = () =>
      api.callsTo('POST', '/api/api/rooms/5/status').map((c) => JSON.parse(c.body) as unknown);

    // Within the visit: saved at once.
    fireEvent.change(select, { target: { value: 'ReadyForMikvah' } });
    await waitFor(() => expect(posts()).toEqual([{ status: 'ReadyForMikvah' }]));

    // Done is final: nothing is sent until it is confirmed, and Go Back leaves her as she was.
    fireEvent.change(select, { target: { value: 'Done' } });
    const ask = await screen.findByRole('dialog', { name: 'End the visit' });
    expect(within(ask).getByText(/^Mark reservation 12345 \(7:00 PM\) Done\?/).textContent).toBe(
      'Mark reservation 12345 (7:00 PM) Done? Her visit ends now and room 5 is set to be cleaned. A finished visit cannot be reopened.',
    );
    expect(posts()).toHaveLength(1);
    fireEvent.click(within(ask).getByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'End the visit' })).toBeNull());
    expect(posts()).toHaveLength(1);
    expect(select.value).toBe('Prep');

    fireEvent.change(select, { target: { value: 'Done' } });
    const again = await screen.findByRole('dialog', { name: 'End the visit' });
    fireEvent.click(within(again).getByRole('button', { name: 'Mark Done' }));
    // A refusal shows verbatim where the question was asked.
    expect(await within(again).findByText('A reservation cannot go from Prep to Done.')).toBeTruthy();
    expect(posts()).toEqual([{ status: 'ReadyForMikvah' }, { status: 'Done' }]);
  });

  it('check-in before its window: the refusal becomes a question, and confirming sends the override', async () => {
    let checkedIn = false;
    const reserved = details({ id: 'r', reservationCode: '55555' });
    const assigned = details({
      id: 'r',
      reservationCode: '55555',
      reservationStatus: 'Assigned',
      room: eastRoom,
      roomId: 5,
      timeArrived: '2026-12-01T12:11:00-08:00',
    });
    const api = nightApi(
      [listItem({ id: 'r', reservationCode: '55555' })],
      {},
      {
        [`GET ${detailsPath('r')}`]: () => json(checkedIn ? assigned : reserved),
        'POST /api/api/reservations/r/checkin': (call) => {
          if ((JSON.parse(call.body || '{}') as { override?: boolean }).override !== true)
            return json(earlyRefusal('Check-in opens at 4:25 PM, 15 minutes before the mikvah opens.'), 400);
          checkedIn = true;
          return json(deskAnswer(assigned));
        },
      },
    );
    openPage();
    const dialog = await openDetails('55555');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Check In' }));
    const confirm = await screen.findByRole('dialog', { name: 'Check In' });
    const question = await within(confirm).findByRole('alert');
    expect(question.textContent).toBe('Check-in opens at 4:25 PM. Check in now anyway?');
    const anyway = within(confirm).getByRole('button', { name: 'Check In Anyway' });
    await waitFor(() => expect(document.activeElement).toBe(anyway));
    expect(api.callsTo('POST', '/api/api/reservations/r/checkin')).toHaveLength(1);
    expect(api.callsTo('POST', '/api/api/reservations/r/checkin')[0]!.body).toBe('');
    fireEvent.click(anyway);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Check In' })).toBeNull());
    expect((await within(dialog).findByRole('status')).textContent).toBe('Checked in: room 5.');
    const calls = api.callsTo('POST', '/api/api/reservations/r/checkin');
    expect(calls).toHaveLength(2);
    expect(JSON.parse(calls[1]!.body)).toEqual({ override: true });
  });

  it('an early check-in the desk does not confirm changes nothing', async () => {
    const api = nightApi(
      [listItem({ id: 'r', reservationCode: '55555' })],
      { r: details({ id: 'r', reservationCode: '55555' }) },
      {
        'POST /api/api/reservations/r/checkin': () => json(earlyRefusal('Early.'), 400),
      },
    );
    openPage();
    const dialog = await openDetails('55555');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Check In' }));
    const confirm = await screen.findByRole('dialog', { name: 'Check In' });
    await within(confirm).findByText('Check-in opens at 4:25 PM. Check in now anyway?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Check In' })).toBeNull());
    expect(api.callsTo('POST', '/api/api/reservations/r/checkin')).toHaveLength(1);
    // Another refusal (not about the window) is shown as it is, with no override offered.
    expect(within(dialog).getByRole('button', { name: 'Check In' })).toBeTruthy();
  });

  it("Choose a room: the free rooms that fit her, check-in's choice first; the one picked is sent", async () => {
    const reserved = details({ id: 'r', reservationCode: '55555' });
    const api = nightApi(
      [listItem({ id: 'r', reservationCode: '55555' })],
      {},
      {
        [`GET ${detailsPath('r')}`]: () => json(reserved),
        'GET /api/api/reservations/r/rooms': () =>
          json(
            [eastRoom, { ...eastRoom, id: 7, number: '7' }].map((room) => ({ ...room, status: 'Available' })),
          ),
        'POST /api/api/reservations/r/checkin': () =>
          json(
            deskAnswer({
              ...reserved,
              reservationStatus: 'Assigned',
              room: { ...eastRoom, id: 7, number: '7' },
            }),
          ),
      },
    );
    openPage();
    const dialog = await openDetails('55555');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Choose a room' }));
    const chooser = await within(dialog).findByRole('combobox', { name: 'Room' });
    expect([...chooser.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Room 5, East (suggested)',
      'Room 7, East',
    ]);
    fireEvent.change(chooser, { target: { value: '7' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Check In to room 7' }));
    expect((await within(dialog).findByRole('status')).textContent).toBe('Checked in: room 7.');
    expect(JSON.parse(api.callsTo('POST', '/api/api/reservations/r/checkin')[0]!.body)).toEqual({
      roomId: 7,
    });
  });
});
