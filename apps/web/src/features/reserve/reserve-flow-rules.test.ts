import type { FlowState } from './flow-state';
import { describe, expect, it } from 'vitest';
import { reservation, flowOn } from '../../../test/reserve-fixtures';
import { flowReducer, initialFlow } from './flow-state';
import { cancelForecast, refundCutOffHours } from './cancel-rules';
import { weekdayKey } from '../../ui/weekday-name';
import { chargesFor, priceBreakdown, roomPrice, totalDue } from './price';
import { viewIsReady } from './views';

const today = '2030-12-03';
const flow = (overrides: Partial<FlowState>): FlowState => flowOn(today, overrides);

describe('prices (docs/product/booking.md §9)', () => {
  const settings = {
    priceShower: '36',
    priceBath: '45',
    priceKallah: '120',
    priceParking: '10',
    priceSalonManicure: '15',
    priceSalonBoth: '30',
    priceDoubleSlot: '20',
  };
  it('kallah → priceKallah; accessible and bath → priceBath; otherwise priceShower', () => {
    expect(roomPrice(settings, today, 'kallah')).toBe(120);
    expect(roomPrice(settings, today, 'handicapped')).toBe(45);
    expect(roomPrice(settings, today, 'bath')).toBe(45);
    expect(roomPrice(settings, today, 'shower')).toBe(36);
  });
  it('the promotion: $5 rooms from 2025-02-20 to 2025-03-25 inclusive', () => {
    expect(roomPrice(settings, '2025-02-19', 'bath')).toBe(45);
    expect(roomPrice(settings, '2025-02-20', 'bath')).toBe(5);
    expect(roomPrice(settings, '2025-03-25', 'kallah')).toBe(5);
    expect(roomPrice(settings, '2025-03-26', 'shower')).toBe(36);
  });
  it('room + parking + salon + extra time; parking not on Shabbos-mode nights', () => {
    const choice = { roomType: 'bath' as const, parking: true, doubleSlot: true, salon: 'both' as const };
    expect(chargesFor(settings, today, choice)).toBe(45 + 10 + 30 + 20);
    expect(chargesFor(settings, today, { ...choice, salon: 'manicure' })).toBe(45 + 10 + 15 + 20);
    // Shabbos mode: the server books a shower without parking, whatever room was chosen before.
    expect(chargesFor(settings, today, choice, true)).toBe(36 + 30 + 20);
    expect(chargesFor(settings, today, { ...choice, roomType: 'handicapped' }, true)).toBe(36 + 30 + 20);
    expect(chargesFor(settings, '2025-03-01', choice)).toBe(5 + 10 + 30 + 20);
  });
  it('an edit: Total, Already paid and the Difference', () => {
    expect(priceBreakdown(36, null)).toEqual({ total: 36, alreadyPaid: 0, due: 36 });
    expect(priceBreakdown(65, reservation({ amountPaid: 51 }))).toEqual({
      total: 65,
      alreadyPaid: 51,
      due: 14,
    });
    expect(priceBreakdown(55, reservation({ amountPaid: 36, tipTotal: 5 }))).toEqual({
      total: 60,
      alreadyPaid: 36,
      due: 24,
    });
    expect(priceBreakdown(36, reservation({ amountPaid: 45 }))).toEqual({
      total: 36,
      alreadyPaid: 45,
      due: 0,
    });
  });
  it('a replacement: minus what was paid, plus tips and donations, never below 0', () => {
    expect(totalDue(55, null)).toBe(55);
    expect(totalDue(55, reservation({ amountPaid: 36, tipTotal: 5, donationTotal: 0 }))).toBe(24);
    expect(totalDue(36, reservation({ amountPaid: 45 }))).toBe(0);
  });
});

describe('flow state', () => {
  it('manicure and both exclude each other, and toggle off', () => {
    let state = flowReducer(flow({}), { type: 'toggleSalon', salon: 'manicure' });
    expect(state.salon).toBe('manicure');
    state = flowReducer(state, { type: 'toggleSalon', salon: 'both' });
    expect(state.salon).toBe('both');
    state = flowReducer(state, { type: 'toggleSalon', salon: 'both' });
    expect(state.salon).toBe('none');
  });
  it('Kallah or accessible replaces the bath/shower choice', () => {
    let state = flowReducer(flow({ roomType: 'bath' }), { type: 'setKallah', on: true });
    expect(state.roomType).toBe('kallah');
    state = flowReducer(state, { type: 'chooseRoom', room: 'handicapped' });
    expect(state.roomType).toBe('handicapped');
  });
  it('edit copies the id to replacingReservationId; a failed submit restores it and clears the mode', () => {
    const editing = flowReducer(initialFlow, {
      type: 'startEdit',
      reservation: reservation({ bath: true, salonBoth: true }),
    });
    expect(editing).toMatchObject({
      mode: 'edit',
      reservationId: null,
      replacingReservationId: 'r1',
      roomType: 'bath',
      salon: 'both',
    });
    expect(flowReducer(editing, { type: 'submitFailed' })).toMatchObject({
      mode: null,
      reservationId: 'r1',
      replacingReservationId: null,
    });
  });
  it('a failed new booking clears the mode: nothing to restore, nothing left in progress', () => {
    const booking = flow({ roomType: 'shower', slot: '2030-12-03T17:30:00-08:00' });
    const failed = flowReducer(booking, { type: 'submitFailed' });
    expect(failed).toMatchObject({ mode: null, reservationId: null, replacingReservationId: null });
    expect(viewIsReady('reserve-payment', failed)).toBe(false);
    expect(viewIsReady('reserve-options', failed)).toBe(false);
  });
  it('a booking made but not charged: its pay view (the booking stands, nothing is restored)', () => {
    const editing = flow({ mode: 'edit', replacingReservationId: 'r1', slot: 'x', replacedCode: '07878' });
    const paying = flowReducer(editing, { type: 'chargeFailed', reservation: reservation({ id: 'r9' }) });
    expect(paying).toEqual({
      ...initialFlow,
      mode: 'pay',
      reservationId: 'r9',
      replacedCode: '07878',
      afterBooking: true,
    });
    expect(viewIsReady('reserve-payment', paying)).toBe(true);
    // Paid (or left for later): no longer a booking's step.
    expect(flowReducer(paying, { type: 'clearMode' })).toMatchObject({ mode: null, afterBooking: false });
  });
  it('a success clears the booking and shows the new reservation, with the code an edit replaced', () => {
    const done = flowReducer(
      flow({ mode: 'edit', replacingReservationId: 'r1', slot: 'x', replacedCode: '07878' }),
      {
        type: 'submitted',
        reservation: reservation({ id: 'r9' }),
      },
    );
    expect(done).toEqual({ ...initialFlow, reservationId: 'r9', replacedCode: '07878' });
    const booked = flowReducer(flow({ slot: 'x' }), {
      type: 'submitted',
      reservation: reservation({ id: 'r9' }),
    });
    expect(booked.replacedCode).toBeNull();
  });
  it('edit chooses again everything she had chosen, her time included', () => {
    const editing = flowReducer(initialFlow, {
      type: 'startEdit',
      reservation: reservation({
        handicapped: true,
        bath: true,
        parking: true,
        doubleSlot: true,
        salonManicure: true,
      }),
    });
    expect(editing).toMatchObject({
      date: '2030-12-03',
      roomType: 'handicapped',
      parking: true,
      doubleSlot: true,
      salon: 'manicure',
      slot: '2030-12-03T18:00:00-08:00',
      replacedCode: '40817',
    });
    // A failed replacement shows the old one again: no word about a changed code.
    expect(flowReducer(editing, { type: 'submitFailed' }).replacedCode).toBeNull();
  });
  it('a new booking starts with the room and extras of her last one (never the Kallah room)', () => {
    const last = reservation({ bath: true, parking: true, salonBoth: true });
    expect(flowReducer(initialFlow, { type: 'startNew', last })).toMatchObject({
      mode: 'new',
      roomType: 'bath',
      parking: true,
      salon: 'both',
      doubleSlot: false,
      date: null,
      slot: null,
    });
    const kallah = reservation({ kallah: true, bath: true });
    expect(flowReducer(initialFlow, { type: 'startNew', last: kallah }).roomType).toBeNull();
    expect(flowReducer(initialFlow, { type: 'startNew' })).toEqual({ ...initialFlow, mode: 'new' });
  });
  it('parking can be set off and on explicitly (kept off when her record cannot be loaded)', () => {
    const on = flowReducer(flow({}), { type: 'setParking', on: true });
    expect(on.parking).toBe(true);
    expect(flowReducer(on, { type: 'setParking', on: true })).toBe(on);
    expect(flowReducer(on, { type: 'setParking', on: false }).parking).toBe(false);
  });
  it('a view needs its reservation in progress', () => {
    expect(viewIsReady('reserve-date', initialFlow)).toBe(false);
    expect(viewIsReady('reserve-options', flow({ date: null }))).toBe(false);
    expect(viewIsReady('reserve-options', flow({}))).toBe(true);
    expect(viewIsReady('reserve-payment', flow({}))).toBe(false);
    expect(viewIsReady('reserve-payment', flow({ slot: 'x' }))).toBe(true);
    expect(viewIsReady('reserve-payment', { ...initialFlow, reservationId: 'r1' })).toBe(true);
  });
});

describe('cancel: what becomes of her money, said before she confirms (docs/design.md §6)', () => {
  const slot = Date.parse('2030-12-03T18:00:00-08:00');
  const HOUR = 3_600_000;
  const card = (amount: number) => ({
    dateCreated: '2030-12-01T10:00:00-08:00',
    method: 'CreditCard',
    amount,
  });
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
      payments: [{ dateCreated: '2030-12-01T10:00:00-08:00', method: 'Cash', amount: 36 }],
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

describe('date tiles name the night (docs/product/site-and-staff.md §9)', () => {
  it("Saturday night is 'Motzei Shabbos', the site's weekday texts otherwise", () => {
    expect(weekdayKey({ date: '2030-12-07' })).toBe('weekdays.saturday');
    expect(weekdayKey({ date: '2030-12-04' })).toBe('weekdays.wednesday');
    expect(weekdayKey({ date: '2030-12-08' })).toBe('weekdays.sunday');
  });
});
