import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../test/fake-api';
import { paymentsReport, reportPayment } from '../../../test/payments-fixtures';
import { renderApp, withRoles } from '../../../test/render';
import { i18n } from '../../i18n/setup';
import { localToday } from '../../shared/today';
import { monthRange } from './dates';

describe('report dates', () => {
  it('a month runs from its first to its last night', () => {
    expect(monthRange('2026-11-24')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(monthRange('2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthRange('2026-12-31')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(localToday(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});

const report = (from: string, to: string) =>
  paymentsReport(from, to, [
    reportPayment({ id: 1, dateCreated: `${from}T18:05:00-08:00`, amount: 45, donationPart: 9 }),
    reportPayment({
      id: 2,
      dateCreated: `${from}T19:00:00-08:00`,
      method: 'Cash',
      amount: 20,
      refundable: 0,
      reference: null,
      cardBrand: null,
      transactionID: null,
      reservationId: 'r102',
      reservationNumber: 102,
      firstName: null,
      lastName: null,
      email: null,
      phone: '+13105550178',
    }),
  ]);

let saved: { href: string; download: string }[] = [];
beforeEach(() => {
  // The report opens on the month of the browser's today: the clock is fixed in late November, the
  // same month in every zone the tests may run in.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-24T12:00:00Z'));
  saved = [];
  URL.createObjectURL = vi.fn(() => 'blob:report');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
});

afterEach(() => vi.useRealTimers());

describe('/admin/payments', () => {
  it('shows this month, its totals and a CSV; a range the server would refuse is refused in its words', async () => {
    const api = fakeApi({
      'GET /api/api/payments/report': (call) => {
        const query = new URL(call.url, 'http://x').searchParams;
        const from = query.get('from') ?? '';
        const to = query.get('to') ?? '';
        if (to < from) return json({ Message: 'The end date must not be before the start date.' }, 400);
        if (query.get('format') === 'csv')
          return new Response('date,method,amount\n', { headers: { 'Content-Type': 'text/csv' } });
        return json(report(from, to));
      },
    });
    vi.stubGlobal('fetch', api.fetch);
    renderApp({ path: '/admin/payments', session: withRoles('Admin') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payments Report' })).toBeTruthy();
    const month = { from: '2026-11-01', to: '2026-11-30' };
    await screen.findByRole('table', { name: 'Totals by method' });
    expect(api.callsTo('GET', '/api/api/payments/report')[0]!.url).toBe(
      `/api/api/payments/report?from=${month.from}&to=${month.to}`,
    );
    const totals = screen.getByRole('table', { name: 'Totals by method' });
    expect(
      within(totals)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual([
      'MethodPaymentsAmount',
      'Card1$45.00',
      'Cash1$20.00',
      'Total2$65.00',
      // The room's money told apart from what she gave with it.
      'Of which donations and tips$9.00',
    ]);
    const payments = screen.getByRole('table', { name: 'Payments' });
    expect(within(payments).getAllByRole('row')[1]!.textContent).toContain(
      'Card 4242101Dina Levi +13105550177Approved$45.00 of which $9.00 donations and tips',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() =>
      expect(saved).toEqual([{ href: 'blob:report', download: `payments-${month.from}-${month.to}.csv` }]),
    );
    const csv = api.calls.find((c) => c.url.includes('format=csv'))!;
    expect(csv.url).toBe(`/api/api/payments/report?from=${month.from}&to=${month.to}&format=csv`);
    expect(csv.headers.authorization).toBe('Bearer a-1');

    // The range is checked by the report's own schema: the server's sentence, and nothing is asked.
    const asked = api.callsTo('GET', '/api/api/payments/report').length;
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-10' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The end date must not be before the start date.',
    );
    expect(screen.getByLabelText('To').getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-01-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'A report covers at most 366 nights; choose a shorter range.',
    );
    expect(api.callsTo('GET', '/api/api/payments/report')).toHaveLength(asked);

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-10' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('From Tue, Mar 10 to Tue, Mar 31')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a report of another shape is the generic error, never a crash', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({ 'GET /api/api/payments/report': () => json({ from: '2026-03-01', payments: [] }) }).fetch,
    );
    renderApp({ path: '/admin/payments', session: withRoles('Admin') });
    expect((await screen.findByRole('alert')).textContent).toContain('An error occurred.');
  });
});

describe('/admin/payments in Hebrew', () => {
  it("the range's refusal is the server's Hebrew sentence", async () => {
    await i18n.changeLanguage('he');
    const api = fakeApi({
      'GET /api/api/payments/report': (call) => {
        const query = new URL(call.url, 'http://x').searchParams;
        return json(report(query.get('from') ?? '', query.get('to') ?? ''));
      },
    });
    vi.stubGlobal('fetch', api.fetch);
    renderApp({ path: '/admin/payments', session: withRoles('Admin') });
    await screen.findByRole('table', { name: 'סיכומים לפי אמצעי תשלום' });
    fireEvent.change(screen.getByLabelText('מתאריך'), { target: { value: '2026-03-10' } });
    fireEvent.change(screen.getByLabelText('עד תאריך'), { target: { value: '2026-03-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'הצגה' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'תאריך הסיום אינו יכול להיות לפני תאריך ההתחלה.',
    );
  });
});
