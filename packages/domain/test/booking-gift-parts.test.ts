import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  giftPartsOf,
  reservationGifts,
  reservationTotal,
  reservationTotalCents,
  summarizeLedger,
  type GiftPartRow,
  type LedgerKind,
} from '../src/index.ts';

type Row = GiftPartRow<number>;

const row = (id: number, kind: LedgerKind, amountCents: number, status = 'succeeded'): Row => ({
  id,
  kind,
  amountCents,
  status,
});

/** A reservation's views as the server writes them (dollars) from one ledger. */
function viewsOf(rows: readonly Row[]) {
  const settled = rows.filter((r) => r.status === 'succeeded');
  const sum = (kinds: string[]) =>
    settled.filter((r) => kinds.includes(r.kind)).reduce((n, r) => n + r.amountCents, 0);
  const summary = summarizeLedger(
    settled.map((r) => ({ kind: r.kind === 'fee' ? 'charge' : r.kind, cents: r.amountCents })),
  );
  return {
    figures: {
      price: { total: sum(['charge', 'fee']) / 100 },
      tipTotal: summary.tipTotalCents / 100,
      donationTotal: summary.donationTotalCents / 100,
    },
    summary,
    charges: sum(['charge', 'fee']),
    gifts: sum(['donation', 'tip']),
  };
}

describe('one figure for a reservation with a gift', () => {
  it('counts a $36 booking with an $18 donation, paid by one card payment, the same way everywhere', () => {
    const ledger = [row(1, 'charge', 3600), row(2, 'donation', 1800), row(3, 'payment', 5400)];
    const { figures, summary } = viewsOf(ledger);
    expect(reservationTotal(figures)).toBe(54);
    expect(reservationGifts(figures)).toBe(18);
    expect(summary.amountPaidCents).toBe(5400);
    expect(summary.balanceCents).toBe(0);
    // The report's card row of $54 carries its $18 donation part.
    expect(giftPartsOf(ledger)).toEqual(new Map([[3, 1800]]));
  });

  it('pays the charges first: a gift added after the room was paid is in the payment that paid it', () => {
    const ledger = [
      row(1, 'charge', 3600),
      row(2, 'payment', 3600),
      row(3, 'donation', 1800),
      row(4, 'payment', 1800),
    ];
    expect(giftPartsOf(ledger)).toEqual(
      new Map([
        [2, 0],
        [4, 1800],
      ]),
    );
  });

  it('gives the gift back first on a refund, and skips attempts that moved nothing', () => {
    const ledger = [
      row(1, 'charge', 3600),
      row(2, 'tip', 500),
      row(3, 'payment', 4100, 'failed'),
      row(4, 'payment', 4100),
      row(5, 'refund', 1000),
    ];
    expect(giftPartsOf(ledger)).toEqual(
      new Map([
        [4, 500],
        [5, -500],
      ]),
    );
  });
});

const kinds: LedgerKind[] = ['charge', 'payment', 'refund', 'donation', 'tip'];
const ledgers = fc
  .array(
    fc.record({
      kind: fc.constantFrom<LedgerKind | 'fee'>(...kinds, 'fee'),
      amountCents: fc.integer({ min: 0, max: 50_000 }),
      status: fc.constantFrom('succeeded', 'succeeded', 'succeeded', 'pending', 'failed'),
    }),
    { maxLength: 12 },
  )
  .map((rows) => rows.map((r, id) => ({ ...r, id })));

describe('every view of one ledger agrees (property)', () => {
  it('total = charges + gifts = paid + balance, and the report rows add up to what was paid', () => {
    fc.assert(
      fc.property(ledgers, (ledger) => {
        const { figures, summary, charges, gifts } = viewsOf(ledger);
        // Her pages, her list and the desk's details all show this total.
        expect(reservationTotalCents(figures)).toBe(charges + gifts);
        expect(reservationTotalCents(figures)).toBe(summary.amountPaidCents + summary.balanceCents);
        // The report: one row per settled payment or refund, each with its donation part.
        const parts = giftPartsOf(ledger);
        const reported = ledger.filter(
          (r) => r.status === 'succeeded' && (r.kind === 'payment' || r.kind === 'refund'),
        );
        expect([...parts.keys()].sort((a, b) => a - b)).toEqual(reported.map((r) => r.id));
        const amount = reported.reduce(
          (n, r) => n + (r.kind === 'refund' ? -r.amountCents : r.amountCents),
          0,
        );
        expect(amount).toBe(summary.amountPaidCents);
        const giftPaid = [...parts.values()].reduce((n, c) => n + c, 0);
        // The gift part never exceeds the gifts nor what came in beyond the charges...
        expect(giftPaid).toBe(Math.min(gifts, Math.max(0, summary.amountPaidCents - charges)));
        // ...and once nothing is owed, the report holds every gift exactly once.
        if (summary.balanceCents <= 0) expect(giftPaid).toBe(gifts);
        for (const r of reported) {
          const part = parts.get(r.id) ?? 0;
          if (r.kind === 'payment') expect(part >= 0 && part <= r.amountCents).toBe(true);
          else expect(part <= 0 && -part <= r.amountCents).toBe(true);
        }
      }),
    );
  });
});
