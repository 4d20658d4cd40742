import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../../test/fake-api';
import { FakeEventSource } from '../../../../test/fake-event-source';
import { patron, renderWithProviders } from '../../../../test/render';
import LiveVisitStatus from './live-visit';

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
// Her slot an hour from now, late 20 minutes after it.
const visit = {
  id: 'r1',
  night: '2026-12-01',
  reservationTime: minutesFromNow(60),
  lateAfter: minutesFromNow(80),
  reservationStatus: 'Reserved',
  room: null,
  waitingCode: null,
  position: null,
  estimatedWaitMinutes: null,
};

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** Her visit, live (docs/product/booking.md §2). */
describe('her visit, live', () => {
  function setup(settings: { key: string; value: string }[] = []) {
    let n = 0;
    const api = fakeApi({
      'POST /api/api/events/ticket': () =>
        json({ ticket: `t${++n}`, expiresAt: '2026-12-01T18:01:00-08:00' }),
      'GET /api/api/settings': () => json(settings),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderWithProviders(<LiveVisitStatus reservationId="r1" shownStatus="Reserved" />, { session: patron });
    return api;
  }
  const stream = async (index = 0) => {
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(index + 1));
    return FakeEventSource.instances[index]!;
  };

  it('once her visit has begun, gives the front desk’s line with its extension, dialled with a pause', async () => {
    setup([
      { key: 'facilityPhone', value: '(323) 555-0100' },
      { key: 'receptionExtension', value: '4' },
    ]);
    const es = await stream();
    act(() => {
      es.open();
      es.emit('visit', visit);
    });
    // Reserved: nothing of the visit yet, nor the desk's line.
    expect(screen.queryByText(/Front desk/)).toBeNull();
    act(() => es.emit('visit', { ...visit, reservationStatus: 'Arrived' }));
    const line = await screen.findByText(/^Front desk:/);
    expect(line.textContent).toBe('Front desk: (323) 555-0100, extension 4.');
    expect(screen.getByRole('link', { name: '(323) 555-0100' }).getAttribute('href')).toBe(
      'tel:3235550100,4',
    );
    // Said once, outside the live region that speaks each change of her visit.
    expect(screen.getByRole('status').textContent).not.toContain('Front desk');
  });

  it('asks for a ticket for her reservation and follows the visit without a reload', async () => {
    const api = setup();
    const es = await stream();
    expect(es.url).toBe('/api/api/reservations/r1/events?ticket=t1');
    expect(JSON.parse(api.callsTo('POST', '/api/api/events/ticket')[0]!.body)).toEqual({
      reservationId: 'r1',
    });
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    act(() => {
      es.open();
      es.emit('visit', visit);
    });
    // Before check-in there is nothing to say.
    expect(region.textContent).toBe('');
    act(() =>
      es.emit('visit', {
        ...visit,
        reservationStatus: 'Waiting',
        waitingCode: '042',
        position: 2,
        estimatedWaitMinutes: 10,
      }),
    );
    expect(region.textContent).toContain('Waiting — you are number 2 in line, about 10 minutes.');
    expect(region.textContent).toContain('Your waiting code is 042.');
    act(() =>
      es.emit('visit', {
        ...visit,
        reservationStatus: 'Assigned',
        room: { id: 7, number: '7', section: 'East' },
      }),
    );
    expect(region.textContent).toContain('Your room is ready: room 7, section East.');
    act(() =>
      es.emit('visit', {
        ...visit,
        reservationStatus: 'ReadyForMikvah',
        room: { id: 7, number: '7', section: 'East' },
      }),
    );
    expect(region.textContent).toContain('Ready for the mikvah.');
    act(() => es.emit('visit', { ...visit, reservationStatus: 'Done' }));
    expect(region.textContent).toContain('Done. Thank you for coming!');
  });

  it('says when it may be behind, and comes back with a new ticket once the stream is refused', async () => {
    const api = setup();
    const es = await stream();
    act(() => {
      es.open();
      es.emit('visit', { ...visit, reservationStatus: 'Arrived' });
      es.emit('feed', { live: false });
    });
    expect(screen.getByRole('status').textContent).toContain('Reconnecting');
    act(() => es.fail());
    const next = await stream(1);
    expect(next.url).toBe('/api/api/reservations/r1/events?ticket=t2');
    expect(api.callsTo('POST', '/api/api/events/ticket')).toHaveLength(2);
    act(() => next.open());
    expect(screen.getByRole('status').textContent).not.toContain('Reconnecting');
  }, 10_000);
  it("past her time and the grace, and not here: says so gently, with the desk's line", async () => {
    setup([{ key: 'facilityPhone', value: '(323) 555-0100' }]);
    const es = await stream();
    act(() => {
      es.open();
      es.emit('visit', { ...visit, reservationTime: minutesFromNow(-25.5), lateAfter: minutesFromNow(-5.5) });
    });
    expect((await screen.findByRole('status')).textContent).toContain(
      "Your time was 25 minutes ago. If you are still coming, press “I'm running late” or call the front desk.",
    );
    expect(screen.getByText(/^Front desk:/).textContent).toBe('Front desk: (323) 555-0100.');
    // Within the grace: nothing yet.
    act(() =>
      es.emit('visit', { ...visit, reservationTime: minutesFromNow(-10), lateAfter: minutesFromNow(10) }),
    );
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(''));
  });
});
