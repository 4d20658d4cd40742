import { describe, expect, it } from 'vitest';
import { reservation } from '../../../../test/reserve-fixtures';
import { chargesFor, priceBreakdown, roomPrice, totalDue } from './price';

const today = '2030-12-03';

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
