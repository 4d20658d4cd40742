import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusal } from '../../helpers/answers.ts';
import { auth, bookedShower, makePatron, slotsOf } from '../../helpers/reservations.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';

const NIGHT = '2026-12-01';
const MIN = 60_000;

/*
 * When the desk may release her place (docs/rules/the-night.md, Late): only once she counts as late,
 * lateGraceMinutes after her time, and only while she has not arrived; then she is canceled as the
 * desk's cancel does, and the release is audited with how late she was.
 */
describe('releasing the place of a woman who is late', () => {
  let t: TestApp;
  let slots: string[];

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-30T18:00:00Z', settings: { lateGraceMinutes: '20' } });
    slots = (await slotsOf(t.app, await makePatron(t, 40), NIGHT)).map((s) => s.timeSlot);
  });
  afterAll(() => t.close());

  /** The desk signs in afresh each time: the clock moves past an access token's life here. */
  const release = async (id: string, language = 'en') =>
    t.app.inject({
      method: 'POST',
      url: `/api/api/reservations/${id}/release`,
      headers: { ...auth(await makePatron(t, 49, 'Receptionist')), 'accept-language': language },
    });

  it('holds her place through the grace, then releases it and says how late she was', async () => {
    const visit = await bookedShower(t.app, await makePatron(t, 41), NIGHT, slots[0]!);
    t.clock.set(new Date(Date.parse(slots[0]!) + 15 * MIN));
    const early = await release(visit.id);
    expect(early.statusCode).toBe(400);
    expect(early.json()).toEqual(
      refusal('Her place is held until she is 20 minutes past her time: 5 minutes more.'),
    );
    const hebrew = await release(visit.id, 'he');
    expect(hebrew.json()).toEqual(refusal('המקום שלה שמור עד שיעברו 20 דקות משעתה: עוד 5 דקות.'));

    t.clock.set(new Date(Date.parse(slots[0]!) + 26 * MIN));
    const released = await release(visit.id);
    expect(released.statusCode, released.body).toBe(200);
    expect(released.json()).toMatchObject({ result: { id: visit.id, reservationStatus: 'Canceled' } });
    const admin = await makePatron(t, 48, 'Admin');
    const audit = await t.app.inject({
      method: 'GET',
      url: '/api/api/audit?action=reservation.release_late',
      headers: auth(admin),
    });
    expect(audit.body).toContain(visit.id);
    expect(audit.body).toContain('"minutesLate":26');
  });

  it('never releases one who is here, or whose visit is over', async () => {
    t.clock.set(new Date('2026-11-30T18:00:00Z'));
    const visit = await bookedShower(t.app, await makePatron(t, 42), NIGHT, slots[1]!);
    t.clock.set(new Date(Date.parse(slots[1]!) + 40 * MIN));
    const desk = await makePatron(t, 47, 'Receptionist');
    const arrived = await t.app.inject({
      method: 'POST',
      url: `/api/api/reservations/${visit.id}/status/`,
      headers: auth(desk),
      payload: { status: 'Arrived' },
    });
    expect(arrived.statusCode, arrived.body).toBe(200);
    const refused = await release(visit.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual(
      refusal('Only the place of a woman who has not arrived can be released; this reservation is Arrived.'),
    );
  });
});
