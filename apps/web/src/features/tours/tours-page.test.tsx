import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { altchaApi, botChecksSettled, verifiedRobotCheck } from '../../../test/bot-check-fixtures';
import { fakeApi, json } from '../../../test/fake-api';
import { formSent } from '../../../test/public-fixtures';
import { renderApp } from '../../../test/render';
import { localToday } from '../../shared/today';
import { groupTourMessage, validateGroupTour, emptyGroupTour } from './group-tour-rules';

// Each page's bot check solves itself as it loads: a test ends once it has settled.
afterEach(botChecksSettled);

const alerts = () => screen.queryAllByRole('alert').map((a) => a.textContent);
const type = (name: string, value: string) =>
  fireEvent.change(screen.getByLabelText(name, { exact: false }), { target: { value } });

describe('group-tour rules', () => {
  const good = {
    ...emptyGroupTour,
    firstName: 'Tova',
    lastName: 'Stern',
    email: 'tova@example.com',
    date: '2026-12-02',
    startTime: '10:30',
    people: '24',
  };

  it('needs everything but the message; the date from today on, 1 to 200 people', () => {
    expect(validateGroupTour(good, '2026-11-23')).toEqual({});
    expect(validateGroupTour(emptyGroupTour, '2026-11-23')).toEqual({
      firstName: 'required',
      lastName: 'required',
      email: 'required',
      date: 'required',
      startTime: 'required',
      people: 'required',
    });
    expect(validateGroupTour({ ...good, date: '2026-11-22' }, '2026-11-23')).toEqual({ date: 'pastDate' });
    expect(validateGroupTour({ ...good, date: '2026-11-23' }, '2026-11-23')).toEqual({});
    for (const people of ['0', '201', '2.5', 'ten', '-3'])
      expect(validateGroupTour({ ...good, people }, '2026-11-23'), people).toEqual({ people: 'people' });
    expect(validateGroupTour({ ...good, email: 'tova@' }, '2026-11-23')).toEqual({ email: 'email' });
  });

  it('composes the office message line by line', () => {
    expect(groupTourMessage({ ...good, message: 'A seminary class' })).toBe(
      [
        'Group Tour Request',
        'First Name: Tova',
        'Last Name: Stern',
        'Email: tova@example.com',
        'Date: 2026-12-02',
        'Start Time: 10:30',
        'People: 24',
        'Message: A seminary class',
      ].join('\n'),
    );
  });

  it("reads today's date as the browser's calendar", () => {
    expect(localToday(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});

describe('/tours, Group Tours (docs/product/site-and-staff.md §2)', () => {
  it("shows a loader, then 'Coming Soon' and the request form, sent as a contact message", async () => {
    let release: () => void = () => undefined;
    const loaded = new Promise<void>((resolve) => (release = resolve));
    const api = fakeApi({
      'GET /api/api/settings': async () => {
        await loaded;
        return json([]);
      },
      'POST /api/api/settings/ContactForm': () => json(formSent()),
      ...altchaApi,
    });
    vi.stubGlobal('fetch', api.fetch);
    renderApp({ path: '/tours', session: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Group Tours' })).toBeTruthy();
    expect(screen.queryByText('Coming Soon')).toBeNull();
    expect(screen.getAllByRole('status').length).toBeGreaterThan(0);
    release();
    expect(await screen.findByText('Coming Soon')).toBeTruthy();

    fireEvent.click(await screen.findByRole('button', { name: 'Send' }));
    await waitFor(() => expect(alerts()).toEqual(Array(6).fill('The field is required.')));
    type('First name', 'Tova');
    type('Last name', 'Stern');
    type('Email', 'tova@example.com');
    type('Date', '2099-12-02');
    type('Start time', '10:30');
    type('Number of people', '24');
    type('Anything we should know?', 'A seminary class');
    await verifiedRobotCheck();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByText('Email Sent')).closest('[role="status"]')).toBeTruthy();
    const body = JSON.parse(api.callsTo('POST', '/api/api/settings/ContactForm')[0]!.body) as Record<
      string,
      string
    >;
    expect(body.message).toMatch(/^Group Tour Request\nFirst Name: Tova\n/);
    expect(body.message).toContain(
      'Date: 2099-12-02\nStart Time: 10:30\nPeople: 24\nMessage: A seminary class',
    );
  });

  it("refuses what the server's schema would, under the field it comes from, and sends nothing", async () => {
    const api = fakeApi({ 'GET /api/api/settings': () => json([]), ...altchaApi });
    vi.stubGlobal('fetch', api.fetch);
    renderApp({ path: '/tours', session: null });
    expect(await screen.findByText('Coming Soon')).toBeTruthy();
    await screen.findByRole('button', { name: 'Send' });
    type('First name', 'Tova');
    type('Last name', 'Stern');
    type('Email', 'tova@example.com');
    type('Date', '2099-12-02');
    type('Start time', '10:30');
    type('Number of people', '24');
    type('Anything we should know?', 'x'.repeat(20_001));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    // The office's message is made of her answers; its long part is hers.
    await waitFor(() => expect(alerts()).toEqual(['Message is too long.']));
    expect(
      screen.getByLabelText('Anything we should know?', { exact: false }).getAttribute('aria-invalid'),
    ).toBe('true');
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});
