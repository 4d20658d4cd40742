import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonFetch } from '../../test/render';
import { reservation } from '../../test/reserve-fixtures';
import { fetchReservation, NO_RECORD_ERROR } from './reservation';
import { fetchUserReservations } from './user-reservations';

afterEach(() => vi.unstubAllGlobals());

describe('GET reservations/{id} (docs/product/booking.md §8)', () => {
  it('returns the reservation', async () => {
    vi.stubGlobal('fetch', vi.fn(jsonFetch({ '/api/api/reservations/r1': reservation() })));
    await expect(fetchReservation('r1')).resolves.toMatchObject({ id: 'r1' });
  });

  it('no reservation: "An error occurred", without the full stop', async () => {
    expect(NO_RECORD_ERROR).toBe('An error occurred');
    vi.stubGlobal('fetch', vi.fn(jsonFetch({ '/api/api/reservations/r1': null })));
    await expect(fetchReservation('r1')).rejects.toMatchObject({
      kind: 'server',
      message: 'An error occurred',
    });
  });

  it('an empty body stays the generic "An error occurred."', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(jsonFetch({ '/api/api/reservations/r1': new Response('', { status: 200 }) })),
    );
    await expect(fetchReservation('r1')).rejects.toMatchObject({
      kind: 'generic',
      message: 'An error occurred.',
    });
  });
});

describe("answers read by the server's own schema (docs/decisions/0034)", () => {
  const drifted = { ...reservation(), balance: '36.00', reservationId: undefined };

  it('a reservation that does not match is the generic error, not a page that breaks later', async () => {
    vi.stubGlobal('fetch', vi.fn(jsonFetch({ '/api/api/reservations/r1': drifted })));
    await expect(fetchReservation('r1')).rejects.toMatchObject({
      kind: 'generic',
      message: 'An error occurred.',
    });
  });

  it('so is a list of hers with one such reservation', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(jsonFetch({ '/api/api/reservations/findbyuser': [reservation(), drifted] })),
    );
    await expect(fetchUserReservations('7')).rejects.toMatchObject({ kind: 'generic' });
  });

  it('a matching list is read as the schema writes it', async () => {
    vi.stubGlobal('fetch', vi.fn(jsonFetch({ '/api/api/reservations/findbyuser': [reservation()] })));
    await expect(fetchUserReservations('7')).resolves.toEqual([reservation()]);
  });
});
