import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextOf } from '../../../src/app.ts';
import { ledgerEntries, sandboxCharges } from '../../../src/db/schema.ts';
import type { JobPayloads } from '../../../src/jobs/queue.ts';
import {
  refundAfterCancel,
  refundCanceledJob,
  refundOnCancel,
} from '../../../src/modules/payments/cancel-refund.ts';
import { findReservationForUpdate } from '../../../src/modules/reservations/repo.ts';
import { recordStatus } from '../../../src/modules/reservations/reservation-writes.ts';
import { bookShower, pay, tokenOf, wrappedSandbox } from '../../helpers/payments.ts';
import type { Patron } from '../../helpers/reservations.ts';
import { auth, makePatron } from '../../helpers/reservations.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';

const NIGHT = '2026-12-02';
const NOW = new Date('2026-12-01T18:00:00Z');

/** The sandbox, whose next refunds can be made to fail as an outage would. */
function flaky() {
  const state = { failRefunds: 0 };
  const factory = wrappedSandbox((sandbox) => ({
    async refund(request) {
      if (state.failRefunds > 0) {
        state.failRefunds -= 1;
        return {
          ok: false,
          message: 'The payment service is not answering. Please try again in a few minutes.',
        };
      }
      return sandbox.refund(request);
    },
  }));
  return { state, factory };
}

describe('the refund of an early cancel is queued with the cancel and made exactly once (docs/design.md §6)', () => {
  const provider = flaky();
  let t: TestApp;
  let dina: Patron;
  let admin: Patron;
  beforeAll(async () => {
    t = await createTestApp({ now: NOW, payments: provider.factory, jobs: true });
    dina = await makePatron(t, 120);
    admin = await makePatron(t, 121, 'Admin');
  });
  afterAll(() => t.close());

  const ctx = () => contextOf(t.app);

  async function paymentOf(reservationId: string) {
    const rows = await t.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reservationId, reservationId));
    const payment = rows.find((e) => e.kind === 'payment');
    if (payment === undefined) throw new Error('no payment');
    return payment;
  }

  async function paidReservation(): Promise<{ id: string; chargeId: string }> {
    t.clock.set(NOW);
    const r = await bookShower(t, dina, NIGHT);
    const res = await pay(t.app, dina, { amt: 36, reservationId: r.id, sourceToken: await tokenOf(t.app) });
    expect(res.statusCode, res.body).toBe(200);
    const payment = await paymentOf(r.id);
    return { id: r.id, chargeId: payment.providerTransactionId! };
  }
  const refundedAtProvider = async (chargeId: string) =>
    (await t.db.select().from(sandboxCharges).where(eq(sandboxCharges.id, chargeId)))[0]!.refundedCents;
  const refundRows = async (reservationId: string) =>
    (await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.reservationId, reservationId))).filter(
      (e) => e.kind === 'refund',
    );
  /** The queued refund jobs of a reservation, as pg-boss holds them. */
  async function queued(reservationId: string): Promise<JobPayloads['refund-canceled'][]> {
    const result = (await t.db.execute(
      sql`select data from pgboss.job where name = 'refund-canceled' and data ->> 'reservationId' = ${reservationId}`,
    )) as { rows: { data: JobPayloads['refund-canceled'] }[] };
    return result.rows.map((r) => r.data);
  }
  const cancel = (id: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/api/reservations/${id}/status/`,
      headers: auth(dina),
      payload: { status: 'Canceled' },
    });

  it('queues the job with the cancel; the immediate refund answers at once and the job adds nothing', async () => {
    const { id, chargeId } = await paidReservation();
    const res = await cancel(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ reservationStatus: 'Canceled', amountPaid: 0 });
    const jobs = await queued(id);
    expect(jobs).toEqual([{ reservationId: id, canceledAt: NOW.toISOString() }]);
    await refundCanceledJob(ctx(), jobs[0]!);
    expect(await refundedAtProvider(chargeId)).toBe(3600);
    expect((await refundRows(id)).map((r) => [r.status, r.amountCents])).toEqual([['succeeded', 3600]]);
  });

  it('refunds once through the job when the immediate attempt fails; a second run refunds nothing', async () => {
    const { id, chargeId } = await paidReservation();
    provider.state.failRefunds = 1;
    const res = await cancel(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ reservationStatus: 'Canceled', amountPaid: 36 });
    expect((await refundRows(id)).map((r) => r.status)).toEqual(['failed']);
    const [job] = await queued(id);
    await refundCanceledJob(ctx(), job!);
    await refundCanceledJob(ctx(), job!);
    expect(await refundedAtProvider(chargeId)).toBe(3600);
    expect((await refundRows(id)).map((r) => r.status).sort()).toEqual(['failed', 'succeeded']);
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/api/reservations/${id}`,
      headers: auth(dina),
    });
    expect(view.json()).toMatchObject({ reservationStatus: 'Canceled', amountPaid: 0 });
  });

  it('a job whose refund fails again fails, so the queue tries it later', async () => {
    const { id, chargeId } = await paidReservation();
    provider.state.failRefunds = 2;
    await cancel(id);
    const [job] = await queued(id);
    await expect(refundCanceledJob(ctx(), job!)).rejects.toThrow(/failed/);
    await refundCanceledJob(ctx(), job!);
    expect(await refundedAtProvider(chargeId)).toBe(3600);
    expect((await refundRows(id)).filter((r) => r.status === 'succeeded')).toHaveLength(1);
  });

  it('refunds once when the process died right after the cancel committed, even run twice at once', async () => {
    const { id, chargeId } = await paidReservation();
    // What the cancel commits, and no more: the status and the queued job.
    await t.db.transaction(async (tx) => {
      const row = await findReservationForUpdate(tx, id);
      await recordStatus(ctx(), tx, row!, 'Canceled', { userId: dina.userId, ip: null }, NOW);
      await refundAfterCancel(ctx(), tx, id, NOW);
    });
    const [job] = await queued(id);
    expect(await refundedAtProvider(chargeId)).toBe(0);
    // Hours later, past the cutoff: the cancel was early, so it is still refunded.
    t.clock.set(new Date(NOW.getTime() + 20 * 3600_000));
    await Promise.all([
      refundCanceledJob(ctx(), job!),
      refundCanceledJob(ctx(), job!),
      refundOnCancel(ctx(), id, 'system', NOW),
    ]);
    expect(await refundedAtProvider(chargeId)).toBe(3600);
    const refunds = (await refundRows(id)).filter((r) => r.status !== 'failed');
    expect(refunds.map((r) => [r.status, r.amountCents])).toEqual([['succeeded', 3600]]);
  });

  it('refunds only what is left after a partial refund, never more than was paid', async () => {
    const { id, chargeId } = await paidReservation();
    const payment = await paymentOf(id);
    const part = await t.app.inject({
      method: 'POST',
      url: '/api/api/payments/refund',
      headers: auth(admin),
      payload: { paymentId: payment.id, amt: 10 },
    });
    expect(part.statusCode, part.body).toBe(200);
    await cancel(id);
    const [job] = await queued(id);
    await refundCanceledJob(ctx(), job!);
    await refundCanceledJob(ctx(), job!);
    expect(await refundedAtProvider(chargeId)).toBe(3600);
    expect((await refundRows(id)).map((r) => r.amountCents).sort()).toEqual([1000, 2600]);
  });

  it('a cancel after the cutoff is not refunded by the job either (it runs last: it moves the cutoff)', async () => {
    const { id, chargeId } = await paidReservation();
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/api/settings/admin/reservationRefundCutOffHours',
      headers: auth(admin),
      payload: { value: '48' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const res = await cancel(id);
    expect(res.json().result).toMatchObject({ reservationStatus: 'Canceled', amountPaid: 36 });
    const [job] = await queued(id);
    await refundCanceledJob(ctx(), job!);
    expect(await refundedAtProvider(chargeId)).toBe(0);
    expect(await refundRows(id)).toEqual([]);
  });
});
