import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  altchaApi,
  botChecksSettled,
  decodeToken,
  verifiedRobotCheck,
} from '../../../test/bot-check-fixtures';
import { fakeApi, json, type Handler } from '../../../test/fake-api';
import {
  CARD_EXPIRY,
  declined,
  fillCard,
  paymentDone,
  sandboxConfig,
  savedCards,
} from '../../../test/payments-fixtures';
import { patron, renderApp } from '../../../test/render';
import { settingsList } from '../../../test/reserve-fixtures';
import { i18n } from '../../i18n/setup';

// Each page's bot check solves itself as it loads: a test ends once it has settled.
afterEach(botChecksSettled);

function setup(signedIn: boolean, extra: Record<string, Handler> = {}) {
  const api = fakeApi({
    'GET /api/api/settings': () => json(settingsList),
    'GET /api/api/users/7': () => json({ id: '7' }),
    'POST /api/api/settings/ContactForm': () => json({ success: true, errorMessage: null }),
    ...sandboxConfig,
    ...altchaApi,
    ...extra,
  });
  vi.stubGlobal('fetch', api.fetch);
  const app = renderApp({ path: '/donate', session: signedIn ? patron : null });
  return { ...app, api };
}

const type = (name: string | RegExp, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent);
/** The form, once the page has the bot check's and the payments' configuration it is drawn with. */
const formShown = (language: 'en' | 'he' = 'en') =>
  screen.findByRole('textbox', { name: language === 'en' ? 'First name' : 'שם פרטי' });
/** The thank-you's lines, once it shows. */
async function thanksLines(): Promise<string[]> {
  const thanks = await screen.findByRole('status');
  return Array.from(thanks.querySelectorAll('p'), (p) => p.textContent ?? '');
}

describe('/donate as a guest (docs/product/booking.md §2, §4, §5)', () => {
  it('shows the fields, the login link to come back, and the messages word for word before any payment', async () => {
    const { api } = setup(false);
    expect(await screen.findByRole('heading', { level: 1, name: 'Donate' })).toBeTruthy();
    await formShown();
    // The page's own link, beside its question (the menu has a Log In of its own for a guest).
    const login = within(screen.getByRole('main')).getByRole('link', { name: 'Log In' });
    expect(login.getAttribute('href')).toBe('/login?returnUrl=%2Fdonate');
    expect(login.parentElement?.textContent).toBe('Have an account? Log In');
    for (const name of ['First name', 'Last name', 'Phone', 'Email', 'Amount ($)']) {
      expect(screen.getByRole('textbox', { name })).toBeTruthy();
    }
    const typeSelect = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Type' });
    expect(typeSelect.value).toBe('Donation');
    expect(screen.queryByRole('textbox', { name: 'Please describe' })).toBeNull();
    fireEvent.change(typeSelect, { target: { value: 'Other' } });
    expect(screen.getByRole('textbox', { name: 'Please describe' })).toBeTruthy();
    expect(await screen.findByText('Test payments')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Postal code' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit' }).closest('form')?.noValidate).toBe(true);

    submit();
    await waitFor(() =>
      expect(alerts()).toEqual([
        'First name is required.',
        'Last name is required.',
        'Phone is required.',
        'Email is required.',
        'Amount is required.',
      ]),
    );
    // The first field with a message has the focus, as a browser's own check would give it.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'First name' })),
    );
    type('Email', 'rivka@');
    expect(alerts()).toContain('Email is required.');
    // An amount that is there but wrong says what is wrong with it; the range is said before sending.
    const amount = screen.getByRole('textbox', { name: 'Amount ($)' });
    const range = screen.getByText('From $1.00 to $10,000.00.');
    expect(amount.getAttribute('aria-describedby')?.split(' ')).toContain(range.id);
    type('Amount ($)', '0.5');
    expect(alerts()).toContain('The smallest donation is $1.00.');
    type('Amount ($)', '-5');
    expect(alerts()).toContain('The smallest donation is $1.00.');
    type('Amount ($)', '99999999');
    expect(alerts()).toContain('The largest donation is $10,000.00.');
    expect(alerts().join(' ')).not.toMatch(/\bamt\b/);
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('a new card is tokenised, charged at once, thanked, and the office is told; a failed notice is ignored', async () => {
    const { api } = setup(false, {
      'POST /api/api/payments/makepayment': () => json(paymentDone()),
      'POST /api/api/settings/ContactForm': () => json({ Message: 'An error occurred.' }, 500),
    });
    await screen.findByRole('heading', { level: 1, name: 'Donate' });
    await formShown();
    type('First name', 'Rivka');
    type('Last name', 'Levi');
    type('Phone', '310 555 0199');
    type('Email', 'rivka@example.com');
    type('Amount ($)', '36');
    fireEvent.change(screen.getByRole('combobox', { name: 'Type' }), { target: { value: 'Other' } });
    type('Please describe', 'Building fund');
    await fillCard();
    // The widget solved its challenge as the page loaded (auto), labelled for people and readers.
    await verifiedRobotCheck();
    submit();
    // The spec's words first, then the amount, and where the receipt went.
    expect(await thanksLines()).toEqual([
      'Thank you for your donation of $36.00.',
      'A receipt was sent to rivka@example.com.',
    ]);
    // The form and its button are gone: focus is on the thank-you, not lost to the page.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('status')));
    // The office's notice goes out after the thank-you is shown.
    const posts = () => api.calls.filter((c) => c.method === 'POST').map((c) => c.path);
    await waitFor(() =>
      expect(posts()).toEqual([
        '/api/api/payments/sandbox/tokens',
        '/api/api/payments/makepayment',
        '/api/api/settings/ContactForm',
      ]),
    );
    const [payment] = api.callsTo('POST', '/api/api/payments/makepayment');
    const paid = JSON.parse(payment!.body) as Record<string, unknown>;
    expect(paid).toEqual({
      method: 'creditcard',
      amt: 36,
      email: 'rivka@example.com',
      sourceToken: 'tok_4242',
      saveCard: false,
      firstName: 'Rivka',
      lastName: 'Levi',
      phone: '310 555 0199',
      donationType: 'Other: Building fund',
      reCaptchaTokenResponse: expect.any(String),
    });
    expect(payment!.headers['idempotency-key']).toBeTruthy();
    const notice = JSON.parse(api.callsTo('POST', '/api/api/settings/ContactForm')[0]!.body) as Record<
      string,
      string
    >;
    expect(notice).toMatchObject({ firstName: 'Rivka', lastName: 'Levi', email: 'rivka@example.com' });
    // Each request carries a solved challenge of its own: the server accepts each once.
    const served = api.callsTo('GET', '/api/api/botcheck/challenge').length;
    expect(served).toBe(2);
    const paymentToken = decodeToken(paid.reCaptchaTokenResponse);
    const noticeToken = decodeToken(notice.reCaptchaTokenResponse);
    expect(paymentToken.solution.counter).toBe(40);
    expect(noticeToken.solution.counter).toBe(40);
    expect(noticeToken.challenge.parameters.nonce).not.toBe(paymentToken.challenge.parameters.nonce);
    expect(notice.message).toBe(
      'New Payment\nFirst Name: Rivka\nLast Name: Levi\nEmail: rivka@example.com\nPhone: 310 555 0199\nType: Other: Building fund\nAmount: $36.00',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a decline is said beside Submit and takes the focus; what she typed stays, but the security code', async () => {
    setup(false, { 'POST /api/api/payments/makepayment': declined });
    await screen.findByRole('heading', { level: 1, name: 'Donate' });
    await formShown();
    type('First name', 'Rivka');
    type('Last name', 'Levi');
    type('Phone', '310 555 0199');
    type('Email', 'rivka@example.com');
    type('Amount ($)', '18');
    await fillCard('4000000000000002');
    // She pays once the bot check has solved itself: before, the page asks her to confirm it.
    await verifiedRobotCheck();
    submit();
    const failure = await screen.findByRole('alert', { name: 'Your donation was not made' });
    expect(failure.textContent).toContain('Your card was declined.');
    await waitFor(() => expect(document.activeElement).toBe(failure));
    // Beside the button she pressed, not above the form.
    expect(failure.nextElementSibling?.contains(screen.getByRole('button', { name: 'Submit' }))).toBe(true);
    const value = (name: string) => screen.getByRole<HTMLInputElement>('textbox', { name }).value;
    expect(value('Card number')).toBe('4000 0000 0000 0002');
    expect(value('Security code (CVC)')).toBe('');
    expect([value('First name'), value('Last name'), value('Email'), value('Amount ($)')]).toEqual([
      'Rivka',
      'Levi',
      'rivka@example.com',
      '18',
    ]);
    expect(screen.queryByRole('status', { name: /Thank you/ })).toBeNull();
  });

  it('without a solved bot check a guest is asked to confirm she is not a robot, and nothing is charged', async () => {
    const { api } = setup(false, {
      'GET /api/api/botcheck/challenge': () => json({ Message: 'An error occurred.' }, 500),
    });
    await screen.findByRole('heading', { level: 1, name: 'Donate' });
    await formShown();
    type('First name', 'Rivka');
    type('Last name', 'Levi');
    type('Phone', '310 555 0199');
    type('Email', 'rivka@example.com');
    type('Amount ($)', '18');
    await fillCard();
    submit();
    expect(await screen.findByText('Please confirm you are not a robot.')).toBeTruthy();
    expect(api.callsTo('POST', '/api/api/payments/makepayment')).toEqual([]);
  });

  it('in Hebrew the messages are Hebrew', async () => {
    await i18n.changeLanguage('he');
    setup(false);
    await screen.findByRole('heading', { level: 1, name: 'תרומה' });
    await formShown('he');
    // The bot check's own words are Hebrew too, once it has solved its challenge.
    await verifiedRobotCheck('אומת');
    fireEvent.click(screen.getByRole('button', { name: 'שליחה' }));
    await waitFor(() => expect(alerts()).toContain('יש להזין סכום.'));
  });

  it("in Hebrew the schema's sentence is Hebrew, as the server would write it", async () => {
    await i18n.changeLanguage('he');
    setup(false);
    await screen.findByRole('heading', { level: 1, name: 'תרומה' });
    await formShown('he');
    type('שם משפחה', 'L'.repeat(101));
    fireEvent.click(screen.getByRole('button', { name: 'שליחה' }));
    await waitFor(() => expect(alerts()).toContain('השדה שם משפחה יכול להכיל עד 100 תווים.'));
  });

  it('in Hebrew the thank-you repeats the amount and names the address, each read left to right', async () => {
    await i18n.changeLanguage('he');
    setup(false, {
      'POST /api/api/payments/makepayment': () => json(paymentDone()),
    });
    await screen.findByRole('heading', { level: 1, name: 'תרומה' });
    await formShown('he');
    type('שם פרטי', 'Rivka');
    type('שם משפחה', 'Levi');
    type('טלפון', '310 555 0199');
    type('דוא״ל', 'rivka@example.com');
    type('סכום ($)', '1234.5');
    for (const [name, value] of [
      ['מספר הכרטיס', '4242424242424242'],
      ['תוקף', CARD_EXPIRY.typed],
      ['קוד אבטחה (CVC)', '123'],
      ['מיקוד', '90210'],
    ] as const)
      fireEvent.change(await screen.findByRole('textbox', { name }), { target: { value } });
    await verifiedRobotCheck('אומת');
    fireEvent.click(screen.getByRole('button', { name: 'שליחה' }));
    expect(await thanksLines()).toEqual([
      'תודה על תרומתך בסך $1,234.50.',
      'הקבלה נשלחה לכתובת rivka@example.com.',
    ]);
    const status = screen.getByRole('status');
    expect(within(status).getByText('$1,234.50').tagName).toBe('BDI');
    expect(within(status).getByText('rivka@example.com').getAttribute('dir')).toBe('ltr');
  });
});

describe('/donate signed in', () => {
  it('names may be left empty (the last name labelled optional), no phone, one saved card chosen and charged; + Use New Credit Card hides the postal code', async () => {
    const { api } = setup(true, {
      'GET /api/api/users/7/savedcards/': () =>
        json(savedCards([{ id: 'card_1', brand: 'JCB', last4: '0505' }])),
      'POST /api/api/payments/makepayment': () => json(paymentDone()),
    });
    await screen.findByRole('heading', { level: 1, name: 'Donate' });
    await formShown();
    expect(screen.queryByRole('link', { name: 'Log In' })).toBeNull();
    // docs/product/booking.md §2: "first name, last name (labelled optional when logged in)": the last name only.
    expect(screen.getByRole('textbox', { name: 'First name' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'First name (optional)' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Last name (optional)' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Phone' })).toBeNull();
    const section = await screen.findByRole('group', { name: 'Payment Method' });
    const card = within(section).getByRole<HTMLInputElement>('radio', { name: 'JCB ending in 0505' });
    expect(card.checked).toBe(true);
    // The saved-card view says "Test payments" too, once; so does the card entry.
    expect(await screen.findAllByText('Test payments')).toHaveLength(1);
    fireEvent.click(within(section).getByRole('button', { name: '+ Use New Credit Card' }));
    expect(await screen.findByRole('textbox', { name: 'Card number' })).toBeTruthy();
    expect(screen.getAllByText('Test payments')).toHaveLength(1);
    expect(screen.queryByRole('textbox', { name: 'Postal code' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Back to saved cards' }));
    type('Email', 'rivka@example.com');
    type('Amount ($)', '5');
    submit();
    expect(await thanksLines()).toEqual([
      'Thank you for your donation of $5.00.',
      'A receipt was sent to rivka@example.com.',
    ]);
    expect(JSON.parse(api.callsTo('POST', '/api/api/payments/makepayment')[0]!.body)).toEqual({
      method: 'creditcard',
      amt: 5,
      email: 'rivka@example.com',
      userId: '7',
      sourceCard: 'card_1',
      firstName: '',
      lastName: '',
      phone: '+13105551234',
      donationType: 'Donation',
    });
  });

  it('no saved cards: the card entry opens; a new card is saved to her account', async () => {
    const { api } = setup(true, {
      'GET /api/api/users/7/savedcards/': () => json(savedCards([])),
      'POST /api/api/payments/makepayment': () => json(paymentDone()),
    });
    await fillCard('5555555555554444', { postalCode: null });
    type('Email', 'rivka@example.com');
    type('Amount ($)', '5');
    submit();
    expect((await thanksLines())[0]).toBe('Thank you for your donation of $5.00.');
    expect(JSON.parse(api.callsTo('POST', '/api/api/payments/makepayment')[0]!.body)).toMatchObject({
      sourceToken: 'tok_4444',
      saveCard: true,
    });
    expect(JSON.parse(api.callsTo('POST', '/api/api/payments/sandbox/tokens')[0]!.body)).toMatchObject({
      postalCode: '',
    });
  });
});

// Last in the file: after a page whose solved bot check went unused, the next page's check failed here
// (the widget's state outlives its page).
describe("/donate checked by makepayment's own schema (docs/decisions/0034)", () => {
  it("a guest: refuses what makepayment's schema refuses, with the server's sentence, and sends nothing", async () => {
    const { api } = setup(false);
    await screen.findByRole('heading', { level: 1, name: 'Donate' });
    await formShown();
    type('First name', 'R'.repeat(101));
    type('Last name', 'Levi');
    type('Phone', '310 555 0199');
    type('Email', 'rivka@example.com');
    type('Amount ($)', '18');
    fireEvent.change(screen.getByRole('combobox', { name: 'Type' }), { target: { value: 'Other' } });
    type('Please describe', 'f'.repeat(100));
    await fillCard();
    submit();
    await waitFor(() =>
      expect(alerts()).toEqual([
        'First name must be at most 100 characters.',
        'Please describe must be at most 100 characters.',
      ]),
    );
    expect(screen.getByRole('textbox', { name: 'First name' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'Please describe' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    // Corrected, the sentence goes as she types.
    type('First name', 'Rivka');
    expect(alerts()).toEqual(['Please describe must be at most 100 characters.']);
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
    // The bot check solves itself as the page loads: the file ends once it has, not while its last
    // event is still on its way to a page that is gone.
    await verifiedRobotCheck();
  });
});
