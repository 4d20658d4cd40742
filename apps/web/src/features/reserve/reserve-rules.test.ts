import { describe, expect, it } from 'vitest';
import { reservation, slots, flowOn } from '../../../test/reserve-fixtures';
import { dayProblem, kallahRefused, showMenorahWarning } from './date-rules';
import { type FlowState } from './flow-state';
import { moneyState } from './reservation-choice';
import {
  canEdit,
  canPay,
  lastBooked,
  showCreateNew,
  splitReservations,
  startRoute,
  statusTone,
} from './reservation-rules';
import { bookedRoom, canContinue, combinationOf, slotsFor } from './slot-filter';

const today = '2030-12-03';

describe('My reservations routing (docs/product/booking.md §4)', () => {
  it('none → a new reservation; exactly one Reserved or Pending → its payment view; else the list', () => {
    expect(startRoute([], today)).toEqual({ to: 'new' });
    expect(startRoute([reservation()], today)).toEqual({ to: 'payment', id: 'r1' });
    expect(startRoute([reservation({ reservationStatus: 'Pending' })], today)).toEqual({
      to: 'payment',
      id: 'r1',
    });
    expect(startRoute([reservation(), reservation({ id: 'r2' })], today)).toEqual({ to: 'list' });
    // Tonight's visit under way at the desk is upcoming, but not one to open for paying or editing.
    expect(startRoute([reservation({ reservationStatus: 'Waiting' })], today)).toEqual({ to: 'list' });
  });

  it('counts what lies ahead only: the past, replaced and canceled ones do not stand in her way', () => {
    const past = reservation({ id: 'p1', reservationDate: '2030-11-20', reservationStatus: 'Done' });
    const oldReserved = reservation({ id: 'p2', reservationDate: '2030-11-21' });
    const replaced = reservation({ id: 'x1', reservationStatus: 'Replaced' });
    const canceled = reservation({ id: 'x2', reservationDate: '2030-12-05', reservationStatus: 'Canceled' });
    expect(startRoute([past, oldReserved, replaced, canceled], today)).toEqual({ to: 'new' });
    expect(startRoute([past, replaced, reservation({ id: 'r2' }), canceled], today)).toEqual({
      to: 'payment',
      id: 'r2',
    });
    // Tonight counts as upcoming.
    expect(startRoute([reservation({ reservationDate: today })], today)).toEqual({ to: 'payment', id: 'r1' });
  });

  it('the list: upcoming soonest first; past, replaced and canceled newest first', () => {
    const list = [
      reservation({
        id: 'later',
        reservationDate: '2030-12-06',
        reservationTime: '2030-12-06T18:00:00-08:00',
      }),
      reservation({ id: 'late', reservationTime: '2030-12-03T19:00:00-08:00' }),
      reservation({ id: 'soon', reservationTime: '2030-12-03T17:30:00-08:00' }),
      reservation({ id: 'replaced', reservationStatus: 'Replaced' }),
      reservation({ id: 'old', reservationDate: '2030-10-01', reservationTime: '2030-10-01T18:00:00-07:00' }),
      reservation({ id: 'canceled', reservationDate: '2030-12-05', reservationStatus: 'Canceled' }),
    ];
    const { upcoming, earlier } = splitReservations(list, today);
    expect(upcoming.map((r) => r.id)).toEqual(['soon', 'late', 'later']);
    expect(earlier.map((r) => r.id)).toEqual(['canceled', 'replaced', 'old']);
  });

  it('her last booking (what is chosen for her next time): the latest that was not replaced', () => {
    expect(lastBooked([])).toBeNull();
    const old = reservation({ id: 'old', reservationDate: '2030-10-01' });
    const edited = reservation({
      id: 'edited',
      reservationDate: '2030-12-20',
      reservationStatus: 'Replaced',
    });
    const latest = reservation({
      id: 'latest',
      reservationDate: '2030-11-01',
      reservationStatus: 'Canceled',
    });
    expect(lastBooked([old, edited, latest])?.id).toBe('latest');
  });

  it('paid, what is due, or nothing due', () => {
    expect(moneyState(reservation({ paid: true, balance: 0 }))).toEqual({ kind: 'paid' });
    expect(moneyState(reservation({ balance: 15 }))).toEqual({ kind: 'due', amount: 15 });
    expect(moneyState(reservation({ balance: 0, paid: false }))).toEqual({ kind: 'nothingDue' });
  });

  it('Edit: Reserved or Pending, today or later', () => {
    expect(canEdit(reservation(), today)).toBe(true);
    expect(canEdit(reservation({ reservationStatus: 'Pending' }), today)).toBe(true);
    expect(canEdit(reservation({ reservationDate: '2030-12-02' }), today)).toBe(false);
    expect(canEdit(reservation({ reservationStatus: 'Waiting' }), today)).toBe(false);
    expect(canEdit(reservation({ reservationStatus: 'Canceled' }), today)).toBe(false);
  });

  it('Pay: not paid and not Canceled; Create New: none Reserved', () => {
    expect(canPay(reservation())).toBe(true);
    expect(canPay(reservation({ paid: true }))).toBe(false);
    expect(canPay(reservation({ reservationStatus: 'Canceled' }))).toBe(false);
    expect(canPay(reservation({ reservationStatus: 'Replaced' }))).toBe(false);
    expect(showCreateNew([])).toBe(true);
    expect(showCreateNew([reservation({ reservationStatus: 'Pending' })])).toBe(true);
    expect(showCreateNew([reservation(), reservation({ id: 'r2', reservationStatus: 'Canceled' })])).toBe(
      false,
    );
  });

  it('status colours: Pending red, Canceled and Replaced grey, Ready blue, In Mikvah yellow', () => {
    expect(statusTone('Pending')).toBe('red');
    expect(statusTone('Canceled')).toBe('grey');
    expect(statusTone('Replaced')).toBe('grey');
    expect(statusTone('ReadyForMikvah')).toBe('blue');
    expect(statusTone('InMikvah')).toBe('yellow');
  });
});

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

const flow = (overrides: Partial<FlowState>): FlowState => flowOn(today, overrides);

describe('the exact-combination slot filter and Continue', () => {
  it('nothing before a room type is chosen', () => {
    expect(combinationOf(flow({}), false)).toBeNull();
    expect(slotsFor(slots, null)).toEqual([]);
  });
  it('matches all six flags with available > 0', () => {
    const shower = combinationOf(flow({ roomType: 'shower' }), false);
    expect(slotsFor(slots, shower).map((s) => s.timeSlot)).toEqual([
      '2030-12-03T17:30:00-08:00',
      '2030-12-03T18:00:00-08:00',
    ]);
    const bath = combinationOf(flow({ roomType: 'bath' }), false);
    expect(slotsFor(slots, bath).map((s) => s.timeSlot)).toEqual(['2030-12-03T18:00:00-08:00']);
    const bathParking = combinationOf(flow({ roomType: 'bath', parking: true }), false);
    expect(slotsFor(slots, bathParking)).toHaveLength(1);
    const bathSalon = combinationOf(flow({ roomType: 'bath', salon: 'manicure' }), false);
    expect(slotsFor(slots, bathSalon)).toEqual([]);
    expect(slotsFor(slots, combinationOf(flow({ roomType: 'kallah' }), false))).toEqual([]);
  });
  it('accessible and Kallah rooms are bath rooms (as the server lists them)', () => {
    expect(combinationOf(flow({ roomType: 'handicapped' }), false)).toMatchObject({
      bath: true,
      handicapped: true,
      kallah: false,
    });
    expect(combinationOf(flow({ roomType: 'kallah' }), false)).toMatchObject({
      bath: true,
      handicapped: false,
      kallah: true,
    });
  });
  it('Shabbos mode: one standard room, no room choice needed, no parking', () => {
    expect(combinationOf(flow({}), true)).toEqual({
      bath: false,
      handicapped: false,
      kallah: false,
      doubleSlot: false,
      parking: false,
      salonAfter: false,
    });
    expect(combinationOf(flow({ roomType: 'bath', parking: true }), true)).toMatchObject({
      bath: false,
      parking: false,
    });
  });
  it('the room booked: the choice on a weeknight, a shower on a Shabbos-mode night', () => {
    expect(bookedRoom('bath', false)).toBe('bath');
    expect(bookedRoom(null, false)).toBeNull();
    expect(bookedRoom('bath', true)).toBe('shower');
    expect(bookedRoom(null, true)).toBe('shower');
  });
  it('Continue only when the chosen slot has room for the combination', () => {
    const bath = combinationOf(flow({ roomType: 'bath' }), false);
    expect(canContinue(slots, bath, '2030-12-03T18:00:00-08:00')).toBe(true);
    expect(canContinue(slots, bath, '2030-12-03T17:30:00-08:00')).toBe(false);
    expect(canContinue(slots, bath, null)).toBe(false);
    expect(canContinue(slots, null, '2030-12-03T18:00:00-08:00')).toBe(false);
  });
});
