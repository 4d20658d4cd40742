import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonFetch } from '../../test/render';
import { reservation } from '../../test/reserve-fixtures';
import { fetchReservation, NO_RECORD_ERROR } from './reservation';

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
