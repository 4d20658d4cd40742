import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, plateSubmissions } from '../../../src/db/schema.ts';
import type { PlatesApp } from '../../helpers/plates.ts';
import { createPlatesApp, license, registration, upload } from '../../helpers/plates.ts';
import type { Patron } from '../../helpers/reservations.ts';
import { auth, book, makePatron, shower, slotsOf } from '../../helpers/reservations.ts';

const NOW = '2026-12-01T18:00:00Z';
const NIGHT = '2026-12-02';

interface Summary {
  id: string;
  status: 'pending' | 'approved' | 'rejected';
}

describe('plates: approval and refusal clear "awaiting review" everywhere', () => {
  let t: PlatesApp;
  let plateAdmin: Patron;
  let admin: Patron;
  let slot: string;
  beforeAll(async () => {
    t = await createPlatesApp(NOW);
    plateAdmin = await makePatron(t, 60, 'UserPlateAdmin');
    admin = await makePatron(t, 61, 'Admin');
    slot = (await slotsOf(t.app, plateAdmin, NIGHT))[1]?.timeSlot ?? '';
  });
  afterAll(() => t.close());

  const send = async (who: Patron, addReplace = 'add') => {
    const res = await upload(t.app, who.token, who.userId, [license(), registration()], {
      add_replace: addReplace,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ result: { id: string } }>().result.id;
  };
  const submissions = async (who: Patron, userId: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/api/users/${userId}/LicenseAndRegistration`,
      headers: auth(who),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Summary[]>();
  };
  const queue = async (who: Patron) =>
    t.app.inject({ method: 'GET', url: '/api/api/plates/pending', headers: auth(who) });
  const queuedUsers = async () => {
    const res = await queue(plateAdmin);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ userId: string; id: string }[]>().map((q) => `${q.userId}/${q.id}`);
  };
  const patchPlates = (who: Patron, userId: string, value: string) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/api/users/${userId}`,
      headers: auth(who),
      payload: [{ op: 'add', path: 'plateNumber', value }],
    });
  const refuse = (who: Patron, userId: string, id: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/api/users/${userId}/LicenseAndRegistration/${id}/refuse`,
      headers: auth(who),
    });
  const user = async (who: Patron) =>
    (await t.app.inject({ method: 'GET', url: `/api/api/users/${who.userId}`, headers: auth(who) })).json<{
      plateNumber: string | null;
      plateApproved: boolean;
    }>();
  const parking = (who: Patron) =>
    book(t.app, who, { reservationDate: NIGHT, reservationTime: slot, ...shower, parking: true });

  it('approving her plates approves the documents she sent: her page, the queue and parking agree', async () => {
    const dina = await makePatron(t, 62);
    const id = await send(dina);
    expect(await submissions(dina, dina.userId)).toMatchObject([{ id, status: 'pending' }]);
    expect(await queuedUsers()).toContain(`${dina.userId}/${id}`);
    const queued = (await queue(admin)).json<Record<string, unknown>[]>().find((q) => q.id === id);
    expect(queued).toEqual({
      id,
      userId: dina.userId,
      phoneNumber: dina.phone,
      createdAt: '2026-12-01T18:00:00.000Z',
      addReplace: 'add',
      files: 2,
    });
    expect((await parking(dina)).statusCode).toBe(400);

    const approved = await patchPlates(plateAdmin, dina.userId, '7ABC123');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().result).toMatchObject({ plateNumber: '7ABC123', plateApproved: true });

    expect(await submissions(dina, dina.userId)).toMatchObject([{ id, status: 'approved' }]);
    expect(await submissions(plateAdmin, dina.userId)).toMatchObject([{ id, status: 'approved' }]);
    expect(await queuedUsers()).not.toContain(`${dina.userId}/${id}`);
    const [row] = await t.db.select().from(plateSubmissions).where(eq(plateSubmissions.id, id));
    expect(row).toMatchObject({ status: 'approved', reviewedBy: plateAdmin.userId });
    expect(row?.reviewedAt?.toISOString()).toBe('2026-12-01T18:00:00.000Z');
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, dina.userId), eq(auditLog.action, 'plate.approve')));
    expect(audited).toHaveLength(1);
    expect(audited[0]?.after).toEqual({ submissions: [id], status: 'approved', plateNumber: '7ABC123' });

    const booked = await parking(dina);
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json().result).toMatchObject({ parking: true });
  });

  it('approves documents sent for plates she already has, though the plates do not change', async () => {
    const leah = await makePatron(t, 63);
    expect((await patchPlates(admin, leah.userId, '5DEF456')).statusCode).toBe(200);
    const id = await send(leah);
    expect(await user(leah)).toMatchObject({ plateNumber: '5DEF456', plateApproved: true });
    expect((await patchPlates(admin, leah.userId, '5def456')).statusCode).toBe(200);
    expect(await submissions(leah, leah.userId)).toMatchObject([{ id, status: 'approved' }]);
  });

  it("does not approve documents by her own change of plates, nor by a plate administrator's clearing them", async () => {
    const miriam = await makePatron(t, 64);
    const id = await send(miriam);
    expect((await patchPlates(miriam, miriam.userId, '7ABC123')).json().result.plateApproved).toBe(false);
    expect((await patchPlates(plateAdmin, miriam.userId, '')).statusCode).toBe(200);
    expect(await submissions(miriam, miriam.userId)).toMatchObject([{ id, status: 'pending' }]);
    expect(await queuedUsers()).toContain(`${miriam.userId}/${id}`);
  });

  it('a refusal takes her documents out of the queue and leaves her approved plates as they were', async () => {
    const sara = await makePatron(t, 65);
    const first = await send(sara);
    expect((await patchPlates(plateAdmin, sara.userId, '7ABC123')).statusCode).toBe(200);
    // The second car's documents come a minute later: the clock is fixed, and "newest" needs a later time.
    t.clock.set(new Date(Date.parse(NOW) + 60_000));
    const second = await send(sara);
    t.clock.set(new Date(NOW));
    // Her first plate still opens the garage while the second car's documents wait.
    expect(await user(sara)).toMatchObject({ plateNumber: '7ABC123', plateApproved: true });

    for (const who of [sara, await makePatron(t, 66, 'Receptionist')]) {
      const res = await refuse(who, sara.userId, second);
      expect(res.statusCode).toBe(403);
    }
    const refused = await refuse(plateAdmin, sara.userId, second);
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json()).toMatchObject({ success: true, result: { id: second, status: 'rejected' } });
    expect(await submissions(sara, sara.userId)).toMatchObject([
      { id: second, status: 'rejected' },
      { id: first, status: 'approved' },
    ]);
    expect(await queuedUsers()).not.toContain(`${sara.userId}/${second}`);
    expect(await user(sara)).toMatchObject({ plateNumber: '7ABC123', plateApproved: true });

    for (const id of [second, first]) {
      const again = await refuse(admin, sara.userId, id);
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({
        success: false,
        errorMessage: 'These documents were already reviewed.',
        result: null,
      });
    }
    for (const [userId, id] of [
      [plateAdmin.userId, second],
      [sara.userId, '00000000-0000-4000-8000-000000000000'],
      [sara.userId, 'nope'],
    ] as const) {
      const res = await refuse(plateAdmin, userId, id);
      expect(res.statusCode, `${userId} ${id}`).toBe(404);
      expect(res.json()).toEqual({ Message: 'No such document was found.' });
    }
  });

  it('shows the queue to plate administrators and administrators only, oldest first', async () => {
    const rivka = await makePatron(t, 67);
    expect((await queue(rivka)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/api/plates/pending' })).statusCode).toBe(401);
    const list = (await queue(admin)).json<{ createdAt: string }[]>();
    expect(list.map((q) => q.createdAt)).toEqual([...list.map((q) => q.createdAt)].sort());
  });
});
