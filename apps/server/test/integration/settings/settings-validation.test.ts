import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAuditEntries } from '../../../src/modules/audit/repo.ts';
import { refusal } from '../../helpers/answers.ts';
import type { Patron } from '../../helpers/reservations.ts';
import { auth, makePatron } from '../../helpers/reservations.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';

interface AdminSetting {
  key: string;
  value: string;
  prevValue: string | null;
  secret: boolean;
}

const HOUR = 'Must be an hour as a 24-hour decimal from 0 to 23.99, like 22.5 for 10:30 pm.';
const URL_SENTENCE = 'Must be an entire URL, starting with https://, like https://example.org/page.';
const HTTPS_SENTENCE =
  'Must start with https://, a secure address; http:// is allowed only for this computer (localhost, 127.0.0.1 or [::1]).';

describe('PUT settings/admin/{key}: a bad value is refused with a sentence and changes nothing', () => {
  let t: TestApp;
  let admin: Patron;
  let desk: Patron;
  let plates: Patron;

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-12-01T18:00:00Z' });
    admin = await makePatron(t, 1, 'Admin');
    desk = await makePatron(t, 2, 'Receptionist');
    plates = await makePatron(t, 3, 'UserPlateAdmin');
  });
  afterAll(() => t.close());

  const put = (key: string, body: unknown, who: Patron = admin) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/api/settings/admin/${key}`,
      headers: auth(who),
      payload: body as object,
    });
  const all = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/api/settings/admin', headers: auth(admin) })).json<
      AdminSetting[]
    >();

  it('refuses wrong types, bad hours, passcodes and partial URLs; nothing is stored or audited', async () => {
    const before = await all();
    const cases: [string, unknown, unknown][] = [
      ['openUntilWinterHour', { value: '25' }, refusal(`openUntilWinterHour: ${HOUR}`)],
      ['openUntilWinterHour', { value: 'abc' }, refusal(`openUntilWinterHour: ${HOUR}`)],
      ['dailyShutdownHour', { value: '10:30' }, refusal(`dailyShutdownHour: ${HOUR}`)],
      ['dailyShutdownHour', { value: true }, refusal(`dailyShutdownHour: ${HOUR}`)],
      ['roomAdminPasscode', { value: '123' }, refusal('roomAdminPasscode: Must be exactly 4 digits.')],
      ['roomAdminPasscode', { value: '12345' }, refusal('roomAdminPasscode: Must be exactly 4 digits.')],
      ['roomAdminPasscode', { value: 'abcd' }, refusal('roomAdminPasscode: Must be exactly 4 digits.')],
      [
        'websiteBannerImage',
        { value: 'example.org/banner.png' },
        refusal(`websiteBannerImage: ${URL_SENTENCE}`),
      ],
      ['websiteBannerImage', { value: 'https://banner' }, refusal(`websiteBannerImage: ${URL_SENTENCE}`)],
      [
        'websiteBannerDestinationUrl',
        { value: 'javascript:alert(1)' },
        refusal(`websiteBannerDestinationUrl: ${URL_SENTENCE}`),
      ],
      [
        'websiteBannerDestinationUrl',
        { value: 'https://exa mple.org' },
        refusal(`websiteBannerDestinationUrl: ${URL_SENTENCE}`),
      ],
      [
        'websiteBannerImage',
        { value: 'http://example.org/banner.png' },
        refusal(`websiteBannerImage: ${HTTPS_SENTENCE}`),
      ],
      [
        'websiteBannerDestinationUrl',
        { value: 'http://example.org/' },
        refusal(`websiteBannerDestinationUrl: ${HTTPS_SENTENCE}`),
      ],
      ['feedbackLink', { value: 'http://192.168.1.20/form' }, refusal(`feedbackLink: ${HTTPS_SENTENCE}`)],
      ['roomsAvailable', { value: 'many' }, refusal('roomsAvailable: Must be a whole number.')],
      ['shutdown', { value: 7 }, refusal('shutdown: Must be True or False.')],
      [
        'priceBath',
        { value: { dollars: 45 } },
        { Message: 'The value must be text, a number or true/false, such as "22.5" or "True".' },
      ],
      [
        'priceBath',
        { value: [45] },
        { Message: 'The value must be text, a number or true/false, such as "22.5" or "True".' },
      ],
      [
        'priceBath',
        { value: null },
        { Message: 'The new value is required, as text, such as "22.5" or "True".' },
      ],
    ];
    for (const [key, body, answer] of cases) {
      const res = await put(key, body);
      expect(res.statusCode, `${key} ${JSON.stringify(body)}`).toBe(400);
      expect(res.json(), key).toEqual(answer);
    }
    expect(await all()).toEqual(before);
    for (const key of [
      'openUntilWinterHour',
      'dailyShutdownHour',
      'roomAdminPasscode',
      'websiteBannerImage',
      'feedbackLink',
    ])
      expect(await listAuditEntries(t.db, 'setting', key)).toEqual([]);
  });

  it('takes good values, typed as JSON or text', async () => {
    expect((await put('openUntilWinterHour', { value: 22.5 })).json()).toMatchObject({
      result: { value: '22.5' },
    });
    expect((await put('roomAdminPasscode', { value: '0420' })).json()).toMatchObject({
      result: { value: '0420' },
    });
    expect((await put('websiteBannerImage', { value: 'https://example.org/b.png' })).json()).toMatchObject({
      result: { value: 'https://example.org/b.png' },
    });
    expect((await put('shutdown', { value: false })).json()).toMatchObject({ result: { value: 'False' } });
    // Plain http for this computer only, so a facility can try a banner locally.
    expect((await put('websiteBannerImage', { value: 'http://127.0.0.1:3100/b.png' })).json()).toMatchObject({
      result: { value: 'http://127.0.0.1:3100/b.png' },
    });
  });

  it('never sends a secret back: not in the answer, the list, the public settings or prevValue', async () => {
    const secret = 'sk_test_secret_value_123';
    const first = await put('stripeSecretKey', { value: secret });
    expect(first.statusCode).toBe(200);
    expect(first.body).not.toContain(secret);
    const second = await put('stripeSecretKey', { value: `${secret}_2` });
    expect(second.body).not.toContain(secret);
    const listed = (await all()).find((s) => s.key === 'stripeSecretKey');
    expect(listed).toMatchObject({ value: '********', secret: true });
    expect(JSON.stringify(await all())).not.toContain(secret);
    const pub = await t.app.inject({ method: 'GET', url: '/api/api/settings' });
    expect(pub.body).not.toContain(secret);
    expect(pub.json<{ key: string }[]>().some((s) => s.key === 'stripeSecretKey')).toBe(false);
  });

  it('is for administrators only', async () => {
    for (const who of [desk, plates]) {
      const res = await put('roomAdminPasscode', { value: '1111' }, who);
      expect(res.statusCode).toBe(403);
    }
    const listed = (await all()).find((s) => s.key === 'roomAdminPasscode');
    expect(listed?.value).toBe('0420');
  });
});
