import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLedgerEntries } from '../../../src/modules/reservations/repo.ts';
import type { NewLedgerRow } from '../../../src/modules/reservations/repo.ts';
import type { Patron } from '../../helpers/reservations.ts';
import { auth, makePatron } from '../../helpers/reservations.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';

const NOTE = '=HYPERLINK("http://example.org","x"), said "hi"';

describe('payments report (Admin): a range of the facility’s local days, totals by method, CSV', () => {
  let t: TestApp;
  let admin: Patron;
  let desk: Patron;
  let plates: Patron;
  let patron: Patron;

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-20T18:00:00Z' });
    admin = await makePatron(t, 1, 'Admin');
    desk = await makePatron(t, 2, 'Receptionist');
    plates = await makePatron(t, 3, 'UserPlateAdmin');
    patron = await makePatron(t, 4);
    const entry = (at: string, row: Partial<NewLedgerRow>): NewLedgerRow => ({
      kind: 'payment',
      method: 'CreditCard',
      amountCents: 0,
      status: 'succeeded',
      createdAt: new Date(at),
      userId: patron.userId,
      ...row,
    });
    // Los Angeles is 7 hours behind UTC in October: 07:00Z is local midnight.
    const [card] = await insertLedgerEntries(t.db, [
      entry('2026-10-15T07:30:00Z', { amountCents: 3600, reference: '4242', providerTransactionId: 'ch_1' }),
    ]);
    await insertLedgerEntries(t.db, [
      entry('2026-10-15T06:30:00Z', { amountCents: 9900 }), // Oct 14, local: before the range
      entry('2026-10-16T18:00:00Z', { method: 'Cash', amountCents: 2000, failureMessage: NOTE }),
      entry('2026-10-17T18:00:00Z', { kind: 'refund', amountCents: 1000, refundOf: card?.id ?? null }),
      entry('2026-10-18T18:00:00Z', {
        kind: 'donation',
        method: 'Donation',
        amountCents: 1800,
        payerFirstName: '+Chana',
        payerLastName: 'Levi, Jr.',
      }),
      entry('2026-10-19T18:00:00Z', { kind: 'tip', method: 'Tip', amountCents: 500 }),
      entry('2026-10-20T18:00:00Z', { amountCents: 5000, status: 'failed' }),
      entry('2026-10-20T19:00:00Z', { kind: 'charge', method: 'Room', amountCents: 3600 }),
      entry('2026-10-21T06:59:00Z', { method: 'Check', amountCents: 123456 }), // Oct 20, 23:59 local
      entry('2026-10-21T07:00:00Z', { amountCents: 7700 }), // Oct 21, local: after the range
    ]);
  });
  afterAll(() => t.close());

  const get = (query: string, who: Patron | null = admin, language?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/api/payments/report${query}`,
      headers: {
        ...(who === null ? {} : auth(who)),
        ...(language === undefined ? {} : { 'accept-language': language }),
      },
    });

  it('lists every payment, refund, donation and tip of the range with totals of settled money', async () => {
    const res = await get('?from=2026-10-15&to=2026-10-20');
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json<{
      from: string;
      to: string;
      payments: { kind: string; method: string; amount: number; status: string; dateCreated: string }[];
      totals: { method: string; count: number; amount: number }[];
      total: number;
    }>();
    expect(report.from).toBe('2026-10-15');
    expect(report.to).toBe('2026-10-20');
    expect(report.payments.map((p) => [p.kind, p.method, p.amount, p.status])).toEqual([
      ['payment', 'CreditCard', 36, 'succeeded'],
      ['payment', 'Cash', 20, 'succeeded'],
      ['refund', 'CreditCard', -10, 'succeeded'],
      ['donation', 'Donation', 18, 'succeeded'],
      ['tip', 'Tip', 5, 'succeeded'],
      ['payment', 'CreditCard', 50, 'failed'],
      ['payment', 'Check', 1234.56, 'succeeded'],
    ]);
    expect(report.payments[0]).toMatchObject({
      dateCreated: '2026-10-15T00:30:00-07:00',
      reference: '4242',
      refundable: 26,
      phone: patron.phone,
    });
    expect(report.totals).toEqual([
      { method: 'CreditCard', count: 2, amount: 26 },
      { method: 'Cash', count: 1, amount: 20 },
      { method: 'Donation', count: 1, amount: 18 },
      { method: 'Tip', count: 1, amount: 5 },
      { method: 'Check', count: 1, amount: 1234.56 },
    ]);
    expect(report.total).toBe(1303.56);
    expect((await get('?from=2026-10-21&to=2026-10-21')).json()).toMatchObject({
      payments: [{ amount: 77 }],
    });
  });

  it('downloads the same as CSV: a header, quoted cells, formulas defused, the totals', async () => {
    const res = await get('?from=2026-10-15&to=2026-10-20&format=csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="payments-2026-10-15-to-2026-10-20.csv"',
    );
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe(
      'Date,Kind,Method,Status,Amount,Donation part,Reference,Card brand,Transaction ID,Reservation,First name,Last name,Email,Phone,Donation type,Note',
    );
    expect(lines[1]).toBe(
      `2026-10-15T00:30:00-07:00,payment,CreditCard,succeeded,36.00,0.00,4242,,ch_1,,,,,'${patron.phone},,`,
    );
    expect(lines[2]).toBe(
      `2026-10-16T11:00:00-07:00,payment,Cash,succeeded,20.00,0.00,,,,,,,,'${patron.phone},,"'=HYPERLINK(""http://example.org"",""x""), said ""hi"""`,
    );
    expect(lines[3]).toContain(',refund,CreditCard,succeeded,-10.00,0.00,');
    expect(lines[4]).toContain(`,'+Chana,"Levi, Jr.",`);
    expect(lines.slice(8)).toEqual([
      '',
      'Method,Count,Amount',
      'CreditCard,2,26.00',
      'Cash,1,20.00',
      'Donation,1,18.00',
      'Tip,1,5.00',
      'Check,1,1234.56',
      'Total,6,1303.56',
      'Of which donations and tips,,23.00',
      '',
    ]);
  });

  it("writes the CSV headers and total lines in the reader's language, the values as the API does", async () => {
    const english = (await get('?from=2026-10-15&to=2026-10-20&format=csv')).body.split('\r\n');
    const lines = (
      await get('?from=2026-10-15&to=2026-10-20&format=csv', admin, 'he-IL,he;q=0.9')
    ).body.split('\r\n');
    expect(lines[0]).toBe(
      'תאריך,סוג,אמצעי תשלום,מצב,סכום,חלק התרומה,אסמכתה,סוג הכרטיס,מזהה העסקה,הזמנה,שם פרטי,שם משפחה,דואר אלקטרוני,טלפון,סוג התרומה,הערה',
    );
    expect(lines.slice(1, 8)).toEqual(english.slice(1, 8));
    expect(lines.slice(9)).toEqual([
      'אמצעי תשלום,תשלומים,סכום',
      ...english.slice(10, 15),
      'סך הכול,6,1303.56',
      'מתוכו תרומות וטיפים,,23.00',
      '',
    ]);
  });

  it('refuses a range it cannot answer with a sentence', async () => {
    const cases: [string, string][] = [
      ['?from=2016-01-01&to=2026-01-01', 'A report covers at most 366 nights; choose a shorter range.'],
      ['?from=2026-01-01&to=2027-01-02', 'A report covers at most 366 nights; choose a shorter range.'],
      ['?from=2026-10-20&to=2026-10-15', 'The end date must not be before the start date.'],
      ['?from=2026-02-30&to=2026-03-01', 'from must be a date as YYYY-MM-DD.'],
      ['?from=2026-10-01', 'to must be a date as YYYY-MM-DD.'],
      ['?from=2026-10-01&to=2026-10-02&format=xls', 'The report format must be CSV or JSON.'],
    ];
    for (const [query, message] of cases) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toEqual({ Message: message });
    }
    expect((await get('?from=2026-01-01&to=2027-01-01')).statusCode).toBe(200);
  });

  it('is for administrators only', async () => {
    for (const who of [desk, plates, patron]) {
      const res = await get('?from=2026-10-15&to=2026-10-20', who);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ Message: 'Only an administrator may do this.' });
    }
    expect((await get('?from=2026-10-15&to=2026-10-20', null)).statusCode).toBe(401);
  });
});
