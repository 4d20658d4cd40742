import { reservationStatuses, type ReservationStatus } from '@tevila/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  detailsActions,
  groupingCounts,
  inGrouping,
  listStatus,
  showsBalanceDue,
  statusColour,
} from './night-rules';

const statuses = fc.constantFrom(...reservationStatuses);

describe('the list groupings (docs/product/site-and-staff.md §4)', () => {
  it('upcoming, waiting, here, completed and ready hold exactly their statuses', () => {
    const pick = (g: Parameters<typeof inGrouping>[1]) => reservationStatuses.filter((s) => inGrouping(s, g));
    expect(pick('upcoming')).toEqual(['Reserved']);
    expect(pick('waiting')).toEqual(['Waiting']);
    expect(pick('completed')).toEqual(['Done']);
    expect(pick('ready')).toEqual(['ReadyForMikvah', 'ReadyForMikvahNext']);
    // A visit under way: never a Canceled, Replaced or Pending one (not in the building).
    expect(pick('here')).toEqual([
      'Arrived',
      'Waiting',
      'Assigned',
      'Prep',
      'ReadyForMikvah',
      'ReadyForMikvahNext',
      'InMikvah',
      'Dressing',
    ]);
    expect(pick('all')).toEqual([...reservationStatuses]);
  });

  it('counts add up: every reservation is upcoming, completed, here, or released or unpaid', () => {
    fc.assert(
      fc.property(fc.array(statuses), (list) => {
        const counts = groupingCounts(list);
        const elsewhere = list.filter((s) => s === 'Canceled' || s === 'Replaced' || s === 'Pending').length;
        expect(counts.all).toBe(list.length);
        expect(counts.upcoming + counts.completed + counts.here + elsewhere).toBe(list.length);
        expect(counts.ready).toBeLessThanOrEqual(counts.here);
        expect(counts.waiting).toBeLessThanOrEqual(counts.here);
      }),
    );
  });
});

describe('status display (docs/product/site-and-staff.md §9)', () => {
  it('both ready statuses read Ready on the list, in blue; the others keep their name', () => {
    expect(listStatus('ReadyForMikvah')).toBe('Ready');
    expect(listStatus('ReadyForMikvahNext')).toBe('Ready');
    expect(listStatus('InMikvah')).toBe('InMikvah');
    expect(statusColour('ReadyForMikvahNext')).toBe('blue');
    expect(statusColour('Pending')).toBe('red');
    expect(statusColour('InMikvah')).toBe('yellow');
    expect(statusColour('Canceled')).toBe('gray');
    expect(statusColour('Replaced')).toBe('gray');
  });
});

describe('the details buttons (docs/product/site-and-staff.md §4)', () => {
  const actions = (
    status: ReservationStatus,
    extra: { paid?: boolean; cubicle?: unknown } = {},
    printer = false,
  ) =>
    detailsActions(
      { reservationStatus: status, paid: extra.paid ?? false, cubicle: extra.cubicle ?? null },
      printer,
    );

  it('Reserved: Check In, Edit Reservation, Cancel Reservation, Pay', () => {
    expect(actions('Reserved')).toEqual(['checkIn', 'editReservation', 'cancelReservation', 'pay']);
  });

  it('Waiting: Request Cubicle only without a cubicle, Cancel Check In, Cancel Reservation', () => {
    expect(actions('Waiting')).toEqual(['requestCubicle', 'cancelCheckIn', 'cancelReservation', 'pay']);
    expect(actions('Waiting', { cubicle: { id: 1 } })).toEqual(['cancelCheckIn', 'cancelReservation', 'pay']);
  });

  it('Pending: only Cancel Reservation and Pay; Payments once paid; Print Receipt with a printer', () => {
    expect(actions('Pending')).toEqual(['cancelReservation', 'pay']);
    expect(actions('Prep', { paid: true })).toEqual(['payments']);
    expect(actions('Done', { paid: true }, true)).toEqual(['payments', 'printReceipt']);
  });

  it('Release Her Place once she is late and not here, after Cancel Reservation', () => {
    const late = (status: ReservationStatus, lateMinutes: number | null) =>
      detailsActions({ reservationStatus: status, paid: false, cubicle: null, lateMinutes }, false);
    expect(late('Reserved', 26)).toEqual([
      'checkIn',
      'editReservation',
      'cancelReservation',
      'releaseLate',
      'pay',
    ]);
    expect(late('Reserved', null)).not.toContain('releaseLate');
  });

  it('whatever the status, Pay or Payments is there, and Check In only when Reserved', () => {
    fc.assert(
      fc.property(statuses, fc.boolean(), fc.boolean(), (status, paid, printer) => {
        const list = actions(status, { paid }, printer);
        expect(list.filter((a) => a === 'pay' || a === 'payments')).toEqual([paid ? 'payments' : 'pay']);
        expect(list.includes('checkIn')).toBe(status === 'Reserved');
        expect(list.includes('editReservation')).toBe(status === 'Reserved');
        expect(list.includes('cancelCheckIn')).toBe(status === 'Waiting');
        expect(list.includes('cancelReservation')).toBe(['Pending', 'Reserved', 'Waiting'].includes(status));
        expect(list.includes('printReceipt')).toBe(printer);
      }),
    );
  });

  it('the balance due shows when Reserved or Pending', () => {
    expect(reservationStatuses.filter(showsBalanceDue)).toEqual(['Pending', 'Reserved']);
  });
});
