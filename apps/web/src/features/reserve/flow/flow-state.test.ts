import { describe, expect, it } from 'vitest';
import { flowOn, reservation } from '../../../../test/reserve-fixtures';
import { flowReducer, initialFlow, type FlowState } from './flow-state';
import { viewIsReady } from './views';

const today = '2030-12-03';
const flow = (overrides: Partial<FlowState>): FlowState => flowOn(today, overrides);

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
