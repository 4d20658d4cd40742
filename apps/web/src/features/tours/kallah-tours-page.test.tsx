import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { altchaApi, botChecksSettled, verifiedRobotCheck } from '../../../test/bot-check-fixtures';
import { fakeApi, json, type Handler } from '../../../test/fake-api';
import { formSent, toursAnswer } from '../../../test/public-fixtures';
import { renderApp } from '../../../test/render';
import { changeLanguage } from '../../i18n/setup';

// Each page's bot check solves itself as it loads: a test ends once it has settled.
afterEach(botChecksSettled);

const settings = [{ key: 'facilityAddress', value: '120 Rose Avenue\nLos Angeles, CA' }];
const tours = toursAnswer([
  { id: 't1', type: 'Kallah', date: '2026-12-01T19:00:00-08:00', location: null, capacity: 8, spotsLeft: 3 },
  {
    id: 't2',
    type: 'Kallah',
    date: '2027-01-05T10:30:00-08:00',
    location: null,
    capacity: null,
    spotsLeft: null,
  },
]);
const REQUIRED = 'The field is required.';

function setup(list: unknown[], extra: Record<string, Handler> = {}) {
  const api = fakeApi({
    'GET /api/api/settings': () => json(settings),
    'GET /api/api/tours': () => json(list),
    'POST /api/api/tours/t2/signup': () => json(formSent()),
    'POST /api/api/settings/ContactForm': () => json(formSent()),
    ...altchaApi,
    ...extra,
  });
  vi.stubGlobal('fetch', api.fetch);
  renderApp({ path: '/kallah-tours', session: null });
  return api;
}

const type = (name: string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });
const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent);
const solved = async () => {
  await verifiedRobotCheck();
};

describe('/kallah-tours with tours (docs/product/site-and-staff.md §2, §5, §8)', () => {
  it('shows the next tour and where it meets; every field is required before anything is sent', async () => {
    const api = setup(tours);
    expect(await screen.findByRole('heading', { level: 1, name: 'Kallah Tours' })).toBeTruthy();
    const facts = (await screen.findByText('Next tour')).closest('dl')!;
    // The heading is the page's own text; the tours come with the answer, asked for Kallah tours only.
    expect(api.callsTo('GET', '/api/api/tours')[0]?.url).toBe('/api/api/tours?type=Kallah');
    expect(within(facts).getByText('Tuesday, December 1, 2026, 7:00PM')).toBeTruthy();
    // Where it meets is the facility's address, from the settings, read apart from the tours.
    await waitFor(() => expect(facts.textContent).toContain('120 Rose Avenue'));
    const select = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Tour' });
    expect([...select.options].map((o) => o.text)).toEqual([
      'Choose a tour',
      '12/01/26 7:00PM',
      '01/05/27 10:30AM',
    ]);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Email' }).type).toBe('email');
    expect(screen.getByRole('button', { name: 'Sign Up' }).closest('form')?.noValidate).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(alerts()).toEqual([REQUIRED, REQUIRED, REQUIRED, REQUIRED]));
    // The first field with a message takes the focus, as the browser's own check would.
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'First name' }));
    type('Email', 'dina@');
    expect(alerts()).toContain('Please enter a valid email address.');
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('signs her up for the tour she chose; the thanks replaces the form', async () => {
    const api = setup(tours);
    await screen.findByRole('combobox', { name: 'Tour' });
    type('First name', ' Dina ');
    type('Last name', 'Katz');
    type('Email', 'dina@example.com');
    fireEvent.change(screen.getByRole('combobox', { name: 'Tour' }), { target: { value: 't2' } });
    await solved();
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect((await screen.findByRole('status', { name: '' })).textContent).toBe(
      'Thank you for signing up for the Kallah Tour at our mikvah! We look forward to seeing you there!',
    );
    expect(screen.queryByRole('button', { name: 'Sign Up' })).toBeNull();
    const body = JSON.parse(api.callsTo('POST', '/api/api/tours/t2/signup')[0]!.body) as Record<
      string,
      unknown
    >;
    expect(body).toEqual({
      firstName: 'Dina',
      lastName: 'Katz',
      email: 'dina@example.com',
      tourId: 't2',
      reCaptchaTokenResponse: expect.any(String),
    });
  });

  it("refuses what the server's schema of the sign-up would, with its sentence, and sends nothing", async () => {
    const api = setup(tours);
    await screen.findByRole('combobox', { name: 'Tour' });
    type('First name', 'Dina');
    type('Last name', 'K'.repeat(20_001));
    type('Email', 'dina@example.com');
    fireEvent.change(screen.getByRole('combobox', { name: 'Tour' }), { target: { value: 't2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(alerts()).toEqual(['Last name is too long.']));
    expect(screen.getByRole('textbox', { name: 'Last name' }).getAttribute('aria-invalid')).toBe('true');
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it("shows the server's refusal verbatim in a red alert, and clears it when she tries again", async () => {
    let answer = json({ success: false, errorMessage: 'This tour is full.' }, 400);
    setup(tours, { 'POST /api/api/tours/t2/signup': () => answer });
    await screen.findByRole('combobox', { name: 'Tour' });
    type('First name', 'Dina');
    type('Last name', 'Katz');
    type('Email', 'dina@example.com');
    fireEvent.change(screen.getByRole('combobox', { name: 'Tour' }), { target: { value: 't2' } });
    await solved();
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('This tour is full.')).toBeTruthy();
    expect(alerts()).toEqual(['This tour is full.']);
    answer = json(formSent());
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    await screen.findByText(/Thank you for signing up/);
    expect(screen.queryByText('This tour is full.')).toBeNull();
  });
});

describe('/kallah-tours without tours', () => {
  it('explains, and asks the office to tell her when a tour is planned', async () => {
    const api = setup([]);
    expect(await screen.findByText(/No Kallah tour is on the calendar just now/)).toBeTruthy();
    expect(screen.queryByText('Next tour')).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Let me know' }));
    expect(screen.queryByRole('combobox', { name: 'Tour' })).toBeNull();
    await waitFor(() =>
      expect(alerts()).toEqual([
        'The field is required.',
        'The field is required.',
        'The field is required.',
      ]),
    );
    type('First name', 'Dina');
    type('Last name', 'Katz');
    type('Email', 'dina@example.com');
    await solved();
    fireEvent.click(screen.getByRole('button', { name: 'Let me know' }));
    expect((await screen.findByText(/Thank you for reaching out/)).textContent).toBe(
      'Thank you for reaching out. We will contact you when a Kallah tour becomes available.',
    );
    const body = JSON.parse(api.callsTo('POST', '/api/api/settings/ContactForm')[0]!.body) as Record<
      string,
      unknown
    >;
    expect(body).toEqual({
      firstName: 'Dina',
      lastName: 'Katz',
      email: 'dina@example.com',
      message: 'Please let me know when a Kallah tour is available.',
      reCaptchaTokenResponse: expect.any(String),
    });
  });

  it("refuses what the server's schema would, in the page's language, and sends nothing", async () => {
    await changeLanguage('he');
    const api = setup([]);
    await screen.findByRole('button', { name: 'עדכנו אותי' });
    type('שם פרטי', 'ד'.repeat(20_001));
    type('שם משפחה', 'כץ');
    type('דוא״ל', 'dina@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'עדכנו אותי' }));
    await waitFor(() => expect(alerts()).toEqual(['השדה שם פרטי ארוך מדי.']));
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('speaks Hebrew', async () => {
    await changeLanguage('he');
    setup([]);
    fireEvent.click(await screen.findByRole('button', { name: 'עדכנו אותי' }));
    await waitFor(() => expect(alerts()).toEqual(['זהו שדה חובה.', 'זהו שדה חובה.', 'זהו שדה חובה.']));
  });
});
