import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { reservations } from '../../../src/db/schema.ts';
import { giveRole } from '../../helpers/auth.ts';
import { auth, makePatron } from '../../helpers/reservations.ts';
import type { Patron } from '../../helpers/reservations.ts';
import { NIGHT, nightSuite } from '../../helpers/night.ts';
import { listening, openSse } from '../../helpers/sse-client.ts';
import type { SseStream } from '../../helpers/sse-client.ts';
import { createSiblingApp } from '../../helpers/test-app.ts';
import { testEngine } from '../../helpers/test-db.ts';

/** Whether the server ended the stream within `ms` (no fixed sleep when it does). */
const endsWithin = (s: SseStream, ms: number) =>
  Promise.race([s.ended.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), ms))]);

/**
 * A stream lives no longer than the session that opened it, and the right to see it
 * (docs/staff-api.md Live streams): a sign-out, a role taken away, an account deleted end it at once,
 * on every instance.
 */
describe('live streams end with their session', () => {
  const n = nightSuite();
  let base = '';
  const open: SseStream[] = [];

  beforeEach(async () => {
    base = `${await listening(n.t.app)}/api/api`;
  });
  afterEach(() => {
    for (const s of open.splice(0)) s.close();
  });

  async function stream(path: string, who: Patron, at = base): Promise<SseStream> {
    const s = await openSse(`${at}${path}`, auth(who));
    expect(s.status).toBe(200);
    await s.next(path.includes('/day/') ? 'night' : 'visit');
    open.push(s);
    return s;
  }
  const call = (method: 'POST' | 'DELETE', url: string, who: Patron, payload?: object) =>
    n.t.app.inject({ method, url: `/api/api/${url}`, headers: auth(who), ...(payload ? { payload } : {}) });

  it('her sign-out ends her visit stream; another patron signing out ends nothing of hers', async () => {
    const [id, other] = [n.ids[0]!, n.ids[1]!];
    const hers = await stream(`/reservations/${id}/events`, n.patrons[0]!);
    const theirs = await stream(`/reservations/${other}/events`, n.patrons[1]!);
    expect((await call('POST', 'account/logout', n.patrons[1]!)).statusCode).toBe(200);
    expect(await endsWithin(theirs, 5000)).toBe(true);
    expect(await endsWithin(hers, 300)).toBe(false);
    expect((await call('POST', 'account/logout', n.patrons[0]!)).statusCode).toBe(200);
    expect(await endsWithin(hers, 5000)).toBe(true);
  });

  it("the desk's night stream ends when her Receptionist role is taken away; the patron's own stays", async () => {
    const desk = await makePatron(n.t, 540, 'Receptionist');
    const night = await stream(`/reservations/day/events?dt=${NIGHT}`, desk);
    const watching = await stream(`/reservations/${n.ids[2]!}/events`, desk);
    const hers = await stream(`/reservations/${n.ids[2]!}/events`, n.patrons[2]!);
    const removed = await call('DELETE', `users/${desk.userId}/roles/Receptionist`, n.admin);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await endsWithin(night, 5000)).toBe(true);
    // Her session stands, but a patron's visit is no longer hers to see.
    expect(await endsWithin(watching, 5000)).toBe(true);
    expect(await endsWithin(hers, 300)).toBe(false);
  });

  it("the desk's night stream of a session without the second factor ends when the setting is turned on", async () => {
    const staffSecondFactor = (value: string) =>
      n.t.app.inject({
        method: 'PUT',
        url: '/api/api/settings/admin/staffSecondFactor',
        headers: auth(n.admin),
        payload: { value },
      });
    expect((await staffSecondFactor('False')).statusCode).toBe(200);
    // Her phone's session, with the role given while the setting was off.
    const desk = await makePatron(n.t, 541);
    await giveRole(n.t, desk.phone, 'Receptionist');
    const night = await stream(`/reservations/day/events?dt=${NIGHT}`, desk);
    expect((await staffSecondFactor('True')).statusCode).toBe(200);
    expect(await endsWithin(night, 5000)).toBe(true);
  });

  it('a deleted account ends its streams', async () => {
    const [id, patron] = [n.ids[5]!, n.patrons[5]!];
    // Her reservation canceled, nothing stands in the way of deleting her account.
    await n.t.db.update(reservations).set({ status: 'Canceled' }).where(eq(reservations.id, id));
    const s = await stream(`/reservations/${id}/events`, patron);
    const deleted = await call('DELETE', `users/${patron.userId}`, patron, { confirm: true });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await endsWithin(s, 5000)).toBe(true);
  });

  it.runIf(testEngine() === 'pg')('a sign-out on one instance ends her stream on another', async () => {
    const sibling = await createSiblingApp(n.t);
    const s = await stream(
      `/reservations/${n.ids[4]!}/events`,
      n.patrons[4]!,
      `${await listening(sibling)}/api/api`,
    );
    expect((await call('POST', 'account/logout', n.patrons[4]!)).statusCode).toBe(200);
    expect(await endsWithin(s, 5000)).toBe(true);
  });
});
