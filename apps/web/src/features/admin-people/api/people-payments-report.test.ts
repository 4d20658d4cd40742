import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '../../../../test/fake-api';
import { paymentsReport, reportPayment } from '../../../../test/payments-fixtures';
import { fetchPaymentsReport, toPaymentsReport } from './people-payments-report';

afterEach(() => vi.unstubAllGlobals());

/** GET payments/report read by the server's own schema (the contract, docs/decisions/0034). */
describe('the payments report', () => {
  it('is read as the server writes it, fields it does not name dropped', async () => {
    const answer = paymentsReport('2026-11-01', '2026-11-30', [reportPayment()]);
    vi.stubGlobal(
      'fetch',
      fakeApi({ 'GET /api/api/payments/report': () => json({ ...answer, generatedAt: 'now' }) }).fetch,
    );
    await expect(fetchPaymentsReport('2026-11-01', '2026-11-30')).resolves.toEqual(answer);
  });

  it('an answer of another shape is the generic error, never a crash', () => {
    const answer = paymentsReport('2026-11-01', '2026-11-30', [reportPayment()]);
    const { refundable: _dropped, ...entry } = answer.payments[0]!;
    for (const drifted of [
      null,
      { ...answer, totals: undefined },
      { ...answer, payments: [entry] },
      { ...answer, payments: [{ ...entry, refundable: 45, amount: '45.00' }] },
    ])
      expect(() => toPaymentsReport(drifted)).toThrow(
        expect.objectContaining({ kind: 'generic', message: 'An error occurred.' }),
      );
  });
});
