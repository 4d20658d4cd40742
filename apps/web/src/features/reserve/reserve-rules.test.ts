import { describe, expect, it } from 'vitest';
import { reservation, slots } from '../../../test/reserve-fixtures';
import { dayProblem, kallahRefused, showMenorahWarning } from './date-rules';
import { flowReducer, initialFlow, type FlowState } from './flow-state';
import { cancelForecast, refundCutOffHours } from './cancel-rules';
import { weekdayKey } from '../../ui/weekday-name';
import { chargesFor, priceBreakdown, roomPrice, totalDue } from './price';
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
import { viewIsReady } from './views';

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

const flow = (overrides: Partial<FlowState>): FlowState => ({
  ...initialFlow,
  mode: 'new',
  date: today,
  ...overrides,
});

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
