import { describe, expect, it } from 'vitest';
import { scheduleQueryKey } from '../api/schedule';
import { userReservationsQueryKey } from '../api/user-reservations';
import { waitlistQueryKey } from '../features/reserve/api/waitlist-key';
import { reservation, week } from '../../test/reserve-fixtures';
import { testQueryClient } from '../../test/render';
import { isLightPage, routeHandlesFor } from './router';

/** A query cache as the server holds it after painting /reserve's data for user 7. */
function paintedWith(reservations: unknown[], waitlist: unknown[] = []) {
  const client = testQueryClient();
  client.setQueryData(userReservationsQueryKey('7'), reservations);
  client.setQueryData(scheduleQueryKey, week);
  client.setQueryData(waitlistQueryKey, waitlist);
  return client;
}

const arrival = { search: '', userId: '7' };

describe('which pages the server paints light (decisions 0063, 0068)', () => {
  it('the public pages always; a page behind sign-in never', () => {
    const client = testQueryClient();
    expect(isLightPage(routeHandlesFor('/hours'), client, arrival)).toBe(true);
    expect(isLightPage(routeHandlesFor('/payment-methods'), client, arrival)).toBe(false);
  });

  it('/reserve when her arrival is a new booking, painted with her data', () => {
    const handles = routeHandlesFor('/reserve');
    const past = reservation({ id: 'old', reservationDate: '2030-11-01' });
    expect(isLightPage(handles, paintedWith([past]), arrival)).toBe(true);
    // A view of the flow, or her data not in hand: the app draws it.
    expect(isLightPage(handles, paintedWith([]), { search: '?view=reserve-date', userId: '7' })).toBe(false);
    expect(isLightPage(handles, testQueryClient(), arrival)).toBe(false);
    expect(isLightPage(handles, paintedWith([]), { search: '', userId: null })).toBe(false);
  });

  it('not /reserve when her arrival is her one reservation, her list or a place held for her', () => {
    const handles = routeHandlesFor('/reserve');
    expect(isLightPage(handles, paintedWith([reservation({ id: 'r9' })]), arrival)).toBe(false);
    const two = [reservation({ id: 'a' }), reservation({ id: 'b', reservationDate: '2030-12-05' })];
    expect(isLightPage(handles, paintedWith(two), arrival)).toBe(false);
    expect(isLightPage(handles, paintedWith([], [{ status: 'Offered' }]), arrival)).toBe(false);
  });
});
