import { settingsCatalogue } from '@tevila/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAuditEntries } from '../../../src/modules/audit/repo.ts';
import {
  changeSetting,
  listSettingsForOperator,
  seedSettings,
} from '../../../src/modules/settings/service.ts';
import { readSettingValues } from '../../../src/modules/settings/repo.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';

const publicKeys = settingsCatalogue.filter((d) => d.visibility === 'public').map((d) => d.key);
const secretKey = settingsCatalogue.find((d) => d.visibility === 'secret')?.key ?? 'stripeSecretKey';
const adminKey = settingsCatalogue.find((d) => d.visibility === 'admin')?.key;

describe('settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ settings: { [secretKey]: 'sk_test_TOPSECRET_123', priceBath: '42' } });
  });
  afterAll(() => t.close());

  it('GET settings answers public keys only, as strings, never a secret', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/api/settings' });
    expect(res.statusCode).toBe(200);
    const list = res.json<{ key: string; value: unknown }[]>();
    expect(list.map((s) => s.key).sort()).toEqual([...publicKeys].sort());
    for (const s of list) expect(typeof s.value).toBe('string');
    expect(res.body).not.toContain('TOPSECRET');
    expect(list.map((s) => s.key)).not.toContain(secretKey);
    if (adminKey) expect(list.map((s) => s.key)).not.toContain(adminKey);
    expect(list).toContainEqual({ key: 'priceBath', value: '42' });
    expect(list.find((s) => s.key === 'googleSiteKey')).toBeDefined();
  });

  it('seeds every catalogue key once and never overwrites an administrator', async () => {
    const stored = await readSettingValues(t.db);
    expect(Object.keys(stored).sort()).toEqual(settingsCatalogue.map((d) => d.key).sort());
    expect(await seedSettings({ db: t.db, clock: t.clock })).toBe(0);
    expect((await readSettingValues(t.db)).priceBath).toBe('42');
  });

  it('keeps the previous value and audits a change, without the secret', async () => {
    const changed = await changeSetting(t, {
      key: 'priceBath',
      value: '45.5',
      actor: { userId: 'u1', ip: '127.0.0.1' },
    });
    expect(changed).toMatchObject({ key: 'priceBath', value: '45.5', prevValue: '42', updatedBy: 'u1' });
    const [entry] = await listAuditEntries(t.db, 'setting', 'priceBath');
    expect(entry).toMatchObject({
      userId: 'u1',
      ip: '127.0.0.1',
      action: 'settings.change',
      before: { value: '42' },
      after: { value: '45.5' },
    });

    await changeSetting(t, { key: secretKey, value: 'sk_test_OTHER', actor: { userId: 'u1', ip: null } });
    const secretEntries = await listAuditEntries(t.db, 'setting', secretKey);
    expect(JSON.stringify(secretEntries)).not.toMatch(/TOPSECRET|OTHER/);
    const view = (await listSettingsForOperator({ db: t.db })).find((s) => s.key === secretKey);
    expect(view).toMatchObject({ value: '********', prevValue: '********' });
  });

  it('refuses an unknown key or a bad value with a clear sentence', async () => {
    await expect(
      changeSetting(t, { key: 'nope', value: '1', actor: { userId: null, ip: null } }),
    ).rejects.toMatchObject({
      id: 'settings.unknown_key',
      message: 'There is no setting named nope.',
    });
    await expect(
      changeSetting(t, { key: 'priceBath', value: 'cheap', actor: { userId: null, ip: null } }),
    ).rejects.toMatchObject({
      id: 'settings.invalid_value',
      message: expect.stringMatching(/^priceBath: /),
    });
  });
});
