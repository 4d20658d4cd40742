import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../../test/fake-api';
import { formSent, toursAnswer } from '../../../../test/public-fixtures';
import { signUpForTour } from './tour-signup';
import { fetchTours } from './tours';

afterEach(() => vi.unstubAllGlobals());

const tour = {
  id: 't1',
  type: 'Kallah',
  date: '2026-12-01T19:00:00-08:00',
  location: null,
  capacity: 8,
  spotsLeft: 3,
};
const signup = { firstName: 'Dina', lastName: 'Katz', email: 'd@example.org', tourId: 't1' };

/** The tours' answers, read by the server's own schemas (docs/decisions/0034). */
describe('GET tours and POST tours/{id}/signup', () => {
  it('reads the tours as the schema writes them; one that does not match is the generic error', async () => {
    const tours = toursAnswer([{ ...tour, type: 'Kallah' }]);
    vi.stubGlobal('fetch', fakeApi({ 'GET /api/api/tours': () => json(tours) }).fetch);
    await expect(fetchTours('Kallah')).resolves.toEqual(tours);
    vi.stubGlobal(
      'fetch',
      fakeApi({ 'GET /api/api/tours': () => json([{ ...tour, spotsLeft: '3' }]) }).fetch,
    );
    await expect(fetchTours('Kallah')).rejects.toMatchObject({
      kind: 'generic',
      message: 'An error occurred.',
    });
  });

  it("signs her up when the answer says so; a refusal is the server's sentence", async () => {
    vi.stubGlobal('fetch', fakeApi({ 'POST /api/api/tours/t1/signup': () => json(formSent()) }).fetch);
    await expect(signUpForTour(signup)).resolves.toBeUndefined();
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'POST /api/api/tours/t1/signup': () =>
          json({ success: false, errorMessage: 'This tour is full.', result: null }, 400),
      }).fetch,
    );
    await expect(signUpForTour(signup)).rejects.toMatchObject({ message: 'This tour is full.' });
  });
});
