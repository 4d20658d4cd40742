import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { z } from 'zod/mini';
import { waitlistEntrySchema, type WaitlistEntry } from '@tevila/contract';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/fake-api';
import { setupReserve } from '../../../test/reserve-app';
import { reservation, updated } from '../../../test/reserve-fixtures';
import { canSayLate } from './list/running-late';

vi.setConfig({ testTimeout: 30_000 });

// The page's code is compiled once, before the tests: its first load is slow on a busy machine.
beforeAll(async () => {
  await import('./reserve-page');
}, 120_000);

afterEach(() => vi.unstubAllGlobals());

// The facility's today in the fixtures' schedule is 2030-12-02.
const tonight = reservation({
  id: 'r1',
  reservationDate: '2030-12-02',
  reservationTime: '2030-12-02T19:00:00-08:00',
});
const later = reservation({
  id: 'r2',
  reservationDate: '2030-12-05',
  reservationTime: '2030-12-05T19:00:00-08:00',
});

/** A place in line, checked by the server's own schema (docs/decisions/0034). */
const entry = (overrides: Partial<WaitlistEntry> = {}): WaitlistEntry =>
  z.parse(waitlistEntrySchema, {
    id: 'w1',
    date: '2030-12-03',
    bath: false,
    handicapped: false,
    kallah: false,
    doubleSlot: false,
    parking: false,
    salonAfter: false,
    earliest: '2030-12-03T17:30:00-08:00',
    latest: '2030-12-03T19:00:00-08:00',
    status: 'Waiting',
    position: 2,
    offer: null,
    createdAt: '2030-12-01T10:00:00-08:00',
    user: null,
    ...overrides,
  });

describe("I'm running late (docs/rules/the-night.md, Running late)", () => {
  it('is offered on her night only, before she has checked in', () => {
    expect(canSayLate(tonight, '2030-12-02')).toBe(true);
    expect(canSayLate(later, '2030-12-02')).toBe(false);
    expect(canSayLate({ ...tonight, reservationStatus: 'Waiting' }, '2030-12-02')).toBe(false);
  });

  it('sends the delay she chose and says she was moved, keeping her code', async () => {
    const moved = {
      ...tonight,
      reservationTime: '2030-12-02T19:30:00-08:00',
      runningLate: { minutes: 30, at: '2030-12-02T18:40:00-08:00', movedFrom: tonight.reservationTime },
    };
    const { api } = setupReserve([tonight, later], {
      'POST /api/api/reservations/r1/late': () => json(updated(moved)),
    });
    await screen.findByRole('button', { name: "I'm running late" }, { timeout: 15_000 });
    // Only tonight's reservation offers it.
    expect(screen.getAllByRole('button', { name: "I'm running late" })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: "I'm running late" }));
    const choices = screen.getByRole('group', { name: 'How late will you be?' });
    expect(
      within(choices)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['15 minutes', '30 minutes', '45 minutes']);
    fireEvent.click(within(choices).getByRole('button', { name: '30 minutes' }));
    expect(
      (await screen.findByText('Your time is now 7:30 PM. Your access code is the same.')).getAttribute(
        'role',
      ),
    ).toBe('status');
    expect(api.callsTo('POST', '/api/api/reservations/r1/late').map((c) => JSON.parse(c.body))).toEqual([
      { minutes: 30 },
    ]);
  });

  it("says the desk was told when no later time was free, and shows the server's refusal", async () => {
    let refuse = false;
    setupReserve([tonight, later], {
      'POST /api/api/reservations/r1/late': () =>
        refuse
          ? json(
              {
                success: false,
                errorMessage: 'You can say you are running late only before you have checked in.',
                result: null,
              },
              400,
            )
          : json(
              updated({
                ...tonight,
                runningLate: { minutes: 15, at: '2030-12-02T18:40:00-08:00', movedFrom: null },
              }),
            ),
    });
    fireEvent.click(await screen.findByRole('button', { name: "I'm running late" }, { timeout: 15_000 }));
    fireEvent.click(screen.getByRole('button', { name: '15 minutes' }));
    expect(
      await screen.findByText('We have told the desk you are running about 15 minutes late.'),
    ).toBeTruthy();
    refuse = true;
    fireEvent.click(screen.getByRole('button', { name: "I'm running late" }));
    fireEvent.click(screen.getByRole('button', { name: '45 minutes' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You can say you are running late only before you have checked in.',
    );
  });
});

describe('the waitlist (docs/rules/the-night.md, Waitlist)', () => {
  it('shows her place in line and lets her leave it', async () => {
    const { api } = setupReserve([later], {
      'GET /api/api/reservations/waitlist': () => json([entry()]),
      'DELETE /api/api/reservations/waitlist/w1': () =>
        json({ success: true, errorMessage: null, result: entry({ status: 'Left', position: null }) }),
    });
    const region = await screen.findByRole('region', { name: 'Your waitlist' }, { timeout: 15_000 });
    expect(within(region).getByText('Number 2 in line')).toBeTruthy();
    fireEvent.click(within(region).getByRole('button', { name: 'Leave the waitlist' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/api/api/reservations/waitlist/w1')).toHaveLength(1));
  });

  it('a place held for her: she is not routed past it, and takes it', async () => {
    const offered = entry({
      status: 'Offered',
      position: null,
      offer: {
        reservationId: 'r9',
        timeSlot: '2030-12-03T18:00:00-08:00',
        expiresAt: '2030-12-03T10:15:00-08:00',
      },
    });
    const { api } = setupReserve([], {
      'GET /api/api/reservations/waitlist': () => json([offered]),
      'POST /api/api/reservations/waitlist/w1/accept': () =>
        json(updated(reservation({ id: 'r9', reservationTime: '2030-12-03T18:00:00-08:00' }))),
    });
    const region = await screen.findByRole('region', { name: 'Your waitlist' }, { timeout: 15_000 });
    expect(within(region).getByRole('status').textContent).toBe(
      'A place is held for you at 6:00 PM until 10:15 AM.',
    );
    // With nothing booked she would be sent to a new booking; the offer keeps her here.
    expect(screen.queryByRole('heading', { level: 1, name: 'Pick a Date' })).toBeNull();
    fireEvent.click(within(region).getByRole('button', { name: 'Take this place' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/api/reservations/waitlist/w1/accept')).toHaveLength(1),
    );
  });

  it('a full night offers to wait for a place between two of its times', async () => {
    const { api } = setupReserve([], {
      'POST /api/api/reservations/waitlist': () =>
        json({ success: true, errorMessage: null, result: entry({ position: 3 }) }),
    });
    fireEvent.click(await screen.findByRole('button', { name: /Dec 3/ }, { timeout: 15_000 }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 1, name: 'Room Options' });
    fireEvent.click(screen.getByRole('radio', { name: 'Accessible room' }));
    const section = await screen.findByRole('region', { name: 'Waitlist' });
    fireEvent.change(within(section).getByLabelText('Earliest time'), {
      target: { value: '2030-12-03T18:00:00-08:00' },
    });
    fireEvent.click(within(section).getByRole('button', { name: 'Join the waitlist' }));
    expect(
      (
        await screen.findByText('You are on the waitlist, number 3. We will text you if a place opens.')
      ).closest('[role="status"]'),
    ).toBeTruthy();
    const [sent] = api.callsTo('POST', '/api/api/reservations/waitlist').map((c) => JSON.parse(c.body));
    expect(sent).toEqual({
      date: '2030-12-03',
      bath: true,
      handicapped: true,
      kallah: false,
      doubleSlot: false,
      parking: false,
      salonAfter: false,
      salonManicure: false,
      salonBoth: false,
      earliest: '2030-12-03T18:00:00-08:00',
      latest: '2030-12-03T18:00:00-08:00',
    });
  });
});
