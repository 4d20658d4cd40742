import type { AuditPage } from '@tevila/contract';
import { auditActions } from '@tevila/domain';
import { sql } from 'drizzle-orm';
import { signIn } from '../../helpers/auth.ts';
import { auth, makePatron } from '../../helpers/reservations.ts';
import { describe, expect, it } from 'vitest';
import { auditStory } from '../../helpers/audit-story.ts';

describe('the audit log for administrators: what real actions wrote, its filters and pages (GET audit, audit/actions)', () => {
  const s = auditStory();

  it('shows what real actions wrote, newest first: who (linked to her account), from where, what', async () => {
    const all = await s.page('pageSize=100');
    expect(all.page).toBe(1);
    expect(all.pageSize).toBe(100);
    expect(all.total).toBe(all.items.length);
    const times = all.items.map((e) => e.at);
    expect([...times].sort().reverse()).toEqual(times);

    const price = all.items.find((e) => e.action === 'settings.change' && e.entityId === 'priceBath');
    expect(price).toMatchObject({
      at: '2026-11-19T10:00:00-08:00',
      user: { id: s.admin.userId, name: s.admin.phone.slice(1), phone: s.admin.phone },
      userId: s.admin.userId,
      ip: '203.0.113.7',
      entity: 'setting',
      before: { value: expect.any(String) },
      after: { value: '45' },
    });
    // The seed's own change (by the tests' "test") has no account.
    expect(all.items.find((e) => e.userId === 'test')).toMatchObject({
      user: null,
      action: 'settings.change',
    });
    expect(all.items.find((e) => e.action === 'role.grant')).toMatchObject({
      at: '2026-11-20T10:00:00-08:00',
      userId: s.admin.userId,
      entity: 'user',
      entityId: s.staffId,
      after: { role: 'Receptionist' },
    });
    // Her first sign-in was a patron's: only the second, as staff, is recorded.
    const signIns = all.items.filter((e) => e.action.startsWith('account.signin'));
    expect(signIns).toEqual([
      expect.objectContaining({
        at: '2026-11-21T10:00:00-08:00',
        action: 'account.signin',
        userId: s.staffId,
        user: { id: s.staffId, name: s.staffPhone.slice(1), phone: s.staffPhone },
        // The token call's own address (the helper sends it from the test's loopback).
        ip: '127.0.0.1',
        entity: 'user',
        entityId: s.staffId,
        before: null,
        after: { by: 'phone' },
      }),
    ]);
  });

  it("never shows a secret setting's value", async () => {
    const res = await s.get('audit?action=settings.change&pageSize=100');
    expect(res.body).not.toContain('TOPSECRET');
    expect(res.json<AuditPage>().items.find((e) => e.entityId === 'twilioAuthToken')?.after).toEqual({
      value: '********',
    });
    const csv = await s.get('audit.csv?action=settings.change');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).not.toContain('TOPSECRET');
  });

  it('filters by the person who acted: her id or her phone as typed', async () => {
    const byId = await s.page(`user=${s.admin.userId}&pageSize=100`);
    expect(byId.items.length).toBeGreaterThanOrEqual(3);
    expect(new Set(byId.items.map((e) => e.userId))).toEqual(new Set([s.admin.userId]));
    for (const typed of [s.admin.phone, '(310) 555-0101', '5550101', s.admin.userId.toUpperCase()])
      expect(await s.page(`user=${encodeURIComponent(typed)}&pageSize=100`)).toEqual(byId);
    expect((await s.page('user=system')).items.map((e) => e.entityId)).toEqual(['edge.after', 'edge.before']);
  });

  it('filters by action, and by the facility’s local days, both ends included', async () => {
    const grants = await s.page('action=role.grant');
    expect(grants.items.map((e) => e.entityId)).toEqual([s.staffId]);
    expect(grants.total).toBe(1);

    const nineteenth = await s.page('from=2026-11-19&to=2026-11-19&pageSize=100');
    expect(nineteenth.items.map((e) => [e.action, e.entityId])).toEqual([
      ['reservation.late', 'edge.before'],
      ['settings.change', 'twilioAuthToken'],
      ['settings.change', 'priceBath'],
    ]);
    const fromTwentieth = await s.page('from=2026-11-20&pageSize=100');
    expect(fromTwentieth.items.map((e) => e.entityId)).toContain('edge.after');
    expect(fromTwentieth.items.map((e) => e.entityId)).not.toContain('edge.before');
    expect(fromTwentieth.items.every((e) => e.at >= '2026-11-20')).toBe(true);
    const untilEighteenth = await s.page('to=2026-11-18&pageSize=100');
    expect(untilEighteenth.items.map((e) => [e.userId, e.action])).toEqual([['test', 'settings.change']]);

    const together = await s.page(
      `user=${s.admin.userId}&action=settings.change&from=2026-11-19&to=2026-11-20`,
    );
    expect(together.items.map((e) => e.entityId)).toEqual(['twilioAuthToken', 'priceBath']);
    expect((await s.page('action=role.revoke')).items).toEqual([]);
  });

  it('pages: each page its own entries, in order; none past the last', async () => {
    // Thirty entries, some within one millisecond: the order still holds, by id after time.
    await s.t.db.execute(sql`
      insert into audit_log (at, user_id, action, entity, entity_id)
      select timestamptz '2026-11-10 12:00:00+00' + (n / 3) * interval '1 microsecond', 'system',
        'garage.open', 'garageGate', 'page-' || n
      from generate_series(1, 30) as n`);
    const pages = [
      await s.page('action=garage.open&pageSize=12'),
      await s.page('action=garage.open&pageSize=12&page=2'),
    ];
    pages.push(await s.page('action=garage.open&pageSize=12&page=3'));
    expect(pages.map((p) => [p.page, p.total, p.items.length])).toEqual([
      [1, 30, 12],
      [2, 30, 12],
      [3, 30, 6],
    ]);
    const ids = pages.flatMap((p) => p.items.map((e) => e.entityId));
    expect(ids).toEqual(Array.from({ length: 30 }, (_, i) => `page-${30 - i}`));
    expect((await s.page('pageSize=1')).items).toHaveLength(1);
  });

  it('lists the actions the log records, for the filter', async () => {
    const res = await s.get('audit/actions');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([...auditActions]);
    expect(res.json<string[]>()).toEqual(expect.arrayContaining(['account.signin', 'settings.change']));
  });

  it('with the second step on, a staff sign-in is recorded once, by its second factor', async () => {
    // A day later: a new code may be texted to her number.
    s.t.clock.set(new Date('2026-11-22T18:00:00Z'));
    s.admin = await makePatron(s.t, 1, 'Admin');
    const on = await s.t.app.inject({
      method: 'PUT',
      url: '/api/api/settings/admin/staffSecondFactor',
      headers: auth(s.admin),
      payload: { value: 'True' },
    });
    expect(on.statusCode, on.body).toBe(200);
    const before = (await s.page(`user=${s.staffId}`)).total;
    await signIn(s.t, s.staffPhone);
    const mine = await s.page(`user=${s.staffId}`);
    expect(mine.total).toBe(before + 2);
    expect(mine.items.slice(0, 2).map((e) => [e.action, e.after])).toEqual([
      ['account.signin.second_factor', { by: 'totp' }],
      ['account.secondfactor.totp.added', { kind: 'totp' }],
    ]);
    expect((await s.page('action=settings.change&pageSize=1')).items[0]).toMatchObject({
      userId: s.admin.userId,
      entityId: 'staffSecondFactor',
      after: { value: 'True' },
    });
  });
});
