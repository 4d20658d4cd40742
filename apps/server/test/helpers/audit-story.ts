import type { Response as LightMyRequestResponse } from 'light-my-request';
import { afterAll, beforeAll, expect } from 'vitest';
import type { AuditPage } from '@tevila/contract';
import { insertAuditEntries } from '../../src/modules/audit/repo.ts';
import { phone, signIn } from './auth.ts';
import type { Patron } from './reservations.ts';
import { auth, makePatron } from './reservations.ts';
import { createTestApp } from './test-app.ts';
import type { TestApp } from './test-app.ts';

/** The audit log's story: what real actions over three days wrote, and the calls that read it back. */
export interface AuditStory {
  t: TestApp;
  admin: Patron;
  desk: Patron;
  plates: Patron;
  patron: Patron;
  staffPhone: string;
  staffId: string;
  get(path: string, who?: Patron | null, language?: string): Promise<LightMyRequestResponse>;
  page(query: string): Promise<AuditPage>;
}

/**
 * November 2026 in Los Angeles (the default timeZone) is 8 hours behind UTC: 08:00Z is local midnight.
 * Nov 19 an administrator changes a price and a secret; Nov 20 a patron is made a receptionist; Nov 21
 * she signs in as staff; and entries at a day's edges and one that would start a formula in a sheet.
 */
export function auditStory(): AuditStory {
  const s = { staffPhone: phone(40), staffId: '' } as AuditStory;
  beforeAll(async () => {
    // Without the second step, a staff sign-in is audited by the password grant itself.
    s.t = await createTestApp({ now: '2026-11-18T18:00:00Z', settings: { staffSecondFactor: 'False' } });
    // An access token lives 15 minutes: each day of the story gets fresh ones for the same people.
    const day = async (instant: string) => {
      s.t.clock.set(new Date(instant));
      s.admin = await makePatron(s.t, 1, 'Admin');
      s.desk = await makePatron(s.t, 2, 'Receptionist');
      s.plates = await makePatron(s.t, 3, 'UserPlateAdmin');
      s.patron = await makePatron(s.t, 4);
    };

    // Nov 19, local: an administrator changes a price and a secret.
    await day('2026-11-19T18:00:00Z');
    for (const [key, value] of [
      ['priceBath', '45'],
      ['twilioAuthToken', 'TOPSECRET-9'],
    ] as const) {
      const res = await s.t.app.inject({
        method: 'PUT',
        url: `/api/api/settings/admin/${key}`,
        headers: auth(s.admin),
        payload: { value },
        remoteAddress: '203.0.113.7',
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    // Nov 20: a patron signs in (not audited), then is made a receptionist.
    await day('2026-11-20T18:00:00Z');
    s.staffId = (await signIn(s.t, s.staffPhone)).userId;
    const granted = await s.t.app.inject({
      method: 'PUT',
      url: `/api/api/users/${s.staffId}/roles/Receptionist`,
      headers: auth(s.admin),
      remoteAddress: '203.0.113.7',
    });
    expect(granted.statusCode, granted.body).toBe(200);
    // Nov 21: she signs in as staff.
    await day('2026-11-21T18:00:00Z');
    await signIn(s.t, s.staffPhone);
    // The day's edges, and a text cell that would start a formula.
    await insertAuditEntries(s.t.db, [
      ...[
        ['2026-11-20T07:59:59Z', 'edge.before'],
        ['2026-11-20T08:00:00Z', 'edge.after'],
      ].map(([at, entityId]) => ({
        at: new Date(at!),
        userId: 'system',
        ip: null,
        action: 'reservation.late',
        entity: 'reservation',
        entityId: entityId!,
        before: null,
        after: null,
      })),
      {
        at: new Date('2026-11-21T19:00:00Z'),
        userId: s.plates.userId,
        ip: '198.51.100.4',
        action: 'plate.refuse',
        entity: 'user',
        entityId: '=HYPERLINK("http://example.org","x")',
        before: null,
        after: { note: '=cmd|" /C calc"!A0' },
      },
    ]);
  });
  afterAll(() => s.t.close());

  s.get = (path: string, who: Patron | null = s.admin, language?: string) =>
    s.t.app.inject({
      method: 'GET',
      url: `/api/api/${path}`,
      headers: {
        ...(who === null ? {} : auth(who)),
        ...(language === undefined ? {} : { 'accept-language': language }),
      },
    });
  s.page = async (query: string) => {
    const res = await s.get(`audit?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AuditPage>();
  };
  return s;
}
