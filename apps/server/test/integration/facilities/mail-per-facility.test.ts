import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inFacility } from '../../../src/db/facility-scope.ts';
import { listMessages } from '../../../src/modules/outbox/repo.ts';
import { changeSetting } from '../../../src/modules/settings/index.ts';
import { writer } from '../../../src/cli-support.ts';
import { solvedToken } from '../../helpers/bot-check.ts';
import { NORTH, addNorth } from '../../helpers/facilities.ts';
import { startSmtpSink, type SmtpSink } from '../../helpers/smtp-sink.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

/*
 * Each facility's mail (docs/facilities.md): with no SMTP_URL in the environment, a facility's
 * messages leave through its own mail server, from its own sender, to its own office.
 */
describe("each facility's mail, through its own account", () => {
  let t: TestApp;
  let south: SmtpSink;
  let north: SmtpSink;

  beforeAll(async () => {
    south = await startSmtpSink({ auth: { user: 'south', password: 'south pass' } });
    north = await startSmtpSink({ auth: { user: 'north', password: 'north pass' } });
    t = await createTestApp({
      jobs: true,
      settings: {
        facilityEmail: 'office@south.example.org',
        emailFrom: 'no-reply@south.example.org',
        emailFromName: 'South Mikvah',
        smtpHost: `127.0.0.1:${south.port}`,
        smtpUser: 'south',
        smtpPassword: 'south pass',
      },
    });
    await addNorth(t);
    await inFacility('north', async () => {
      const settings: [string, string][] = [
        ['facilityEmail', 'office@north.example.org'],
        ['emailFrom', 'no-reply@north.example.org'],
        ['emailFromName', 'North Mikvah'],
        ['smtpHost', `127.0.0.1:${north.port}`],
        ['smtpUser', 'north'],
        ['smtpPassword', 'north pass'],
      ];
      for (const [key, value] of settings)
        await changeSetting(writer(t.db), { key, value, actor: { userId: 'test', ip: null } });
    });
  });
  afterAll(async () => {
    await t.close();
    await south.close();
    await north.close();
  });

  it("sends each facility's contact message from its sender, through its server, to its office", async () => {
    const contact = async (host: string | undefined, firstName: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/api/settings/ContactForm',
        headers: host === undefined ? {} : { host },
        payload: {
          firstName,
          email: `${firstName.toLowerCase()}@example.org`,
          message: `A question from ${firstName}`,
          reCaptchaTokenResponse: await solvedToken(t.app, host),
        },
      });
      expect(res.json()).toEqual({ success: true, errorMessage: null });
    };
    await contact(undefined, 'Leah');
    await contact(NORTH, 'Miriam');
    await expect.poll(() => south.received.length + north.received.length, { timeout: 20_000 }).toBe(2);
    const [southMail] = south.received;
    const [northMail] = north.received;
    expect(southMail?.user).toBe('south');
    expect(southMail?.headers.get('from')).toBe('South Mikvah <no-reply@south.example.org>');
    expect(southMail?.headers.get('to')).toBe('office@south.example.org');
    expect(southMail?.text).toContain('A question from Leah');
    expect(northMail?.user).toBe('north');
    expect(northMail?.headers.get('from')).toBe('North Mikvah <no-reply@north.example.org>');
    expect(northMail?.headers.get('to')).toBe('office@north.example.org');
    expect(northMail?.text).toContain('A question from Miriam');
    // Each facility's outbox holds its own message alone.
    const rowsOf = async (facility: string) =>
      (await inFacility(facility, () => listMessages(t.db, { limit: 10 }))).map((m) => m.to);
    expect(await rowsOf('default')).toEqual(['office@south.example.org']);
    expect(await rowsOf('north')).toEqual(['office@north.example.org']);
  });
});
