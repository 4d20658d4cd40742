import { afterEach, describe, expect, it } from 'vitest';
import { listMessages } from '../../../src/modules/outbox/repo.ts';
import { lastCode, phone, register, verify } from '../../helpers/auth.ts';
import { testEngine } from '../../helpers/test-db.ts';
import { createSiblingApp, createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';

const NOW = Date.parse('2026-12-01T10:00:00Z');

async function codesTo(t: TestApp, p: string): Promise<number> {
  return (await listMessages(t.db, { to: [p], limit: 100 })).length;
}

describe('sign-in code limits (docs/design.md §5), kept in the database', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('allows one code a minute per phone, saying when to try again, with both shapes and Retry-After', async () => {
    t = await createTestApp({ now: new Date(NOW) });
    const p = phone(10);
    expect((await register(t.app, p)).statusCode).toBe(200);
    t.clock.set(new Date(NOW + 15_000));
    const again = await register(t.app, p);
    expect(again.statusCode).toBe(429);
    const sentence = 'A code was just sent to this number. Please wait 45 seconds before asking for another.';
    expect(again.json()).toEqual({ success: false, errorMessage: sentence, result: null, Message: sentence });
    expect(again.headers['retry-after']).toBe('45');
    t.clock.set(new Date(NOW + 60_000));
    expect((await register(t.app, p)).statusCode).toBe(200);
    expect(await codesTo(t, p)).toBe(2);
  });

  it('keeps her from a code no longer than 15 minutes when a stranger asks from five addresses and voids each', async () => {
    t = await createTestApp({ now: new Date(NOW) });
    const p = phone(11);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      t.clock.set(new Date(NOW + i * 61_000));
      const asked = await register(t.app, p, `192.0.2.${i + 1}`);
      statuses.push(asked.statusCode);
      if (asked.statusCode !== 200) continue;
      const wrong = (await lastCode(t.db, p)) === '000000' ? '111111' : '000000';
      for (let k = 0; k < 5; k++) await verify(t.app, p, wrong, `192.0.2.${i + 1}`);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    // She asks right after: the wait ends 15 minutes after the stranger's first code.
    t.clock.set(new Date(NOW + 5 * 61_000));
    const held = await register(t.app, p, '198.51.100.50');
    expect(held.statusCode).toBe(429);
    expect(held.json()).toMatchObject({
      errorMessage: 'Too many codes were sent to this number. Please try again in 10 minutes.',
    });
    expect(held.headers['retry-after']).toBe(String(900 - 5 * 61));
    t.clock.set(new Date(NOW + 900_000 + 1000));
    expect((await register(t.app, p, '198.51.100.50')).statusCode).toBe(200);
    const signedIn = await verify(t.app, p, await lastCode(t.db, p), '198.51.100.50');
    expect(signedIn.statusCode).toBe(200);
    expect(await codesTo(t, p)).toBe(4);
  });

  it('sends at most 3 codes in 15 minutes to one phone, 12 in an hour of asking from new addresses', async () => {
    t = await createTestApp({ now: new Date(NOW) });
    const p = phone(15);
    let sent = 0;
    for (let k = 0; k < 120; k++) {
      t.clock.set(new Date(NOW + k * 30_000));
      const asked = await register(t.app, p, `10.9.${k >> 8}.${k & 255}`);
      if (asked.statusCode === 200) sent++;
      else expect(asked.statusCode).toBe(429);
    }
    expect(sent).toBe(12);
    expect(await codesTo(t, p)).toBe(12);
  });

  it('sends at most 20 codes an hour from one IP, across many phones', async () => {
    t = await createTestApp({ now: new Date(NOW) });
    const ip = '198.51.100.7';
    for (let i = 0; i < 20; i++) expect((await register(t.app, phone(20 + i), ip)).statusCode).toBe(200);
    const flooded = await register(t.app, phone(40), ip);
    expect(flooded.statusCode).toBe(429);
    expect(flooded.json()).toMatchObject({
      errorMessage: 'Too many codes were requested from your network. Please try again in 60 minutes.',
    });
    expect(await codesTo(t, phone(40))).toBe(0);
    // Another address is not held back.
    expect((await register(t.app, phone(40), '198.51.100.8')).statusCode).toBe(200);
  });

  it('counts an IPv6 client by its /64: a new address in the same network is the same network', async () => {
    t = await createTestApp({ now: new Date(NOW) });
    for (let i = 0; i < 20; i++) {
      const address = `2001:db8:7:7::${(i + 1).toString(16)}`;
      expect((await register(t.app, phone(60 + i), address)).statusCode).toBe(200);
    }
    const flooded = await register(t.app, phone(80), '2001:db8:7:7:ffff:ffff:ffff:fffe');
    expect(flooded.statusCode).toBe(429);
    expect(await codesTo(t, phone(80))).toBe(0);
    // The next /64 is another network.
    expect((await register(t.app, phone(80), '2001:db8:7:8::1')).statusCode).toBe(200);
  });

  it('sends exactly one code for 10 simultaneous requests for one phone', async () => {
    t = await createTestApp({ now: new Date(NOW) });
    const p = phone(12);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => register(t!.app, p, `203.0.113.${i + 1}`)),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array<number>(9).fill(429)]);
    expect(await codesTo(t, p)).toBe(1);
  });

  it.runIf(testEngine() === 'pg')('holds across two server instances on one database', async () => {
    t = await createTestApp({ now: new Date(NOW) });
    const sibling = await createSiblingApp(t);
    const p = phone(13);
    const apps = [t.app, sibling];
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => register(apps[i % 2]!, p, `203.0.113.${i + 1}`)),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(await codesTo(t, p)).toBe(1);
    // The per-IP limit too: 24 phones from one address through both instances, 20 codes.
    const ip = '198.51.100.200';
    const flood = await Promise.all(
      Array.from({ length: 24 }, (_, i) => register(apps[i % 2]!, phone(50 + i), ip)),
    );
    expect(flood.filter((a) => a.statusCode === 200)).toHaveLength(20);
    expect(flood.filter((a) => a.statusCode === 429)).toHaveLength(4);
  });

  it('refuses (never sends) when the database cannot answer', async () => {
    t = await createTestApp({ now: new Date(NOW) });
    await t.database.close();
    const res = await register(t.app, phone(14));
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      Message: 'Sign-in is unavailable right now. Please try again in a few minutes.',
    });
    const check = await t.app.inject({
      method: 'POST',
      url: '/api/api/account/registrationVerify',
      payload: { phoneNumber: phone(14), authCode: '123456' },
    });
    expect(check.statusCode).toBe(503);
  });
});
