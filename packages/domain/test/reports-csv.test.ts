import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkReportRange,
  csvCell,
  csvDollars,
  paymentsReportFileName,
  reportMessages,
  toCsv,
  sumMethodTotals,
  totalsByMethod,
} from '../src/index.ts';

/** RFC 4180 read back, by a kept parser: rows of cells (quoted cells may hold commas, quotes and line breaks). */
const parseCsv = (text: string): string[][] => parse(text, { relax_column_count: true });

describe('CSV cells', () => {
  it('quotes commas, quotes and line breaks, and leaves plain text alone', () => {
    expect(csvCell('Cash')).toBe('Cash');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(12)).toBe('12');
  });

  it('defuses formulas with a leading apostrophe, but keeps plain numbers numbers', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell('+1 310 555 0100')).toBe("'+1 310 555 0100");
    expect(csvCell('-2+3+cmd|/C calc!A0')).toBe("'-2+3+cmd|/C calc!A0");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('-12.50')).toBe('-12.50');
    expect(csvDollars(-1250)).toBe('-12.50');
    expect(csvDollars(123456)).toBe('1234.56');
    expect(csvDollars(5)).toBe('0.05');
  });

  it('reads back as written, and no cell of text starts a formula', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string(), { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 5 }),
        (rows) => {
          const parsed = parseCsv(toCsv(rows));
          expect(parsed.length).toBe(rows.length);
          parsed.forEach((row, r) =>
            row.forEach((cell, c) => {
              const original = rows[r]?.[c] ?? '';
              const formula = /^[=+\-@\t\r]/.test(original) && !/^-?\d+(?:\.\d+)?$/.test(original);
              expect(cell).toBe(formula ? `'${original}` : original);
              expect(/^[=+@\t\r]/.test(cell) || (/^-/.test(cell) && !/^-?\d+(?:\.\d+)?$/.test(cell))).toBe(
                false,
              );
            }),
          );
        },
      ),
    );
  });
});

describe('payments report', () => {
  it('totals by method in first-seen order; refunds count against their method', () => {
    expect(
      totalsByMethod([
        { method: 'CreditCard', cents: 3600 },
        { method: 'Cash', cents: 1000 },
        { method: 'CreditCard', cents: -1600 },
        { method: 'Donation', cents: 1800 },
      ]),
    ).toEqual({
      totals: [
        { method: 'CreditCard', count: 2, cents: 2000 },
        { method: 'Cash', count: 1, cents: 1000 },
        { method: 'Donation', count: 1, cents: 1800 },
      ],
      cents: 4800,
    });
    expect(totalsByMethod([])).toEqual({ totals: [], cents: 0 });
  });

  it('the grand total is the sum of the method totals', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            method: fc.constantFrom('Cash', 'Check', 'CreditCard'),
            cents: fc.integer({ min: -1e6, max: 1e6 }),
          }),
        ),
        (entries) => {
          const { totals, cents } = totalsByMethod(entries);
          expect(totals.reduce((n, t) => n + t.cents, 0)).toBe(cents);
          expect(totals.reduce((n, t) => n + t.count, 0)).toBe(entries.length);
        },
      ),
    );
  });

  it("the organisation's totals are the facilities' entries totalled together", () => {
    const entry = fc.record({
      method: fc.constantFrom('Cash', 'Check', 'CreditCard'),
      cents: fc.integer({ min: -1e6, max: 1e6 }),
    });
    fc.assert(
      fc.property(fc.array(fc.array(entry), { maxLength: 6 }), (facilities) => {
        const summed = sumMethodTotals(facilities.map((entries) => totalsByMethod(entries).totals));
        const sorted = (totals: { method: string }[]) =>
          [...totals].sort((a, b) => a.method.localeCompare(b.method));
        expect(sorted(summed)).toEqual(sorted(totalsByMethod(facilities.flat()).totals));
      }),
    );
    expect(
      sumMethodTotals([
        [{ method: 'Cash', count: 2, cents: 1000 }],
        [
          { method: 'CreditCard', count: 1, cents: 3600 },
          { method: 'Cash', count: 1, cents: -500 },
        ],
      ]),
    ).toEqual([
      { method: 'Cash', count: 3, cents: 500 },
      { method: 'CreditCard', count: 1, cents: 3600 },
    ]);
  });

  it('checks the range: dates, order, at most 366 nights', () => {
    expect(checkReportRange('2026-01-01', '2026-12-31')).toEqual({ ok: true });
    expect(checkReportRange('2024-01-01', '2024-12-31')).toEqual({ ok: true });
    expect(checkReportRange('2026-01-01', '2027-01-01')).toEqual({ ok: true });
    expect(checkReportRange('2026-01-01', '2027-01-02')).toEqual({
      ok: false,
      message: reportMessages.tooLong,
    });
    expect(checkReportRange('2016-01-01', '2026-01-01')).toEqual({
      ok: false,
      message: reportMessages.tooLong,
    });
    expect(checkReportRange('2026-02-30', '2026-03-01')).toEqual({ ok: false, message: reportMessages.from });
    expect(checkReportRange('2026-03-01', '')).toEqual({ ok: false, message: reportMessages.to });
    expect(checkReportRange('2026-03-02', '2026-03-01')).toEqual({
      ok: false,
      message: reportMessages.order,
    });
    expect(paymentsReportFileName('2026-01-01', '2026-01-31')).toBe('payments-2026-01-01-to-2026-01-31.csv');
  });
});
