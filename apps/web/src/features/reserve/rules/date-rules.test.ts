import { describe, expect, it } from 'vitest';
import { reservation } from '../../../../test/reserve-fixtures';
import { dayProblem, kallahRefused, showMenorahWarning } from './date-rules';

describe('date tiles (docs/product/booking.md §5 Date step)', () => {
  const now = Date.parse('2030-12-02T20:00:00-08:00');
  it('a closed night is disabled', () => {
    expect(dayProblem({ closed: true, scheduleType: 'Weekday', bookingCutoff: null }, now)).toBe('closed');
    expect(dayProblem({ closed: false, scheduleType: 'Closed', bookingCutoff: null }, now)).toBe('closed');
  });
  it('a night past its cutoff is disabled; before it, open', () => {
    const day = {
      closed: false,
      scheduleType: 'Weekday' as const,
      bookingCutoff: '2030-12-02T19:30:00-08:00',
    };
    expect(dayProblem(day, now)).toBe('pastCutoff');
    expect(dayProblem(day, Date.parse('2030-12-02T19:00:00-08:00'))).toBeNull();
    expect(dayProblem({ ...day, bookingCutoff: null }, now)).toBeNull();
  });
  it('Kallah: refused to a user with any reservation since 2020 (the replaced one aside)', () => {
    expect(kallahRefused([], null)).toBe(false);
    expect(kallahRefused([reservation({ reservationDate: '2019-06-01' })], null)).toBe(false);
    expect(kallahRefused([reservation()], null)).toBe(true);
    expect(kallahRefused([reservation()], 'r1')).toBe(false);
  });
  it('Kallah: Replaced reservations do not count, so a Kallah reservation can be edited again and again', () => {
    // Booked r1, edited to r2 (r1 Replaced), now editing r2: nothing else of hers counts.
    const edited = [
      reservation({ id: 'r1', kallah: true, bath: true, reservationStatus: 'Replaced' }),
      reservation({ id: 'r2', kallah: true, bath: true, replacingReservationId: 'r1' }),
    ];
    expect(kallahRefused(edited, 'r2')).toBe(false);
    // A Canceled one still counts; so does the live one when she is not editing it.
    expect(kallahRefused([...edited, reservation({ id: 'r3', reservationStatus: 'Canceled' })], 'r2')).toBe(
      true,
    );
    expect(kallahRefused(edited, null)).toBe(true);
    expect(kallahRefused([reservation({ reservationStatus: 'Replaced' })], null)).toBe(false);
  });
  it('the menorah warning ended 2023-01-03', () => {
    expect(showMenorahWarning(true, '2022-12-25')).toBe(true);
    expect(showMenorahWarning(true, '2023-01-03')).toBe(false);
    expect(showMenorahWarning(false, '2022-12-25')).toBe(false);
  });
});
