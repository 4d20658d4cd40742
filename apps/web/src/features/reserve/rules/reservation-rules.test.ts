import { describe, expect, it } from 'vitest';
import { reservation } from '../../../../test/reserve-fixtures';
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
