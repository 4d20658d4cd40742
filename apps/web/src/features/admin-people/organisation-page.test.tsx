import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, type Handler } from '../../../test/fake-api';
import { renderApp, withRoles } from '../../../test/render';
import { i18n } from '../../i18n/setup';

const facilities = [
  { slug: 'default', name: 'Tevila Mikvah', host: null, timeZone: 'America/Los_Angeles' },
  { slug: 'north', name: 'North Mikvah', host: 'north.example.org', timeZone: 'America/New_York' },
];
const money = (from: string, to: string) => ({
  from,
  to,
  facilities: [
    {
      slug: 'default',
      name: 'Tevila Mikvah',
      totals: [{ method: 'CreditCard', count: 2, amount: 90 }],
      total: 90,
      donationTotal: 18,
    },
    {
      slug: 'north',
      name: 'North Mikvah',
      totals: [{ method: 'Cash', count: 1, amount: 36 }],
      total: 36,
      donationTotal: 0,
    },
  ],
  totals: [
    { method: 'CreditCard', count: 2, amount: 90 },
    { method: 'Cash', count: 1, amount: 36 },
  ],
  total: 126,
  donationTotal: 18,
});

const organisationHandlers: Record<string, Handler> = {
  'GET /api/api/organisation/facilities': () => json(facilities),
  'POST /api/api/organisation/facilities': (call) => {
    const body = JSON.parse(call.body) as { slug: string; name: string; host: string };
    if (body.slug === 'north')
      return json({ Message: 'Another facility already has the short name north.' }, 400);
    return json({ ...body, timeZone: 'America/Los_Angeles' });
  },
  'GET /api/api/organisation/report': (call) => {
    const query = new URL(call.url, 'http://x').searchParams;
    return json(money(query.get('from') ?? '', query.get('to') ?? ''));
  },
};
const organisationApi = () => fakeApi(organisationHandlers);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-24T12:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('/admin/organisation', () => {
  it("lists the facilities and each one's money with the organisation's sums", async () => {
    const api = organisationApi();
    vi.stubGlobal('fetch', api.fetch);
    renderApp({ path: '/admin/organisation', session: withRoles('OrgAdmin') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Organisation' })).toBeTruthy();
    const list = await screen.findByRole('table', { name: 'The facilities of this site' });
    expect(within(list).getByRole('link', { name: 'North Mikvah' }).getAttribute('href')).toBe(
      '/admin/organisation/north',
    );
    expect(within(list).getByText('Every other address')).toBeTruthy();
    const sums = await screen.findByRole('table', {
      name: "Each facility's payments, refunds and gifts of these nights",
    });
    const rows = within(sums)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'FacilityPaymentsAmountOf which gifts',
      'Tevila Mikvah2$90.00$18.00',
      'North Mikvah1$36.00$0.00',
      'All facilities3$126.00$18.00',
    ]);
    expect(api.callsTo('GET', '/api/api/organisation/report')[0]!.url).toBe(
      '/api/api/organisation/report?from=2026-11-01&to=2026-11-30',
    );
  });

  it("adds a facility, or shows the server's refusal and keeps what she typed", async () => {
    const api = organisationApi();
    vi.stubGlobal('fetch', api.fetch);
    renderApp({ path: '/admin/organisation', session: withRoles('OrgAdmin') });
    const form = await screen.findByRole('form', { name: 'Add a facility' });
    fireEvent.change(within(form).getByLabelText(/^Name/), { target: { value: 'Another North' } });
    fireEvent.change(within(form).getByLabelText(/^Short name/), { target: { value: 'north' } });
    fireEvent.change(within(form).getByLabelText(/^Address/), { target: { value: 'another.example.org' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add the facility' }));
    expect((await within(form).findByRole('alert')).textContent).toContain(
      'Another facility already has the short name north.',
    );
    expect((within(form).getByLabelText(/^Short name/) as HTMLInputElement).value).toBe('north');
    fireEvent.change(within(form).getByLabelText(/^Short name/), { target: { value: 'east' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add the facility' }));
    expect((await within(form).findByRole('status')).textContent).toBe('Another North was added.');
    const sent = api.callsTo('POST', '/api/api/organisation/facilities').at(-1)!;
    // Fields left empty are not sent: the server takes their defaults.
    expect(JSON.parse(sent.body)).toEqual({
      slug: 'east',
      name: 'Another North',
      host: 'another.example.org',
    });
    await waitFor(() => expect(api.callsTo('GET', '/api/api/organisation/facilities').length).toBe(2));
  });

  it('is not shown to a facility administrator', async () => {
    const api = organisationApi();
    vi.stubGlobal('fetch', api.fetch);
    const { router } = renderApp({ path: '/admin/organisation', session: withRoles('Admin') });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.callsTo('GET', '/api/api/organisation/facilities')).toEqual([]);
  });
});

describe('/admin/organisation in Hebrew', () => {
  it('names the page and the sums in Hebrew', async () => {
    await i18n.changeLanguage('he');
    vi.stubGlobal('fetch', organisationApi().fetch);
    renderApp({ path: '/admin/organisation', session: withRoles('OrgAdmin') });
    expect(await screen.findByRole('heading', { level: 1, name: 'הארגון' })).toBeTruthy();
    const sums = await screen.findByRole('table', {
      name: 'התשלומים, ההחזרים והתרומות של כל מקווה בלילות האלה',
    });
    expect(within(sums).getByText('כל המקוואות')).toBeTruthy();
  });
});

describe('/admin/organisation/{slug}', () => {
  it("changes one of the facility's settings and shows its audit log", async () => {
    const settings = [
      {
        key: 'facilityName',
        name: 'Facility name',
        value: 'North Mikvah',
        prevValue: null,
        type: 'string',
        hint: 'As patrons see it.',
        secret: false,
        group: 'general',
      },
      {
        key: 'priceBath',
        name: 'Bath price',
        value: '40',
        prevValue: null,
        type: 'decimal',
        hint: 'In dollars.',
        secret: false,
        group: 'prices',
      },
    ];
    const api = fakeApi({
      ...organisationHandlers,
      'GET /api/api/organisation/facilities/north/settings': () => json(settings),
      'PUT /api/api/organisation/facilities/north/settings/priceBath': (call) => {
        const { value } = JSON.parse(call.body) as { value: string };
        if (value === 'free')
          return json(
            { success: false, errorMessage: 'Bath price: enter an amount in dollars.', result: null },
            400,
          );
        return json({
          success: true,
          errorMessage: null,
          result: { key: 'priceBath', value, prevValue: '40' },
        });
      },
      'GET /api/api/organisation/facilities/north/audit': () =>
        json({
          items: [
            {
              id: 7,
              at: '2026-11-19T10:05:00-05:00',
              user: null,
              userId: 'organisation',
              ip: null,
              action: 'settings.change',
              entity: 'setting',
              entityId: 'priceBath',
              before: { value: '35' },
              after: { value: '40' },
            },
          ],
          total: 1,
          page: 1,
          pageSize: 25,
        }),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderApp({ path: '/admin/organisation/north', session: withRoles('OrgAdmin') });
    expect(await screen.findByRole('heading', { level: 1, name: 'North Mikvah' })).toBeTruthy();
    const form = await screen.findByRole('form', { name: 'Change a setting' });
    fireEvent.change(within(form).getByLabelText('Setting'), { target: { value: 'priceBath' } });
    expect(within(form).getByText('Now: 40')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('New value'), { target: { value: 'free' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect((await within(form).findByRole('alert')).textContent).toContain(
      'Bath price: enter an amount in dollars.',
    );
    fireEvent.change(within(form).getByLabelText('New value'), { target: { value: '45' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect((await within(form).findByRole('status')).textContent).toBe('Bath price was saved.');
    const log = await screen.findByRole('table');
    expect(within(log).getByText('The organisation')).toBeTruthy();
  });
});
