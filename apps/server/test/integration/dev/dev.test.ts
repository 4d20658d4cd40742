import { afterEach, describe, expect, it } from 'vitest';
import { insertMessage } from '../../../src/modules/outbox/repo.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';

describe('development endpoints (docs/design.md §7)', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('answer 404 without DEV_TOOLS', async () => {
    t = await createTestApp();
    for (const [method, url] of [
      ['GET', '/api/dev/messages'],
      ['POST', '/api/dev/clock'],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        ...(method === 'POST' ? { payload: { now: null } } : {}),
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ Message: 'No HTTP resource was found that matches the request URI.' });
    }
  });

  it('list outbox messages newest first, filtered by to', async () => {
    t = await createTestApp({ devTools: true });
    const base = Date.parse('2026-12-01T10:00:00Z');
    await insertMessage(t.db, {
      channel: 'sms',
      to: '+13105551234',
      subject: null,
      body: 'Your code is 111111',
      createdAt: new Date(base),
    });
    await insertMessage(t.db, {
      channel: 'email',
      to: 'dina@example.org',
      subject: 'Hello',
      body: 'Mail body',
      createdAt: new Date(base + 1000),
    });
    await insertMessage(t.db, {
      channel: 'sms',
      to: '+13105551234',
      subject: null,
      body: 'Your code is 222222',
      createdAt: new Date(base + 2000),
    });
    // Same instant as the one before: the later insert still comes first.
    await insertMessage(t.db, {
      channel: 'sms',
      to: '+13105551234',
      subject: null,
      body: 'Your code is 333333',
      createdAt: new Date(base + 2000),
    });

    const all = await t.app.inject({ method: 'GET', url: '/api/dev/messages' });
    expect(all.statusCode).toBe(200);
    expect(all.json<{ body: string }[]>().map((m) => m.body)).toEqual([
      'Your code is 333333',
      'Your code is 222222',
      'Mail body',
      'Your code is 111111',
    ]);

    const forPhone = await t.app.inject({
      method: 'GET',
      url: `/api/dev/messages?to=${encodeURIComponent('+13105551234')}`,
    });
    expect(forPhone.json()).toEqual([
      {
        channel: 'sms',
        to: '+13105551234',
        body: 'Your code is 333333',
        createdAt: '2026-12-01T10:00:02.000Z',
      },
      {
        channel: 'sms',
        to: '+13105551234',
        body: 'Your code is 222222',
        createdAt: '2026-12-01T10:00:02.000Z',
      },
      {
        channel: 'sms',
        to: '+13105551234',
        body: 'Your code is 111111',
        createdAt: '2026-12-01T10:00:00.000Z',
      },
    ]);
    // An unencoded "+" arrives as a space; a userName has no "+" at all.
    for (const to of ['+13105551234', '13105551234']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/dev/messages?to=${to}` });
      expect(res.json<unknown[]>()).toHaveLength(3);
    }
    const forEmail = await t.app.inject({ method: 'GET', url: '/api/dev/messages?to=dina@example.org' });
    expect(forEmail.json()).toEqual([
      { channel: 'email', to: 'dina@example.org', body: 'Mail body', createdAt: '2026-12-01T10:00:01.000Z' },
    ]);
    const none = await t.app.inject({ method: 'GET', url: '/api/dev/messages?to=nobody@example.org' });
    expect(none.json()).toEqual([]);
  });

  it("set the server's clock, which moves today, and reset it", async () => {
    t = await createTestApp({ devTools: true });
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/dev/clock',
      payload: { now: '2027-03-01T12:00:00-08:00' },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ now: '2027-03-01T20:00:00.000Z' });
    const days = await t.app.inject({ method: 'GET', url: '/api/api/settings/schedule?days=1' });
    expect(days.json<{ date: string }[]>()[0]?.date).toBe('2027-03-01');

    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/dev/clock',
      payload: { now: 'next tuesday' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      Message:
        "The clock's time must be an ISO 8601 instant with a zone, such as 2026-12-01T16:45:00-08:00, or null.",
    });
    const missing = await t.app.inject({ method: 'POST', url: '/api/dev/clock', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toHaveProperty('Message');

    const reset = await t.app.inject({ method: 'POST', url: '/api/dev/clock', payload: { now: null } });
    expect(reset.statusCode).toBe(200);
    expect(Math.abs(Date.parse(reset.json<{ now: string }>().now) - Date.now())).toBeLessThan(5000);
    expect(t.clock.fixed).toBe(false);
  });
});
