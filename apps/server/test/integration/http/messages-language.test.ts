import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solvedToken } from '../../helpers/bot-check.ts';
import { guest, testCards, tokenOf } from '../../helpers/payments.ts';
import { auth, book, makePatron, shower } from '../../helpers/reservations.ts';
import type { Patron } from '../../helpers/reservations.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import type { TestApp } from '../../helpers/test-app.ts';

/**
 * docs/design.md §11: every sentence the server writes is in the reader's language: the one her page names
 * (Accept-Language), else her account's, else English. The shapes of docs/design.md §5 stay as they are.
 */
describe("server messages in the reader's language", () => {
  let t: TestApp;
  let english: Patron;
  let hebrew: Patron;
  let n = 0;
  const address = () => `10.77.0.${++n}`;
  const he = { 'accept-language': 'he-IL,he;q=0.9,en;q=0.8' };

  beforeAll(async () => {
    t = await createTestApp({ now: '2026-12-01T18:00:00Z' });
    english = await makePatron(t, 701);
    hebrew = await makePatron(t, 702);
    // Her first call keeps her session (and her account's language) between requests.
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/api/users/${hebrew.userId}`, headers: auth(hebrew) }))
        .statusCode,
    ).toBe(200);
    const chosen = await t.app.inject({
      method: 'PATCH',
      url: `/api/api/users/${hebrew.userId}`,
      headers: auth(hebrew),
      payload: [{ op: 'replace', path: 'language', value: 'he' }],
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
  });
  afterAll(() => t.close());

  /** The sentence of an answer, whichever shape carries it. */
  const sentence = (res: LightMyRequestResponse): string => {
    const body = res.json<Record<string, unknown>>();
    return String(body.stripeErrorMessage ?? body.errorMessage ?? body.Message ?? body.error_description);
  };

  const wrongCode = (headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/api/account/registrationVerify',
      headers,
      payload: { phoneNumber: '+13105550799', authCode: '000000' },
      remoteAddress: address(),
    });

  it('a refusal: in Hebrew when the page is Hebrew, in English when no language is named', async () => {
    const inHebrew = await wrongCode(he);
    expect(inHebrew.statusCode).toBe(400);
    expect(inHebrew.json()).toEqual({
      success: false,
      errorMessage: 'לא התבקש קוד למספר הזה. אנא בקשי קוד קודם.',
      result: null,
    });
    expect(inHebrew.headers.vary).toMatch(/accept-language/i);
    expect((await wrongCode()).json()).toEqual({
      success: false,
      errorMessage: 'No code was requested for this number. Please request a code first.',
      result: null,
    });
    // The page's language wins over the browser's order of preference; a language we do not speak is English.
    expect(sentence(await wrongCode({ 'accept-language': 'fr-FR, he;q=0.5, en;q=0.4' }))).toBe(
      'לא התבקש קוד למספר הזה. אנא בקשי קוד קודם.',
    );
    expect(sentence(await wrongCode({ 'accept-language': 'fr-FR' }))).toBe(
      'No code was requested for this number. Please request a code first.',
    );
  });

  const badBooking = (who: Patron, headers: Record<string, string> = {}) =>
    book(
      t.app,
      who,
      { reservationDate: '2026-12-02', reservationTime: 'x', ...shower, bath: 'yes' },
      { headers },
    );

  it('a validation failure, the field named as the API spells it', async () => {
    const inHebrew = await badBooking(english, he);
    expect(inHebrew.statusCode).toBe(400);
    expect(inHebrew.json()).toEqual({ Message: 'השדה bath חייב להיות true או false.' });
    expect((await badBooking(english)).json()).toEqual({ Message: 'bath must be true or false.' });
    // Before her session was read (validation comes first): her account's language, by her token.
    expect((await badBooking(hebrew)).json()).toEqual({ Message: 'השדה bath חייב להיות true או false.' });
  });

  const missing = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/api/no-such-call', headers });

  it('a 404', async () => {
    expect((await missing(he)).json()).toEqual({ Message: 'לא נמצא דבר בכתובת הזו.' });
    expect((await missing()).json()).toEqual({
      Message: 'No HTTP resource was found that matches the request URI.',
    });
    expect((await missing(auth(hebrew))).json()).toEqual({ Message: 'לא נמצא דבר בכתובת הזו.' });
    expect((await missing(auth(english))).statusCode).toBe(404);
    expect((await missing(auth(english))).json()).toEqual({
      Message: 'No HTTP resource was found that matches the request URI.',
    });
  });

  const adminOnly = (who: Patron, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/api/settings/admin', headers: { ...auth(who), ...headers } });

  it('a 403', async () => {
    expect((await adminOnly(english, he)).statusCode).toBe(403);
    expect((await adminOnly(english, he)).json()).toEqual({ Message: 'רק מנהל מערכת יכול לעשות זאת.' });
    expect((await adminOnly(english)).json()).toEqual({ Message: 'Only an administrator may do this.' });
    expect((await adminOnly(hebrew)).json()).toEqual({ Message: 'רק מנהל מערכת יכול לעשות זאת.' });
    // Her page's language wins over her account's.
    expect((await adminOnly(hebrew, { 'accept-language': 'en' })).json()).toEqual({
      Message: 'Only an administrator may do this.',
    });
  });

  it('the 401 sentence is the same in every language (the web refreshes its token on it)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/api/users/${hebrew.userId}`,
      headers: { ...he, authorization: 'Bearer not-a-token' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ Message: 'Authorization has been denied for this request.' });
  });

  /** Eleven downloads of her data in a minute: the route allows ten. */
  async function eleventhExport(who: Patron, headers: Record<string, string> = {}) {
    let last: LightMyRequestResponse | undefined;
    for (let i = 0; i < 11; i++)
      last = await t.app.inject({
        method: 'GET',
        url: `/api/api/users/${who.userId}/export`,
        headers: { ...auth(who), ...headers },
      });
    if (last === undefined) throw new Error('no answer');
    return last;
  }

  it('a 429, with Retry-After', async () => {
    const inHebrew = await eleventhExport(english, he);
    expect(inHebrew.statusCode).toBe(429);
    expect(inHebrew.headers['retry-after']).toBeDefined();
    expect(sentence(inHebrew)).toBe('נשלחו יותר מדי בקשות. אנא המתיני מעט ונסי שוב.');
    const other = await makePatron(t, 703);
    expect(sentence(await eleventhExport(other))).toBe(
      'Too many requests. Please wait a little and try again.',
    );
    // Limited before her session is read: her account's language, by her token.
    expect(sentence(await eleventhExport(hebrew))).toBe('נשלחו יותר מדי בקשות. אנא המתיני מעט ונסי שוב.');
  });

  it("a card decline in her language, Stripe's decline answered in the shape of docs/design.md §5", async () => {
    const donate = async (who: Patron | null, headers: Record<string, string>, number: string) => {
      const token = await tokenOf(t.app, number);
      const payer = who === null ? { ...guest, reCaptchaTokenResponse: await solvedToken(t.app) } : {};
      return t.app.inject({
        method: 'POST',
        url: '/api/api/payments/makepayment',
        headers: { ...(who === null ? {} : auth(who)), ...headers },
        payload: { method: 'creditcard', amt: 18, sourceToken: token, ...payer },
      });
    };
    const declined = await donate(english, he, testCards.declined);
    expect(declined.statusCode).toBe(400);
    expect(declined.json()).toEqual({
      success: false,
      errorMessage: 'הכרטיס שלך נדחה.',
      result: null,
      stripeErrorMessage: 'הכרטיס שלך נדחה.',
      stripeErrorType: 'card_error',
    });
    expect(sentence(await donate(english, {}, testCards.declined))).toBe('Your card was declined.');
    expect(sentence(await donate(english, he, testCards.insufficient))).toBe('אין בכרטיס שלך יתרה מספקת.');
    expect(sentence(await donate(english, {}, testCards.insufficient))).toBe(
      'Your card has insufficient funds.',
    );
    expect(sentence(await donate(hebrew, {}, testCards.expired))).toBe('תוקף הכרטיס שלך פג.');
    expect(sentence(await donate(null, he, testCards.cvc))).toBe('קוד האבטחה של הכרטיס שלך שגוי.');
    expect(sentence(await donate(null, {}, testCards.cvc))).toBe("Your card's security code is incorrect.");
  });

  it('a refused booking of a patron whose account is Hebrew, and a card refused when tokenised', async () => {
    const past = await book(t.app, hebrew, {
      reservationDate: '2026-11-20',
      reservationTime: '2026-11-20T17:00:00-08:00',
      ...shower,
    });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toEqual({
      success: false,
      errorMessage: 'אי אפשר להזמין או לשנות ערב שכבר עבר.',
      result: null,
    });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/api/payments/sandbox/tokens',
      headers: he,
      payload: { number: '4242424242424241', expMonth: 12, expYear: 2030, cvc: '123' },
      remoteAddress: address(),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ Message: 'מספר הכרטיס שגוי.' });
  });
});
