import { describe, expect, it } from 'vitest';
import { reservation } from '../../../../test/reserve-fixtures';
import { arrivalOf } from './arrival';

const today = '2030-12-01';

describe('where her arrival at /reserve opens (docs/product/booking.md §4 My reservations)', () => {
  it('nothing ahead: a new booking, her last room and extras chosen again', () => {
    const past = reservation({ id: 'old', reservationDate: '2030-11-01', parking: true });
    expect(arrivalOf([past], today, [])).toEqual({
      view: 'reserve-date',
      start: { type: 'startNew', last: past },
    });
  });

  it('one upcoming Reserved or Pending: its payment view', () => {
    expect(arrivalOf([reservation({ id: 'r9' })], today, [])).toEqual({
      view: 'reserve-payment',
      start: { type: 'view', id: 'r9' },
    });
  });

  it('two upcoming: her list', () => {
    const list = [reservation({ id: 'a' }), reservation({ id: 'b', reservationDate: '2030-12-04' })];
    expect(arrivalOf(list, today, [])).toEqual({ view: 'reserve-start', start: null });
  });

  it('a place held for her from the waitlist: her list, whatever else lies ahead', () => {
    expect(arrivalOf([], today, [{ status: 'Offered' }])).toEqual({ view: 'reserve-start', start: null });
    expect(arrivalOf([], today, [{ status: 'Waiting' }]).view).toBe('reserve-date');
  });
});
