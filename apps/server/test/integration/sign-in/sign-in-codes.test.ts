import { afterEach, describe, expect, it } from 'vitest';
import { listMessages } from '../../../src/modules/outbox/repo.ts';
import { findUserByPhone } from '../../../src/modules/users/repo.ts';
import { refusal } from '../../helpers/answers.ts';
import { lastCode, phone, register, verify } from '../../helpers/auth.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';

const NOW = '2026-12-01T10:00:00Z';

describe('sign-in codes: account/register and account/registrationVerify', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('sends a discreet 6-digit code, creates the user, and answers device credentials', async () => {
    t = await createTestApp({ now: NOW });
    const p = phone(1);
    const sent = await register(t.app, p, '127.0.0.1', { language: 'en', email: 'dina@example.org' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ success: true, errorMessage: null, result: null });
    const [message] = await listMessages(t.db, { to: [p], limit: 5 });
    expect(message).toMatchObject({ channel: 'sms', to: p, status: 'queued' });
    // No name at all by default: the facility's own (Tevila Mikvah) would say what it is for.
    expect(message?.body).toMatch(/^\d{6} is your sign-in code\. It expires in 10 minutes\.$/);
    expect(message?.body).not.toMatch(/mikvah|ritual|immersion|tevila/i);
    const user = await findUserByPhone(t.db, p);
    expect(user).toMatchObject({ userName: p.slice(1), language: 'en', email: 'dina@example.org' });

    const ok = await verify(t.app, p, await lastCode(t.db, p));
    expect(ok.statusCode).toBe(200);
    const body = ok.json<{ success: boolean; result: { userName: string; passwd: string } }>();
    expect(body).toMatchObject({ success: true, errorMessage: null, result: { userName: '13105550101' } });
    // 32 random bytes, base64url.
    expect(body.result.passwd).toMatch(/^[\w-]{43}$/);
    // Credentials: no cache between her phone and the site may keep them.
    expect(ok.headers['cache-control']).toBe('no-store');
  });

  it('writes the code in Hebrew for a Hebrew reader, and accepts digits without "+"', async () => {
    t = await createTestApp({ now: NOW });
    const p = phone(2);
    expect((await register(t.app, p.slice(1), '127.0.0.1', { language: 'he' })).statusCode).toBe(200);
    const [message] = await listMessages(t.db, { to: [p], limit: 1 });
    expect(message?.body).toMatch(/^\d{6} הוא קוד ההתחברות שלך\. תוקפו יפוג בעוד 10 דקות\.$/);
  });

  it('puts the sender name an administrator chose before the code, in either language', async () => {
    t = await createTestApp({ now: NOW, settings: { smsSenderName: 'Beth Shalom' } });
    const en = phone(3);
    expect((await register(t.app, en, '127.0.0.1', { language: 'en' })).statusCode).toBe(200);
    const [english] = await listMessages(t.db, { to: [en], limit: 1 });
    expect(english?.body).toMatch(/^Beth Shalom: \d{6} is your sign-in code\. It expires in 10 minutes\.$/);
    const he = phone(4);
    expect((await register(t.app, he, '127.0.0.1', { language: 'he' })).statusCode).toBe(200);
    const [hebrew] = await listMessages(t.db, { to: [he], limit: 1 });
    expect(hebrew?.body).toMatch(/^\u200fBeth Shalom: \d{6} הוא קוד ההתחברות שלך\./);
    // The code the test reads is the code that signs her in.
    expect((await verify(t.app, he, /\d{6}/.exec(hebrew?.body ?? '')?.[0] ?? '')).statusCode).toBe(200);
  });

  it('refuses bad phones with the sentences of the spec, sending nothing', async () => {
    t = await createTestApp({ now: NOW });
    const cases: [unknown, string][] = [
      [undefined, 'Phone number required'],
      ['', 'Phone number required'],
      ['   ', 'Phone number required'],
      ['+1310555123', 'Invalid phone number'],
      ['not a phone', 'Invalid phone number'],
      ['+999123456789', 'Invalid phone number'],
      ['+4915112345678', "We can't send codes to this country."],
    ];
    for (const [value, message] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/api/account/register',
        payload: { phone: value },
      });
      expect(res.statusCode, String(value)).toBe(400);
      expect(res.json()).toEqual(refusal(message));
    }
    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/api/api/account/register',
      payload: { phone: 42 },
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toEqual({ Message: 'The phone number must be text.' });
    const badLanguage = await register(t.app, phone(3), '127.0.0.1', { language: 'fr' });
    expect(badLanguage.json()).toEqual(refusal('The language must be English or Hebrew.'));
    const badEmail = await register(t.app, phone(3), '127.0.0.1', { email: 'nope' });
    expect(badEmail.json()).toEqual(refusal('Invalid email address'));
    expect(await listMessages(t.db, { limit: 10 })).toEqual([]);
  });

  it('sends only to the countries of smsCountries', async () => {
    t = await createTestApp({ now: NOW, settings: { smsCountries: 'IL' } });
    expect((await register(t.app, phone(4))).json()).toEqual(refusal("We can't send codes to this country."));
    expect((await register(t.app, '+972523456789')).statusCode).toBe(200);
  });

  it('voids a code after 5 wrong tries: the right code is refused afterwards', async () => {
    t = await createTestApp({ now: NOW });
    const p = phone(5);
    await register(t.app, p);
    const code = await lastCode(t.db, p);
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 1; i <= 4; i++)
      expect((await verify(t.app, p, wrong)).json()).toEqual(refusal('The code is not correct.'));
    const fifth = await verify(t.app, p, wrong);
    expect(fifth.json()).toEqual(refusal('Too many wrong tries. Please request a new code.'));
    expect((await verify(t.app, p, code)).json()).toEqual(
      refusal('Too many wrong tries. Please request a new code.'),
    );
  });

  it('refuses a used code, an expired code, no code, and a code of the wrong shape', async () => {
    t = await createTestApp({ now: NOW });
    const p = phone(6);
    expect((await verify(t.app, p, '123456')).json()).toEqual(
      refusal('No code was requested for this number. Please request a code first.'),
    );
    await register(t.app, p);
    const code = await lastCode(t.db, p);
    for (const bad of ['12345', '1234567', 'abcdef', '', '12 345'])
      expect((await verify(t.app, p, bad)).json(), bad).toEqual(refusal('The code must be 6 digits.'));
    expect((await verify(t.app, p, code)).statusCode).toBe(200);
    expect((await verify(t.app, p, code)).json()).toEqual(
      refusal('This code has already been used. Please request a new code.'),
    );

    const q = phone(7);
    await register(t.app, q);
    const late = await lastCode(t.db, q);
    t.clock.set(new Date(Date.parse(NOW) + 10 * 60_000));
    expect((await verify(t.app, q, late)).json()).toEqual(
      refusal('The code has expired. Please request a new code.'),
    );
    const badPhone = await verify(t.app, 'garbage', late);
    expect(badPhone.json()).toEqual(refusal('Invalid phone number'));
  });

  it('only the newest code counts', async () => {
    t = await createTestApp({ now: NOW });
    const p = phone(8);
    await register(t.app, p);
    const first = await lastCode(t.db, p);
    t.clock.set(new Date(Date.parse(NOW) + 61_000));
    await register(t.app, p);
    const second = await lastCode(t.db, p);
    if (first !== second)
      expect((await verify(t.app, p, first)).json()).toEqual(refusal('The code is not correct.'));
    expect((await verify(t.app, p, second)).statusCode).toBe(200);
  });
});
