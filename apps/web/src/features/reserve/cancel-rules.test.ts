import { describe, expect, it } from 'vitest';
import type { Reservation } from '../../api/reservation';
import { cancelOutcome } from './cancel-rules';

const base = { paid: false, amountPaid: 0, payments: [] } as unknown as Reservation;
const pay = (amount: number) => ({ dateCreated: '2026-12-01T18:00:00-08:00', method: 'CreditCard', amount });

describe('cancelOutcome (docs/product/booking.md §4 Cancel)', () => {
  it('closes when nothing was paid', () => {
    expect(cancelOutcome(base, { ...base, reservationStatus: 'Canceled' } as Reservation)).toEqual({
      kind: 'none',
    });
  });

  it("says the money went back when the server's answer shows it refunded in full", () => {
    const after = { ...base, payments: [pay(36), pay(-36)] } as Reservation;
    expect(cancelOutcome(base, after)).toEqual({ kind: 'refunded', amount: 36 });
    // A donation listed with the payments is not money to give back.
    const gift = { ...pay(10), method: 'Donation' };
    expect(cancelOutcome(base, { ...base, payments: [gift, pay(46), pay(-46)] } as Reservation)).toEqual({
      kind: 'refunded',
      amount: 46,
    });
  });

  it('tells her how to ask for a refund when it was paid and not refunded (late cancel)', () => {
    expect(cancelOutcome(base, { ...base, payments: [pay(36)] } as Reservation)).toEqual({ kind: 'ask' });
    expect(cancelOutcome(base, { ...base, payments: [pay(36), pay(-10)] } as Reservation)).toEqual({
      kind: 'ask',
    });
  });

  it('trusts the answer even when the copy she saw predates her payment, and the copy without an answer', () => {
    expect(cancelOutcome(base, { ...base, payments: [pay(20), pay(-20)] } as Reservation).kind).toBe(
      'refunded',
    );
    expect(cancelOutcome({ ...base, paid: true, amountPaid: 36 } as Reservation, null)).toEqual({
      kind: 'ask',
    });
  });
});
