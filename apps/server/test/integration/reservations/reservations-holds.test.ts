import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobNames } from '../../../src/jobs/queue.ts';
import { listAuditEntries } from '../../../src/modules/audit/repo.ts';
import { findReservation } from '../../../src/modules/reservations/repo.ts';
import type { Patron } from '../../helpers/reservations.ts';
import { book, makePatron, shower, showersAt, slotsOf } from '../../helpers/reservations.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';

const NIGHT = '2026-12-02';
const NOW = new Date('2026-12-01T18:00:00Z');

async function waitFor(check: () => Promise<boolean>, ms = 15_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('reservations: an unpaid Pending hold is released', () => {
  let t: TestApp;
  let dina: Patron;
  let slot: string;
  beforeAll(async () => {
    t = await createTestApp({
      now: NOW,
      jobs: true,
      settings: {
        reservationsRequirePrepayAll: 'True',
        reservationStartAtSameTime: '1',
        pendingHoldMinutes: '20',
      },
    });
    dina = await makePatron(t, 60);
    slot = (await slotsOf(t.app, dina, NIGHT))[0]?.timeSlot ?? '';
  });
  afterAll(() => t.close());

  it('by the release-hold job once the hold ran out by the clock (Canceled by system, audited)', async () => {
    const res = await book(t.app, dina, { reservationDate: NIGHT, reservationTime: slot, ...shower });
    const r = res.json().result;
    expect(r.reservationStatus).toBe('Pending');
    if (t.jobs === undefined) throw new Error('no jobs');
    // Early: the job finds the hold still running and schedules itself again.
    await t.jobs.send(t.db, jobNames.releaseHold, { reservationId: r.id });
    t.jobs.wake(jobNames.releaseHold);
    await new Promise((done) => setTimeout(done, 1500));
    expect((await findReservation(t.db, r.id))?.status).toBe('Pending');
    t.clock.set(new Date(NOW.getTime() + 21 * 60_000));
    await t.jobs.send(t.db, jobNames.releaseHold, { reservationId: r.id });
    t.jobs.wake(jobNames.releaseHold);
    await waitFor(async () => (await findReservation(t.db, r.id))?.status === 'Canceled');
    const audit = await listAuditEntries(t.db, 'reservation', r.id);
    expect(audit[0]).toMatchObject({
      userId: 'system',
      action: 'reservation.status',
      after: { status: 'Canceled' },
    });
  });

  it('does not count an expired hold against others; the booking leaves its release to its job', async () => {
    t.clock.set(NOW);
    const rivka = await makePatron(t, 61);
    const held = (
      await book(t.app, rivka, { reservationDate: NIGHT, reservationTime: slot, ...shower })
    ).json().result;
    expect(showersAt(await slotsOf(t.app, rivka, NIGHT), slot)).toBe(0);
    t.clock.set(new Date(NOW.getTime() + 25 * 60_000));
    const leah = await makePatron(t, 62);
    expect(showersAt(await slotsOf(t.app, leah, NIGHT), slot)).toBe(1);
    const res = await book(t.app, leah, { reservationDate: NIGHT, reservationTime: slot, ...shower });
    expect(res.statusCode, res.body).toBe(200);
    // The booking wrote nothing of another's hold.
    expect((await findReservation(t.db, held.id))?.status).toBe('Pending');
    if (t.jobs === undefined) throw new Error('no jobs');
    await t.jobs.send(t.db, jobNames.releaseHold, { reservationId: held.id });
    t.jobs.wake(jobNames.releaseHold);
    await waitFor(async () => (await findReservation(t.db, held.id))?.status === 'Canceled');
  });
});
