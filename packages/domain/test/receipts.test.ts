import { describe, expect, it } from 'vitest';
import { buildReceipt, isPrinterId, receiptDate, receiptTime, visualOrder } from '../src/index.ts';
import type { ReceiptFacts } from '../src/index.ts';

const facts: ReceiptFacts = {
  language: 'en',
  facilityName: 'Tevila Mikvah',
  night: '2026-12-01',
  time: '2026-12-01T18:30:00-08:00',
  code: '12345',
  roomType: 'bath',
  kallah: false,
  doubleSlot: true,
  parking: true,
  salonManicure: false,
  salonBoth: false,
  charges: { room: 4500, parking: 1000, salon: 0, doubleSlot: 123400, total: 128900 },
  payments: [{ date: '2026-11-30T10:00:00-08:00', method: 'CreditCard', cents: 2000 }],
  balanceCents: 126900,
};

describe('receipt', () => {
  it('knows the four printers', () => {
    expect(isPrinterId('ReceptionEast')).toBe(true);
    expect(isPrinterId('receptioneast')).toBe(false);
    expect(isPrinterId(7)).toBe(false);
  });

  it('lays out the night, time, code, room, extras, charges, payments and balance in dollars', () => {
    const r = buildReceipt(facts);
    expect(r.dir).toBe('ltr');
    expect(r.title).toBe('Tevila Mikvah');
    expect(r.details).toEqual([
      { label: 'Night', value: 'Tuesday, December 1, 2026' },
      { label: 'Time', value: '6:30 PM' },
      { label: 'Access code', value: '12345' },
      { label: 'Room', value: 'Bath' },
      { label: 'Extras', value: 'Extra time, Parking' },
    ]);
    expect(r.charges).toEqual([
      { label: 'Room', value: '$45.00' },
      { label: 'Parking', value: '$10.00' },
      { label: 'Extra time', value: '$1,234.00' },
      { label: 'Total', value: '$1,289.00' },
    ]);
    expect(r.payments).toEqual([{ label: '2026-11-30 10:00 AM CreditCard', value: '$20.00' }]);
    expect(r.balance).toEqual({ label: 'Balance', value: '$1,269.00' });
  });

  it('speaks Hebrew right to left, with a 24-hour time', () => {
    const r = buildReceipt({
      ...facts,
      language: 'he',
      kallah: true,
      doubleSlot: false,
      parking: false,
      payments: [],
    });
    expect(r.dir).toBe('rtl');
    expect(r.heading).toBe('קבלה');
    expect(r.details[1]).toEqual({ label: 'שעה', value: '18:30' });
    expect(r.details[3]).toEqual({ label: 'חדר', value: 'חדר כלה' });
    expect(r.details[4]).toEqual({ label: 'תוספות', value: 'אין' });
    expect(r.payments).toEqual([{ label: 'אין תשלומים', value: '' }]);
    expect(receiptDate('2026-12-01', 'he')).toContain('2026');
    expect(receiptTime('2026-12-01T00:05:00+02:00', 'en')).toBe('12:05 AM');
    expect(receiptTime('2026-12-01T12:00:00+02:00', 'en')).toBe('12:00 PM');
  });

  it('orders a Hebrew line for a printer that prints left to right', () => {
    expect(visualOrder('Balance: $12.00')).toBe('Balance: $12.00');
    expect(visualOrder('יתרה: $1,269.00')).toBe('$1,269.00 :הרתי');
    expect(visualOrder('שעה: 18:30')).toBe('18:30 :העש');
    expect(visualOrder('חדר (כלה)')).toBe('(הלכ) רדח');
  });
});
