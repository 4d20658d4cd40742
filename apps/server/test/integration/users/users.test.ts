import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAuditEntries } from '../../../src/modules/audit/repo.ts';
import { findUserById } from '../../../src/modules/users/repo.ts';
import { refusal } from '../../helpers/answers.ts';
import type { Tokens } from '../../helpers/auth.ts';
import { bearer, phone, signIn, signInWithRole } from '../../helpers/auth.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';

describe('users: GET and PATCH users/{id}', () => {
  let t: TestApp;
  let dina: Tokens;
  let rivka: Tokens;
  let admin: Tokens;
  let desk: Tokens;
  beforeAll(async () => {
    t = await createTestApp({ now: '2026-12-01T10:00:00Z' });
    dina = await signIn(t, phone(70));
    rivka = await signIn(t, phone(71));
    admin = await signInWithRole(t, phone(72), 'Admin');
    desk = await signInWithRole(t, phone(73), 'Receptionist');
  });
  afterAll(() => t.close());

  // From an English page, as the web sends it: Dina's account turns Hebrew below (decision 0023).
  const english = { 'accept-language': 'en' };
  const get = (who: Tokens, id: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/api/users/${id}`,
      headers: { ...bearer(who.access_token), ...english },
    });
  const patch = (who: Tokens, id: string, payload: unknown) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/api/users/${id}`,
      headers: { ...bearer(who.access_token), ...english },
      payload: payload as object,
    });

  it('shows a patron her own user, without the staff note', async () => {
    const res = await get(dina, dina.userId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: dina.userId,
      userName: '13105550170',
      phoneNumber: '+13105550170',
      email: null,
      language: 'en',
      plateNumber: null,
      plateApproved: false,
      notes: null,
      excludedAttendants: [],
      hasExtraTime: false,
      testUser: false,
      notificationReservations: true,
      notificationDayBefore: true,
      notificationDayOf: true,
      roles: [],
    });
  });

  it("refuses a patron another user's record (403, existing or not); staff see it, with the staff note", async () => {
    for (const id of [rivka.userId, '00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await get(dina, id);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ Message: 'You may only see your own account.' });
    }
    const seen = await get(desk, rivka.userId);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toHaveProperty('internalNote', null);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const missing = await get(admin, id);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ Message: 'User not found.' });
    }
  });

  it('lets a patron change her preferences (paths in any case, with or without "/"), audited', async () => {
    const res = await patch(dina, dina.userId, [
      { op: 'add', path: 'plateNumber', value: ' 7abc123 | 8XYZ-99 ' },
      { op: 'replace', path: '/language', value: 'he' },
      { op: 'add', path: 'Notes', value: 'Please knock twice.' },
      { op: 'replace', path: '/notificationDayBefore', value: false },
      { op: 'replace', path: 'NOTIFICATIONDAYOF', value: 'False' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      errorMessage: null,
      result: {
        plateNumber: '7ABC123|8XYZ-99',
        plateApproved: false,
        language: 'he',
        notes: 'Please knock twice.',
        notificationDayBefore: false,
        notificationDayOf: false,
        notificationReservations: true,
      },
    });
    const [entry] = await listAuditEntries(t.db, 'user', dina.userId);
    expect(entry).toMatchObject({
      action: 'user.patch',
      userId: dina.userId,
      before: { language: 'en', notes: null },
      after: { language: 'he', notes: 'Please knock twice.' },
    });
  });

  it('refuses roles, ids, phones and staff fields from a patron, naming the path; nothing changes', async () => {
    const before = await findUserById(t.db, dina.userId);
    const cases: [unknown, string][] = [
      [[{ op: 'add', path: 'roles', value: ['Admin'] }], 'The field "roles" cannot be changed.'],
      [[{ op: 'add', path: '/roles/-', value: 'Admin' }], 'The field "roles/-" cannot be changed.'],
      [[{ op: 'replace', path: 'id', value: rivka.userId }], 'The field "id" cannot be changed.'],
      [
        [{ op: 'replace', path: 'phoneNumber', value: '+13105550199' }],
        'The field "phoneNumber" cannot be changed.',
      ],
      [
        [{ op: 'replace', path: 'internalNote', value: 'vip' }],
        'Only an administrator may change internalNote.',
      ],
      [[{ op: 'replace', path: 'testUser', value: true }], 'Only an administrator may change testUser.'],
      [
        [
          { op: 'replace', path: 'notes', value: 'changed' },
          { op: 'replace', path: 'hasExtraTime', value: true },
        ],
        'Only an administrator may change hasExtraTime.',
      ],
      [
        [{ op: 'remove', path: 'notes' }],
        'The operation "remove" on "notes" is not allowed; use "add" or "replace".',
      ],
      [[{ op: 'replace', path: 'language', value: 'fr' }], 'The language must be English or Hebrew.'],
      [
        [{ op: 'replace', path: 'notificationDayOf', value: 'yes' }],
        'notificationDayOf must be true or false.',
      ],
      [
        [{ op: 'replace', path: 'plateNumber', value: 'A|B' }],
        'License plate "A" must be 2 to 10 characters long.',
      ],
      [
        [{ op: 'replace', path: 'notes', value: 'x'.repeat(1001) }],
        'The note must be at most 1000 characters long.',
      ],
      [[{ op: 'replace', path: 'notes' }], 'The operation on notes needs a value.'],
      [
        { op: 'replace', path: 'notes', value: 'x' },
        expect.stringMatching(/^The patch must be a list of operations/),
      ],
      [[], expect.stringMatching(/^The patch must be a list of operations/)],
    ];
    for (const [body, message] of cases) {
      const res = await patch(dina, dina.userId, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toEqual(refusal(message));
    }
    expect(await findUserById(t.db, dina.userId)).toEqual(before);
  });

  it("refuses a patron another user's record; an administrator may change staff fields", async () => {
    const other = await patch(dina, rivka.userId, [{ op: 'replace', path: 'notes', value: 'hi' }]);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ Message: 'You may only change your own account.' });
    expect(
      (await patch(desk, rivka.userId, [{ op: 'replace', path: 'notes', value: 'hi' }])).statusCode,
    ).toBe(403);

    const byAdmin = await patch(admin, rivka.userId, [
      { op: 'replace', path: 'internalNote', value: 'Prefers the quiet room.' },
      { op: 'replace', path: 'hasExtraTime', value: true },
      { op: 'replace', path: 'testUser', value: true },
    ]);
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json()).toMatchObject({
      result: { internalNote: 'Prefers the quiet room.', hasExtraTime: true, testUser: true },
    });
    const [entry] = await listAuditEntries(t.db, 'user', rivka.userId);
    expect(entry).toMatchObject({ userId: admin.userId, action: 'user.patch' });
    // She still does not see the note about her.
    expect(await get(rivka, rivka.userId).then((r) => r.json())).not.toHaveProperty('internalNote');
    const missing = await patch(admin, '00000000-0000-4000-8000-000000000000', [
      { op: 'replace', path: 'notes', value: 'x' },
    ]);
    expect(missing.statusCode).toBe(404);
  });

  it("lets a plate administrator set another user's plates (approved), with the plate rule's message", async () => {
    const plates = await signInWithRole(t, phone(74), 'UserPlateAdmin');
    const odd = await patch(plates, rivka.userId, [{ op: 'add', path: '/plateNumber', value: 'AB$1' }]);
    expect(odd.statusCode).toBe(400);
    expect(odd.json()).toEqual(
      refusal('License plate "AB$1" may contain only letters, numbers, spaces and hyphens.'),
    );
    const notes = await patch(plates, rivka.userId, [{ op: 'add', path: '/notes', value: 'x' }]);
    expect(notes.statusCode).toBe(403);
    const ok = await patch(plates, rivka.userId, [
      { op: 'add', path: '/plateNumber', value: '7abc123\n8xyz99' },
    ]);
    expect(ok.json()).toMatchObject({ result: { plateNumber: '7ABC123|8XYZ99', plateApproved: true } });
  });

  it('accepts the JSON-patch media type, and answers bad JSON with a sentence', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/api/users/${dina.userId}`,
      headers: { ...bearer(dina.access_token), 'content-type': 'application/json-patch+json' },
      payload: JSON.stringify([{ op: 'replace', path: 'notes', value: 'via json-patch' }]),
    });
    expect(res.statusCode).toBe(200);
    const bad = await t.app.inject({
      method: 'PATCH',
      url: `/api/api/users/${dina.userId}`,
      headers: { ...bearer(dina.access_token), ...english, 'content-type': 'application/json' },
      payload: '[{"op":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ Message: 'The request body is not valid JSON.' });
  });
});
