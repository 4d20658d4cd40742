import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { altchaApi, botChecksSettled, verifiedRobotCheck } from '../../../test/bot-check-fixtures';
import { fakeApi, json, type Handler } from '../../../test/fake-api';
import { formSent } from '../../../test/public-fixtures';
import { renderApp } from '../../../test/render';
import { changeLanguage } from '../../i18n/setup';
import { careersMessage, emptyCareers, validateCareers } from './careers-rules';

// Each page's bot check solves itself as it loads: a test ends once it has settled.
afterEach(botChecksSettled);

const filled = {
  firstName: 'Leah',
  lastName: 'Gold',
  phone: '(310) 555-0142',
  email: 'leah@example.com',
  position: 'Attendant',
  experience: 'Five years at a community mikvah.\nCPR certified.',
};

describe('careers rules (docs/product/site-and-staff.md §3, §5)', () => {
  it('requires every field, the email an address', () => {
    expect(validateCareers(filled)).toEqual({});
    expect(Object.keys(validateCareers(emptyCareers))).toEqual([
      'firstName',
      'lastName',
      'phone',
      'email',
      'position',
      'experience',
    ]);
    expect(validateCareers({ ...filled, email: 'leah' })).toEqual({ email: 'email' });
    expect(validateCareers({ ...filled, experience: '   ' })).toEqual({ experience: 'required' });
  });

  it("begins the message with 'Careers Form Submission' and lists every answer", () => {
    expect(careersMessage(filled)).toBe(
      [
        'Careers Form Submission',
        'First Name: Leah',
        'Last Name: Gold',
        'Email: leah@example.com',
        'Phone: (310) 555-0142',
        'Position: Attendant',
        'Experience: Five years at a community mikvah.\nCPR certified.',
      ].join('\n'),
    );
  });
});

function setup(extra: Record<string, Handler> = {}) {
  const api = fakeApi({
    'GET /api/api/settings': () => json([]),
    'POST /api/api/settings/ContactForm': () => json(formSent()),
    ...altchaApi,
    ...extra,
  });
  vi.stubGlobal('fetch', api.fetch);
  renderApp({ path: '/careers', session: null });
  return api;
}

const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent);

async function fill() {
  for (const [label, value] of [
    ['First name', filled.firstName],
    ['Last name', filled.lastName],
    ['Phone', filled.phone],
    ['Email', filled.email],
    ['Experience', filled.experience],
  ] as const)
    fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
  fireEvent.change(screen.getByRole('combobox', { name: 'Position' }), { target: { value: 'Attendant' } });
  await verifiedRobotCheck();
}

describe('/careers (docs/product/site-and-staff.md §2)', () => {
  it('asks for every field, then sends and shows Email Sent in place of the form', async () => {
    const api = setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Careers' })).toBeTruthy();
    expect(screen.getByText(/always looking for hard-working, dedicated people/)).toBeTruthy();
    const position = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Position' });
    expect([...position.options].map((o) => o.value)).toEqual([
      '',
      'Reception',
      'Attendant',
      'Cleaning',
      'Manicurist',
      'Other',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(alerts()).toEqual(Array(6).fill('The field is required.')));
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);

    await fill();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const sent = await screen.findByText('Email Sent');
    expect(sent.closest('[role="status"]')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
    const body = JSON.parse(api.callsTo('POST', '/api/api/settings/ContactForm')[0]!.body) as Record<
      string,
      string
    >;
    expect(body).toMatchObject({ firstName: 'Leah', lastName: 'Gold', email: 'leah@example.com' });
    expect(body.message).toBe(careersMessage(filled));
    expect(body.reCaptchaTokenResponse).toBeTruthy();
  });

  it("refuses what the server's schema would: the message made of her answers, under Experience; nothing sent", async () => {
    const api = setup();
    await screen.findByRole('combobox', { name: 'Position' });
    await fill();
    const experience = screen.getByLabelText('Experience', { exact: false });
    fireEvent.change(experience, { target: { value: 'x'.repeat(20_001) } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(alerts()).toEqual(['Experience is too long.']));
    expect(experience.getAttribute('aria-invalid')).toBe('true');
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('shows a loading button while sending, then the refusal in red, verbatim', async () => {
    let answer: (r: Response) => void = () => undefined;
    setup({
      'POST /api/api/settings/ContactForm': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await screen.findByRole('combobox', { name: 'Position' });
    await fill();
    const send = screen.getByRole('button', { name: 'Send' });
    fireEvent.click(send);
    await waitFor(() => expect(send.getAttribute('aria-busy')).toBe('true'));
    expect(screen.getByLabelText<HTMLInputElement>('First name', { exact: false }).disabled).toBe(true);
    answer(json({ success: false, errorMessage: 'Message must be at most 5000 characters.' }, 400));
    expect(await screen.findByText('Message must be at most 5000 characters.')).toBeTruthy();
    expect(alerts()).toEqual(['Message must be at most 5000 characters.']);
    expect(send.getAttribute('aria-busy')).toBeNull();
  });

  it('speaks Hebrew', async () => {
    await changeLanguage('he');
    setup();
    fireEvent.click(await screen.findByRole('button', { name: 'שליחה' }));
    await waitFor(() => expect(alerts()).toEqual(Array(6).fill('זהו שדה חובה.')));
  });
});
