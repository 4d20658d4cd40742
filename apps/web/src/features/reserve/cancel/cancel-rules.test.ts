import { describe, expect, it } from 'vitest';
import { payment, reservation } from '../../../../test/reserve-fixtures';
import type { Reservation } from '../../../api/reservation';
import { cancelForecast, cancelOutcome, refundCutOffHours } from './cancel-rules';

const base = { paid: false, amountPaid: 0, payments: [] } as unknown as Reservation;
const pay = (amount: number) => ({ dateCreated: '2026-12-01T18:00:00-08:00', method: 'CreditCard', amount });

describe('cancelOutcome (docs/product/booking.md §4 Cancel)', () => {
  it('closes when nothing was paid', () => {
    expect(cancelOutcome(base, { ...base, reservationStatus: 'Canceled' })).toEqual({
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
    expect(cancelOutcome({ ...base, paid: true, amountPaid: 36 }, null)).toEqual({
      kind: 'ask',
    });
  });
});

describe('cancel: what becomes of her money, said before she confirms (docs/design.md §6)', () => {
  const slot = Date.parse('2030-12-03T18:00:00-08:00');
  const HOUR = 3_600_000;
  const card = (amount: number) => payment(amount);
  const paid = reservation({ paid: true, amountPaid: 83, balance: 0, payments: [card(83)] });

  it('nothing paid: nothing to refund', () => {
    expect(cancelForecast(reservation(), 24, slot - 48 * HOUR)).toEqual({ kind: 'nothingPaid' });
  });
  it('more than reservationRefundCutOffHours before her slot: the card payments go back to the card', () => {
    expect(cancelForecast(paid, 24, slot - 25 * HOUR)).toEqual({ kind: 'refund', amount: 83 });
  });
  it('within the cutoff: not refunded automatically, she may ask', () => {
    expect(cancelForecast(paid, 24, slot - 24 * HOUR)).toEqual({ kind: 'ask', amount: 83, why: 'late' });
    expect(cancelForecast(paid, 2, slot - 3 * HOUR)).toEqual({ kind: 'refund', amount: 83 });
  });
  it('money paid at the desk is not refunded to a card', () => {
    const cash = reservation({
      paid: true,
      amountPaid: 36,
      balance: 0,
      payments: [payment(36, { method: 'Cash', reference: null })],
    });
    expect(cancelForecast(cash, 24, slot - 48 * HOUR)).toEqual({ kind: 'ask', amount: 36, why: 'notCard' });
    const refundedOnce = reservation({ amountPaid: 20, payments: [card(36), card(-16)] });
    expect(cancelForecast(refundedOnce, 24, slot - 48 * HOUR)).toEqual({ kind: 'refund', amount: 20 });
  });
  it('the cutoff is the public setting, or its default until the settings have loaded', () => {
    expect(refundCutOffHours({ reservationRefundCutOffHours: '6' })).toBe(6);
    expect(refundCutOffHours({ reservationRefundCutOffHours: '1.5' })).toBe(1.5);
    expect(refundCutOffHours({})).toBe(24);
    expect(refundCutOffHours({ reservationRefundCutOffHours: 'soon' })).toBe(24);
  });
});
