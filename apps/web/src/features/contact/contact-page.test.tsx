import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { altchaApi, botChecksSettled, verifiedRobotCheck } from '../../../test/bot-check-fixtures';
import { fakeApi, json } from '../../../test/fake-api';
import { formSent } from '../../../test/public-fixtures';
import { patron, renderApp } from '../../../test/render';
import { changeLanguage } from '../../i18n/setup';
import { validateContact } from './contact-rules';

// Each page's bot check solves itself once she comes into its form: a test ends once it has settled.
afterEach(botChecksSettled);

const settings = [
  { key: 'facilityAddress', value: '120 Rose Avenue\nLos Angeles, CA' },
  { key: 'facilityPhone', value: '(323) 555-0100' },
  { key: 'facilityEmail', value: 'office@example.org' },
  { key: 'locationLat', value: '34.0522' },
  { key: 'locationLong', value: '-118.2437' },
];

function setup(signedIn: boolean) {
  const api = fakeApi({
    'GET /api/api/settings': () => json(settings),
    'GET /api/api/users/7': () => json({ id: '7' }),
    'POST /api/api/settings/ContactForm': () => json(formSent()),
    ...altchaApi,
  });
  vi.stubGlobal('fetch', api.fetch);
  renderApp({ path: '/contact', session: signedIn ? patron : null });
  return api;
}

const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent);
const field = (label: string) =>
  screen.getByRole<HTMLInputElement>('textbox', { name: new RegExp(`^${label}`) });
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

describe('contact rules (docs/product/site-and-staff.md §5)', () => {
  const good = { firstName: '', lastName: 'Levi', email: 'r@example.com', message: 'Hello' };
  it('needs email and message; the last name only from a guest; never the first name', () => {
    expect(validateContact(good, false)).toEqual({});
    expect(validateContact({ ...good, lastName: '' }, false)).toEqual({ lastName: 'required' });
    expect(validateContact({ ...good, lastName: '' }, true)).toEqual({});
    expect(validateContact({ ...good, email: '', message: ' ' }, true)).toEqual({
      email: 'required',
      message: 'required',
    });
    expect(validateContact({ ...good, email: 'r@example' }, true)).toEqual({ email: 'email' });
  });
});

describe('/contact (docs/product/site-and-staff.md §2, docs/product/booking.md §2)', () => {
  it("the bot check's work waits for her to come into the form, so the page's load never waits for it", async () => {
    const api = setup(false);
    const email = await screen.findByRole('textbox', { name: 'Email' });
    const robot = screen.getByRole<HTMLInputElement>('checkbox', { name: "I'm not a robot" });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.callsTo('GET', '/api/api/botcheck/challenge')).toHaveLength(0);
    fireEvent.focusIn(email);
    await waitFor(() => expect(robot.checked).toBe(true));
    expect(api.callsTo('GET', '/api/api/botcheck/challenge')).toHaveLength(1);
  });

  it('a guest must give her last name, email and message; then Email Sent', async () => {
    const api = setup(false);
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeTruthy();
    expect((await screen.findByRole('textbox', { name: 'Email' })).getAttribute('type')).toBe('email');
    expect(screen.getByRole('textbox', { name: 'First name (optional)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(alerts()).toEqual(Array(3).fill('The field is required.')));
    expect(field('Last name').getAttribute('aria-invalid')).toBe('true');
    expect(field('First name').getAttribute('aria-invalid')).not.toBe('true');
    type('Last name', 'Levi');
    type('Email', 'rivka@example.com');
    type('Message', 'Is the mikvah open on Chol Hamoed?');
    await verifiedRobotCheck();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByText('Email Sent')).closest('[role="status"]')).toBeTruthy();
    const body = JSON.parse(api.callsTo('POST', '/api/api/settings/ContactForm')[0]!.body) as Record<
      string,
      string
    >;
    expect(body).toEqual({
      firstName: '',
      lastName: 'Levi',
      email: 'rivka@example.com',
      message: 'Is the mikvah open on Chol Hamoed?',
      reCaptchaTokenResponse: expect.any(String),
    });
  });

  it("refuses what the server's schema would, with its sentence under the field, and sends nothing", async () => {
    const api = setup(false);
    await screen.findByRole('textbox', { name: 'Email' });
    type('Last name', 'Levi');
    type('Email', 'rivka@example.com');
    type('Message', 'x'.repeat(20_001));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(alerts()).toEqual(['Message is too long.']));
    expect(field('Message').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('Message'));
    expect(api.callsTo('POST', '/api/api/settings/ContactForm')).toEqual([]);
  });

  it('signed in, only email and message are required', async () => {
    setup(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Send' }));
    await waitFor(() => expect(alerts()).toEqual(Array(2).fill('The field is required.')));
    expect(screen.getByRole('textbox', { name: 'Last name (optional)' })).toBeTruthy();
  });

  it('shows the address, phone, email and the careers link', async () => {
    setup(false);
    const [main] = await screen.findAllByRole('main');
    const address = (await within(main!).findByText('120 Rose Avenue')).closest('address')!;
    expect(address.textContent).toContain('Los Angeles, CA');
    expect(within(main!).getByRole('link', { name: '(323) 555-0100' }).getAttribute('href')).toBe(
      'tel:3235550100',
    );
    expect(within(main!).getByRole('link', { name: 'office@example.org' }).getAttribute('href')).toBe(
      'mailto:office@example.org',
    );
    expect(screen.getByRole('link', { name: /See Careers/ }).getAttribute('href')).toBe('/careers');
  });

  it('loads no map until she asks; then the OpenStreetMap embed of the facility', async () => {
    setup(false);
    const show = await screen.findByRole('button', { name: 'Show map' });
    expect(document.querySelector('iframe')).toBeNull();
    const open = screen.getByRole('link', { name: 'Open in maps' });
    expect(open.getAttribute('href')).toBe(
      'https://www.openstreetmap.org/?mlat=34.05220&mlon=-118.24370#map=17/34.05220/-118.24370',
    );
    fireEvent.click(show);
    const frame = screen.getByTitle<HTMLIFrameElement>("Map of the mikvah's location");
    expect(new URL(frame.src).origin).toBe('https://www.openstreetmap.org');
    expect(frame.getAttribute('referrerpolicy')).toBe('no-referrer');
    expect(screen.queryByRole('button', { name: 'Show map' })).toBeNull();
  });

  it('speaks Hebrew', async () => {
    await changeLanguage('he');
    setup(false);
    fireEvent.click(await screen.findByRole('button', { name: 'שליחה' }));
    await waitFor(() => expect(alerts()).toEqual(Array(3).fill('זהו שדה חובה.')));
    // The map comes with the facility's place, from the settings.
    expect(await screen.findByRole('button', { name: 'הצגת המפה' })).toBeTruthy();
  });
});
