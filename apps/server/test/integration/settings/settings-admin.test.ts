import { settingsCatalogue, settingTextOf } from '@tevila/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAuditEntries } from '../../../src/modules/audit/repo.ts';
import type { Tokens } from '../../helpers/auth.ts';
import { bearer, phone, signInWithRole } from '../../helpers/auth.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';

import type { AdminSettingView as AdminSetting } from '../../../src/modules/settings/admin-service.ts';

describe('administrator settings and schedule overrides', () => {
  let t: TestApp;
  let admin: Tokens;
  beforeAll(async () => {
    t = await createTestApp({ now: '2026-12-01T18:00:00Z', settings: { twilioAuthToken: 'TOPSECRET-1' } });
    admin = await signInWithRole(t, phone(85), 'Admin', '192.0.2.85');
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/api/${url}`,
      headers: bearer(admin.access_token),
      ...(payload === undefined ? {} : { payload }),
      remoteAddress: '192.0.2.85',
    });

  it('lists every catalogue key with type, hint and group; secrets masked', async () => {
    const res = await call('GET', 'settings/admin');
    expect(res.statusCode).toBe(200);
    const list = res.json<AdminSetting[]>();
    expect(list.map((s) => s.key)).toEqual(settingsCatalogue.map((d) => d.key));
    expect(res.body).not.toContain('TOPSECRET');
    expect(list.find((s) => s.key === 'twilioAuthToken')).toMatchObject({
      value: '********',
      prevValue: '',
      secret: true,
    });
    expect(list.find((s) => s.key === 'twilioAccountSid')).toMatchObject({
      value: '',
      secret: true,
      type: 'secret',
    });
    expect(list.find((s) => s.key === 'priceBath')).toMatchObject({
      secret: false,
      type: 'decimal',
      group: expect.any(String),
    });
  });

  it("names every setting and gives its hint in the reader's language, keeping the answer's fields", async () => {
    const list = async (language?: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/api/settings/admin',
        headers: {
          ...bearer(admin.access_token),
          ...(language === undefined ? {} : { 'accept-language': language }),
        },
      });
      expect(res.statusCode).toBe(200);
      return res.json<(AdminSetting & Record<string, unknown>)[]>();
    };
    const english = await list('en-US,en;q=0.9');
    const hebrew = await list('he-IL,he;q=0.9,en;q=0.8');
    for (const [i, def] of settingsCatalogue.entries()) {
      expect(Object.keys(english[i]!).sort()).toEqual(
        ['group', 'hint', 'key', 'name', 'prevValue', 'secret', 'type', 'value'].sort(),
      );
      for (const [answer, language] of [
        [english[i], 'en'],
        [hebrew[i], 'he'],
      ] as const) {
        const text = settingTextOf(def.key, language);
        expect(answer).toMatchObject({ key: def.key, name: text?.name, hint: text?.hint });
      }
      // Only the words change with the language.
      expect({ ...hebrew[i], name: '', hint: '' }).toEqual({ ...english[i], name: '', hint: '' });
    }
    expect(english.find((s) => s.key === 'facilityName')).toMatchObject({
      name: 'Facility name',
      hint: 'Name of the facility as patrons see it.',
    });
    expect(hebrew.find((s) => s.key === 'facilityName')).toMatchObject({
      name: 'שם המקווה',
      hint: 'שם המקווה כפי שהמבקרות רואות אותו.',
    });
    // Without Accept-Language: her account's language (English here).
    expect((await list()).find((s) => s.key === 'facilityName')?.name).toBe('Facility name');
  });

  it('changes a setting: normalised, prevValue kept, audited with user and IP', async () => {
    const res = await call('PUT', 'settings/admin/shutdown', { value: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      errorMessage: null,
      result: { key: 'shutdown', value: 'True', prevValue: 'False' },
    });
    const [entry] = await listAuditEntries(t.db, 'setting', 'shutdown');
    expect(entry).toMatchObject({
      userId: admin.userId,
      ip: '192.0.2.85',
      before: { value: 'False' },
      after: { value: 'True' },
    });
    const public_ = await t.app.inject({ method: 'GET', url: '/api/api/settings' });
    expect(public_.json()).toContainEqual({ key: 'shutdown', value: 'True' });
  });

  it('writes secrets without ever answering them', async () => {
    const res = await call('PUT', 'settings/admin/twilioAuthToken', { value: 'TOPSECRET-2' });
    expect(res.json()).toEqual({
      success: true,
      errorMessage: null,
      result: { key: 'twilioAuthToken', value: '********', prevValue: '********' },
    });
    const entries = await listAuditEntries(t.db, 'setting', 'twilioAuthToken');
    expect(JSON.stringify(entries)).not.toContain('TOPSECRET');
  });

  it('refuses bad values with the catalogue sentence and unknown keys with 404; nothing changes', async () => {
    const bad = await call('PUT', 'settings/admin/priceBath', { value: 'cheap' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      success: false,
      errorMessage: expect.stringMatching(/^priceBath: Must be/),
      result: null,
    });
    const passcode = await call('PUT', 'settings/admin/roomAdminPasscode', { value: '12345' });
    expect(passcode.json()).toMatchObject({ errorMessage: 'roomAdminPasscode: Must be exactly 4 digits.' });
    const unknown = await call('PUT', 'settings/admin/nope', { value: '1' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ Message: 'Unknown setting.' });
    const missing = await call('PUT', 'settings/admin/priceBath', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      Message: 'The new value is required, as text, such as "22.5" or "True".',
    });
    expect(await listAuditEntries(t.db, 'setting', 'priceBath')).toEqual([]);
  });

  it('overrides a night: GET settings/schedule shows it at once, and again after DELETE', async () => {
    const night = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/api/settings/schedule?from=2026-12-02&days=1' })).json<
        { closed: boolean; hebrewNote: string | null; openTime: string | null }[]
      >()[0];
    const computed = await night();
    expect(computed?.closed).toBe(false);

    const put = await call('PUT', 'settings/schedule/overrides/2026-12-02', {
      closed: true,
      openTime: null,
      closeTime: null,
      note: 'Closed for maintenance',
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({
      success: true,
      errorMessage: null,
      result: {
        date: '2026-12-02',
        closed: true,
        openTime: null,
        closeTime: null,
        note: 'Closed for maintenance',
      },
    });
    expect(await night()).toMatchObject({ closed: true, hebrewNote: 'Closed for maintenance' });
    expect((await call('GET', 'settings/schedule/overrides')).json()).toEqual([
      { date: '2026-12-02', closed: true, openTime: null, closeTime: null, note: 'Closed for maintenance' },
    ]);

    await call('PUT', 'settings/schedule/overrides/2026-12-02', {
      closed: false,
      openTime: '19:00',
      closeTime: '22:00',
      note: null,
    });
    expect((await night())?.openTime).toBe('2026-12-02T19:00:00-08:00');

    const del = await call('DELETE', 'settings/schedule/overrides/2026-12-02');
    expect(del.json()).toEqual({ success: true, errorMessage: null, result: null });
    expect(await night()).toEqual(computed);
    const audit = await listAuditEntries(t.db, 'schedule_override', '2026-12-02');
    expect(audit.map((e) => e.action)).toEqual([
      'schedule.override.delete',
      'schedule.override.set',
      'schedule.override.set',
    ]);
    expect(audit[0]).toMatchObject({ userId: admin.userId, ip: '192.0.2.85' });
  });

  it('refuses bad overrides with clear sentences', async () => {
    const body = { closed: false, openTime: null, closeTime: null, note: null };
    const cases: [string, object, number, object][] = [
      [
        '2026-11-30',
        body,
        400,
        { success: false, errorMessage: 'Past nights cannot be changed.', result: null },
      ],
      [
        '2028-01-01',
        body,
        400,
        { success: false, errorMessage: 'The night must be within a year from today.', result: null },
      ],
      [
        '2026-12-03',
        { ...body, openTime: '22:00', closeTime: '19:00' },
        400,
        {
          success: false,
          errorMessage: 'The closing time must be later than the opening time.',
          result: null,
        },
      ],
      ['2026-02-30', body, 400, { Message: 'date must be a date as YYYY-MM-DD.' }],
      [
        '2026-12-03',
        { ...body, openTime: '7pm' },
        400,
        { Message: 'Must be a time written HH:mm (24-hour), like 21:30.' },
      ],
      ['2026-12-03', { closed: 'yes' }, 400, { Message: 'closed must be true or false.' }],
    ];
    for (const [date, payload, status, answer] of cases) {
      const res = await call('PUT', `settings/schedule/overrides/${date}`, payload);
      expect(res.statusCode, `${date} ${JSON.stringify(payload)}`).toBe(status);
      expect(res.json()).toEqual(answer);
    }
    const none = await call('DELETE', 'settings/schedule/overrides/2026-12-09');
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ Message: 'There is no override for this night.' });
  });
});
