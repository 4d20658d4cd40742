import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  balanceOf,
  checkExtras,
  movedMoney,
  isAccessCode,
  newAccessCode,
  priceOf,
  promotionApplies,
  needsPrepay,
  readSettings,
  startsPending,
  ledgerSummary,
  summarizeLedger,
  type LedgerKind,
  type PricedRequest,
} from '../src/index.ts';
import { settingsWith } from './helpers.ts';

const base: PricedRequest = {
  bath: false,
  handicapped: false,
  kallah: false,
  doubleSlot: false,
  parking: false,
  salonAfter: false,
  salonManicure: false,
  salonBoth: false,
};

describe('prices', () => {
  const s = settingsWith();
  it('prices the room by kind and adds the extras (docs/product/booking.md §9)', () => {
    expect(priceOf(base, '2026-12-01', s).totalCents).toBe(3600);
    expect(priceOf({ ...base, bath: true }, '2026-12-01', s).roomCents).toBe(5000);
    expect(priceOf({ ...base, bath: true, handicapped: true }, '2026-12-01', s).roomCents).toBe(5000);
    expect(priceOf({ ...base, bath: true, kallah: true }, '2026-12-01', s).roomCents).toBe(10000);
    const all = { ...base, doubleSlot: true, parking: true, salonAfter: true, salonBoth: true };
    expect(priceOf(all, '2026-12-01', s)).toEqual({
      roomCents: 3600,
      parkingCents: 1000,
      salonCents: 3000,
      doubleSlotCents: 2000,
      totalCents: 9600,
    });
    expect(priceOf({ ...base, salonAfter: true, salonManicure: true }, '2026-12-01', s).salonCents).toBe(
      1500,
    );
  });

  it('charges $5 for the room from 2025-02-20 to 2025-03-25 inclusive', () => {
    const kallah = { ...base, bath: true, kallah: true, parking: true };
    expect(promotionApplies('2025-02-19')).toBe(false);
    expect(promotionApplies('2025-02-20')).toBe(true);
    expect(promotionApplies('2025-03-25')).toBe(true);
    expect(promotionApplies('2025-03-26')).toBe(false);
    expect(priceOf(kallah, '2025-02-19', s).roomCents).toBe(10000);
    expect(priceOf(kallah, '2025-02-20', s)).toMatchObject({ roomCents: 500, totalCents: 1500 });
    expect(priceOf(base, '2025-03-25', s).roomCents).toBe(500);
    expect(priceOf(base, '2025-03-26', s).roomCents).toBe(3600);
  });

  it('is never negative and always whole cents', () => {
    const dollars = fc.integer({ min: 0, max: 1_000_000 }).map((c) => (c / 100).toFixed(2));
    const req = fc.record({
      bath: fc.boolean(),
      handicapped: fc.boolean(),
      kallah: fc.boolean(),
      doubleSlot: fc.boolean(),
      parking: fc.boolean(),
      salonAfter: fc.boolean(),
      salonManicure: fc.boolean(),
      salonBoth: fc.boolean(),
    });
    const date = fc.date({ min: new Date('2024-01-01'), max: new Date('2026-12-31'), noInvalidDate: true });
    fc.assert(
      fc.property(req, fc.array(dollars, { minLength: 7, maxLength: 7 }), date, (r, p, d) => {
        const keys = ['priceShower', 'priceBath', 'priceParking', 'priceKallah', 'priceDoubleSlot'];
        const st = readSettings(
          Object.fromEntries([...keys, 'priceSalonManicure', 'priceSalonBoth'].map((k, i) => [k, p[i]!])),
        );
        const price = priceOf(r, d.toISOString().slice(0, 10), st);
        for (const v of Object.values(price)) {
          expect(v).toBeGreaterThanOrEqual(0);
          expect(Number.isInteger(v)).toBe(true);
        }
        expect(price.totalCents).toBe(
          price.roomCents + price.parkingCents + price.salonCents + price.doubleSlotCents,
        );
      }),
    );
  });

  it('refuses both salon choices at once and a salon choice without salon time', () => {
    expect(checkExtras({ ...base, salonAfter: true, salonManicure: true, salonBoth: true })).toMatchObject({
      ok: false,
      id: 'booking.salon_exclusive',
    });
    expect(checkExtras({ ...base, salonManicure: true })).toMatchObject({ id: 'booking.salon_mismatch' });
    expect(checkExtras({ ...base, salonAfter: true })).toMatchObject({ id: 'booking.salon_mismatch' });
    expect(checkExtras({ ...base, salonAfter: true, salonBoth: true })).toEqual({ ok: true });
    expect(checkExtras(base)).toEqual({ ok: true });
  });
});

describe('ledger', () => {
  it('balance is charges (with tips and donations) − payments + refunds', () => {
    expect(balanceOf({ chargesCents: 5000, paymentsCents: 3600 })).toBe(1400);
    expect(
      summarizeLedger([
        { kind: 'charge', cents: 3600 },
        { kind: 'tip', cents: 500 },
        { kind: 'donation', cents: 1800 },
        { kind: 'payment', cents: 5900 },
      ]),
    ).toEqual({
      balanceCents: 0,
      amountPaidCents: 5900,
      paid: true,
      tipTotalCents: 500,
      donationTotalCents: 1800,
    });
    const refunded = summarizeLedger([
      { kind: 'charge', cents: 3600 },
      { kind: 'payment', cents: 3600 },
      { kind: 'refund', cents: 3600 },
    ]);
    expect(refunded).toMatchObject({ balanceCents: 3600, amountPaidCents: 0, paid: false });
    expect(summarizeLedger([]).paid).toBe(false);
  });

  it('a released reservation owes nothing, and still shows what it holds beyond its price', () => {
    const charged = [{ kind: 'charge' as const, cents: 5100 }];
    expect(summarizeLedger(charged, { released: true }).balanceCents).toBe(0);
    expect(summarizeLedger(charged).balanceCents).toBe(5100);
    const overpaid = [...charged, { kind: 'payment' as const, cents: 6000 }];
    expect(summarizeLedger(overpaid, { released: true }).balanceCents).toBe(-900);
    const kinds = fc.constantFrom(
      'charge',
      'payment',
      'refund',
      'donation',
      'tip',
    ) as fc.Arbitrary<LedgerKind>;
    fc.assert(
      fc.property(fc.array(fc.record({ kind: kinds, cents: fc.nat({ max: 100_000 }) })), (entries) => {
        const live = summarizeLedger(entries);
        const released = summarizeLedger(entries, { released: true });
        expect(released.balanceCents).toBe(Math.min(0, live.balanceCents));
        expect(released.amountPaidCents).toBe(live.amountPaidCents);
      }),
    );
  });

  it('sums stored rows: settled ones only, a fee as a charge, nothing owed once released', () => {
    const rows = [
      { kind: 'charge' as const, status: 'succeeded', amountCents: 3600 },
      { kind: 'fee' as const, status: 'succeeded', amountCents: 500 },
      { kind: 'payment' as const, status: 'failed', amountCents: 4100 },
      { kind: 'payment' as const, status: 'pending', amountCents: 4100 },
    ];
    expect(ledgerSummary(rows, 'Reserved')).toMatchObject({ balanceCents: 4100, amountPaidCents: 0 });
    expect(ledgerSummary(rows, 'Canceled').balanceCents).toBe(0);
  });

  it('counts money moved once: a donation or tip added to a reservation is part of its balance', () => {
    expect(movedMoney({ kind: 'payment', onReservation: true })).toBe(true);
    expect(movedMoney({ kind: 'refund', onReservation: false })).toBe(true);
    expect(movedMoney({ kind: 'donation', onReservation: false })).toBe(true);
    expect(movedMoney({ kind: 'donation', onReservation: true })).toBe(false);
    expect(movedMoney({ kind: 'tip', onReservation: true })).toBe(false);
    expect(movedMoney({ kind: 'charge', onReservation: true })).toBe(false);
    expect(movedMoney({ kind: 'fee', onReservation: true })).toBe(false);
  });
});

describe('access codes', () => {
  it('are 5 digits, may start with 0, and never repeat', () => {
    expect(newAccessCode(new Set(), () => 0)).toBe('00000');
    expect(newAccessCode(new Set(['00000']), () => 0)).toBe('00001');
    expect(newAccessCode(new Set(), () => 0.9999999)).toBe('99999');
    expect(isAccessCode('01234')).toBe(true);
    expect(isAccessCode('1234')).toBe(false);
    expect(isAccessCode('12a45')).toBe(false);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 300 }), fc.integer(), (n, seed) => {
        let x = seed >>> 0 || 1;
        const random = (): number => ((x = (x * 1103515245 + 12345) >>> 0) % 1000) / 1000; // few values: collisions
        const taken = new Set<string>();
        for (let i = 0; i < n; i++) {
          const c = newAccessCode(taken, random);
          expect(isAccessCode(c)).toBe(true);
          expect(taken.has(c)).toBe(false);
          taken.add(c);
        }
      }),
      { numRuns: 50 },
    );
  });

  it('throws when every code is taken', () => {
    const all = new Set(Array.from({ length: 100_000 }, (_, i) => String(i).padStart(5, '0')));
    expect(() => newAccessCode(all, Math.random)).toThrow(RangeError);
    all.delete('54321');
    expect(newAccessCode(all, () => 0.5)).toBe('54321');
  });
});

describe('prepay (docs/design.md §6 Booking)', () => {
  const weeknight = { shabbosMode: false };
  const shabbos = { shabbosMode: true };
  const all = settingsWith({ reservationsRequirePrepayAll: 'True' });
  const parkingOnly = settingsWith({ reservationsRequirePrepayAll: 'False' });

  it('asks for payment first on Shabbos-mode nights, for parking, or for everything when set', () => {
    expect(needsPrepay(parkingOnly, weeknight, false)).toBe(false);
    expect(needsPrepay(parkingOnly, weeknight, true)).toBe(true);
    expect(needsPrepay(parkingOnly, shabbos, false)).toBe(true);
    expect(needsPrepay(all, weeknight, false)).toBe(true);
  });

  it('starts Pending only while something is left to pay once carried payments count', () => {
    expect(startsPending(all, weeknight, false, 3600)).toBe(true);
    expect(startsPending(all, weeknight, false, 1)).toBe(true);
    expect(startsPending(all, weeknight, false, 0)).toBe(false);
    expect(startsPending(all, shabbos, false, -1400)).toBe(false);
    expect(startsPending(parkingOnly, weeknight, false, 3600)).toBe(false);
  });

  it('is needsPrepay and a positive balance, whatever the flags and balance', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.integer({ min: -50_000, max: 50_000 }),
        (a, p, sh, bal) => {
          const s = settingsWith({
            reservationsRequirePrepayAll: a ? 'True' : 'False',
            reservationsRequirePrepayParking: p ? 'True' : 'False',
          });
          const day = { shabbosMode: sh };
          expect(startsPending(s, day, true, bal)).toBe(needsPrepay(s, day, true) && bal > 0);
        },
      ),
    );
  });
});
