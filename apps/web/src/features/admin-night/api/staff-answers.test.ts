import { describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../../test/fake-api';
import { jsonFetch } from '../../../../test/render';
import { deskAnswer, details, earlyRefusal, listItem } from '../night-fixtures';
import { checkIn, checkinOpensAt } from './staff-check-in';
import { fetchStaffDay } from './staff-day';

/** The desk's answers read by the server's own schemas (docs/decisions/0034). */
describe("the desk's answers", () => {
  it('a list that does not match is the generic error, not a page that breaks later', async () => {
    const drifted = { ...listItem(), balance: '40.00' };
    vi.stubGlobal('fetch', vi.fn(jsonFetch({ '/api/api/reservations/day': [drifted] })));
    await expect(fetchStaffDay('2026-12-01')).rejects.toMatchObject({
      kind: 'generic',
      message: 'An error occurred.',
    });
  });

  it("a check-in's answer is the reservation; an early refusal tells when check-in opens", async () => {
    const api = fakeApi({
      'POST /api/api/reservations/r-1/checkin': (call) =>
        call.body === '' ? json(earlyRefusal('Early.'), 400) : json(deskAnswer(details())),
    });
    vi.stubGlobal('fetch', api.fetch);
    const early = await checkIn({ id: 'r-1' }).catch((error: unknown) => error);
    expect(early).toMatchObject({ message: 'Early.' });
    expect(checkinOpensAt(early)).toBe('2026-12-01T16:25:00-08:00');
    await expect(checkIn({ id: 'r-1', override: true })).resolves.toMatchObject({ id: 'r-1' });
  });
});
