import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../../test/fake-api';
import { reservation } from '../../../../test/reserve-fixtures';
import { addDonation } from './submit-sequence';

afterEach(() => vi.unstubAllGlobals());

describe('a donation on a reservation (docs/product/booking.md §4 Submit 3, §5 Payment)', () => {
  it('is a makepayment with a negative amt; the answer is the reservation with its raised balance', async () => {
    const api = fakeApi({
      'POST /api/api/payments/makepayment': () =>
        json({ success: true, errorMessage: null, result: reservation({ balance: 54, donationTotal: 18 }) }),
    });
    vi.stubGlobal('fetch', api.fetch);
    const updated = await addDonation({
      reservation: reservation(),
      amount: 18,
      userId: '7',
      idempotencyKey: 'k-18',
    });
    expect(updated).toMatchObject({ balance: 54, donationTotal: 18 });
    const [call] = api.callsTo('POST', '/api/api/payments/makepayment');
    expect(JSON.parse(call!.body)).toEqual({
      method: 'creditcard',
      amt: -18,
      reservationId: 'r1',
      userId: '7',
    });
    expect(call!.headers['idempotency-key']).toBe('k-18');
  });

  it('no negative (nor zero) amount: refused before anything is sent', async () => {
    const api = fakeApi({});
    vi.stubGlobal('fetch', api.fetch);
    for (const amount of [-18, 0, Number.NaN]) {
      await expect(
        addDonation({ reservation: reservation(), amount, userId: null, idempotencyKey: 'k' }),
      ).rejects.toThrow(RangeError);
    }
    expect(api.calls).toEqual([]);
  });
});
