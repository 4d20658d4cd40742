import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../test/fake-api';
import { renderApp, withRoles } from '../../../test/render';
import { localToday } from '../../shared/today';
import { monthRange } from './dates';

vi.setConfig({ testTimeout: 20_000 });

describe('report dates', () => {
  it('a month runs from its first to its last night', () => {
    expect(monthRange('2026-11-24')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(monthRange('2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthRange('2026-12-31')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(localToday(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});

const report = (from: string, to: string) => ({
  from,
  to,
  payments: [
    {
      id: 1,
      dateCreated: `${from}T18:05:00-08:00`,
      kind: 'payment',
      method: 'CreditCard',
      amount: 45,
      status: 'succeeded',
      reference: '4242',
      reservationNumber: 101,
      firstName: 'Dina',
      lastName: 'Levi',
      phone: '+13105550177',
    },
    {
      id: 2,
      dateCreated: `${from}T19:00:00-08:00`,
      kind: 'payment',
      method: 'Cash',
      amount: 20,
      status: 'succeeded',
      reference: null,
      reservationNumber: 102,
      firstName: null,
      lastName: null,
      phone: '+13105550178',
    },
  ],
  totals: [
    { method: 'CreditCard', count: 1, amount: 45 },
    { method: 'Cash', count: 1, amount: 20 },
  ],
  total: 65,
});

let saved: { href: string; download: string }[] = [];
beforeEach(() => {
  saved = [];
  URL.createObjectURL = vi.fn(() => 'blob:report');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
});

describe('/admin/payments', () => {
  it('shows this month, its totals and a CSV; a refused range is shown verbatim', async () => {
    const api = fakeApi({
      'GET /api/api/payments/report': (call) => {
        const query = new URL(call.url, 'http://x').searchParams;
        const from = query.get('from') ?? '';
        const to = query.get('to') ?? '';
        if (to < from) return json({ Message: 'to must not be before from.' }, 400);
        if (query.get('format') === 'csv')
          return new Response('date,method,amount\n', { headers: { 'Content-Type': 'text/csv' } });
        return json(report(from, to));
      },
    });
    vi.stubGlobal('fetch', api.fetch);
    renderApp({ path: '/admin/payments', session: withRoles('Admin') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payments Report' })).toBeTruthy();
    const month = monthRange(localToday());
    await screen.findByRole('table', { name: 'Totals by method' });
    expect(api.callsTo('GET', '/api/api/payments/report')[0]!.url).toBe(
      `/api/api/payments/report?from=${month.from}&to=${month.to}`,
    );
    const totals = screen.getByRole('table', { name: 'Totals by method' });
    expect(
      within(totals)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['MethodPaymentsAmount', 'Card1$45.00', 'Cash1$20.00', 'Total2$65.00']);
    const payments = screen.getByRole('table', { name: 'Payments' });
    expect(within(payments).getAllByRole('row')[1]!.textContent).toContain(
      'Card 4242101Dina Levi +13105550177Approved$45.00',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() =>
      expect(saved).toEqual([{ href: 'blob:report', download: `payments-${month.from}-${month.to}.csv` }]),
    );
    const csv = api.calls.find((c) => c.url.includes('format=csv'))!;
    expect(csv.url).toBe(`/api/api/payments/report?from=${month.from}&to=${month.to}&format=csv`);
    expect(csv.headers.authorization).toBe('Bearer a-1');

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-10' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect((await screen.findByRole('alert')).textContent).toBe('to must not be before from.');

    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('From Tue, Mar 10 to Tue, Mar 31')).toBeTruthy();
  });
});
