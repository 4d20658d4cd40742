import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AuditEntry, AuditPage } from '@tevila/contract';
import { auditActions } from '@tevila/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, type Call } from '../../../test/fake-api';
import { renderApp, withRoles } from '../../../test/render';
import { i18n } from '../../i18n/setup';
import { changeSummary } from './audit-summary';
import { auditFieldLabel } from './audit-labels';

const ADMIN_ID = '0a1b2c3d-0000-4000-8000-000000000001';

const entry = (overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id: 1,
  at: '2026-11-19T10:05:00-08:00',
  user: { id: ADMIN_ID, name: '13105550101', phone: '+13105550101' },
  userId: ADMIN_ID,
  ip: '203.0.113.7',
  action: 'settings.change',
  entity: 'setting',
  entityId: 'priceBath',
  before: { value: '40' },
  after: { value: '45' },
  ...overrides,
});

const entries = [
  entry(),
  entry({
    id: 2,
    at: '2026-11-18T21:30:00-08:00',
    user: null,
    userId: 'cli',
    ip: null,
    action: 'role.grant',
    entity: 'user',
    entityId: 'u-9',
    before: null,
    after: { role: 'Receptionist' },
  }),
  entry({ id: 3, action: 'something.new', user: null, userId: null, ip: null, before: null, after: null }),
];

/** Entries whose values the page says in words: a visit canceled, a card charge gone through, a switch off. */
const inWords = [
  entry({
    id: 4,
    action: 'reservation.status',
    entity: 'reservation',
    entityId: '9f8e7d6c-0000-4000-8000-000000000004',
    before: { status: 'Reserved' },
    after: { status: 'Canceled' },
  }),
  entry({
    id: 5,
    action: 'payment.settle',
    entity: 'ledger_entry',
    entityId: '77',
    before: { status: 'pending' },
    after: { status: 'succeeded' },
  }),
  entry({ id: 6, entityId: 'staffSecondFactor', before: { value: 'True' }, after: { value: 'False' } }),
  entry({
    id: 7,
    action: 'payment.desk',
    entity: 'ledger_entry',
    entityId: '78',
    before: null,
    after: { amountCents: 2000, method: 'Cash' },
  }),
  entry({
    id: 8,
    action: 'account.signin',
    entity: 'user',
    entityId: ADMIN_ID,
    before: null,
    after: { by: 'phone' },
  }),
];

/** GET audit as the server answers: pages of 25 of `total` entries (the first ones given). */
function answer(call: Call, total: number, items: AuditEntry[]): AuditPage {
  const page = Number(new URL(call.url, 'http://x').searchParams.get('page') ?? '1');
  return { items, total, page, pageSize: 25 };
}

let saved: { href: string; download: string }[] = [];
beforeEach(() => {
  saved = [];
  URL.createObjectURL = vi.fn(() => 'blob:audit');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
});

describe('what an entry changed, in a line', () => {
  it('names each field that differs, before → after; values cut short; the rest counted', () => {
    expect(changeSummary({ value: '40' }, { value: '45' })).toBe('value: 40 → 45');
    expect(changeSummary(null, { role: 'Receptionist' })).toBe('role: Receptionist');
    expect(changeSummary({ sessionId: 's1' }, null)).toBe('sessionId: s1 → —');
    expect(changeSummary(null, null)).toBe('');
    expect(changeSummary({ a: 1, b: 2 }, { a: 1, b: 3 })).toBe('b: 2 → 3');
    expect(changeSummary({ a: 1 }, { a: 1 })).toBe('');
    expect(changeSummary('Reserved', 'Canceled')).toBe('Reserved → Canceled');
    expect(changeSummary(null, { a: 1, b: 2, c: 3, d: 4, e: 5 })).toBe('a: 1; b: 2; c: 3; +2');
    expect(
      changeSummary(
        null,
        { a: 1, b: 2, c: 3, d: 4, e: 5 },
        undefined,
        3,
        undefined,
        '→',
        (n) => `and ${n} more`,
      ),
    ).toBe('a: 1; b: 2; c: 3; and 2 more');
    expect(changeSummary({ a: 1 }, { a: 2 }, (field) => field.toUpperCase())).toBe('A: 1 → 2');
    // A field in words; one the page has none for, as the server names it.
    expect(auditFieldLabel('waitingCode', i18n.t)).toBe('Waiting code');
    expect(auditFieldLabel('somethingNew', i18n.t)).toBe('somethingNew');
    expect(changeSummary(null, { note: 'x'.repeat(60) })).toBe(`note: ${'x'.repeat(39)}…`);
    expect(changeSummary(null, { rooms: [1, 2] })).toBe('rooms: [1,2]');
    // Values in words where the page has them, the arrow the reader's way.
    const words = (field: string, value: unknown) => (field === 'status' ? `<${String(value)}>` : null);
    expect(changeSummary({ status: 'a' }, { status: 'b', n: 1 }, undefined, 3, words, '←')).toBe(
      'status: <a> ← <b>; n: 1',
    );
  });
});

describe('/admin/audit', () => {
  it('lists the newest entries: when, who (linked), the action in words, what, the change', async () => {
    const api = fakeApi({
      'GET /api/api/audit': (call) => json(answer(call, 3, entries)),
      'GET /api/api/audit/actions': () => json([...auditActions]),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderApp({ path: '/admin/audit', session: withRoles('Admin') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit Log' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Audit log entries, newest first' });
    expect(api.callsTo('GET', '/api/api/audit')[0]!.url).toBe('/api/api/audit');
    expect(screen.getByRole('status').textContent).toBe('Entries 1–3 of 3');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Time', 'Who', 'Action', 'What', 'Change']);
    const [first, second, third] = within(table).getAllByRole('row').slice(1);
    expect(first!.textContent).toBe(
      'Thu, Nov 19 10:05 AM+13105550101from \u2066203.0.113.7\u2069Setting changedSetting: Bath room priceValue: 40 → 45',
    );
    expect(within(first!).getByRole('link', { name: '+13105550101' }).getAttribute('href')).toBe(
      `/admin/users/${ADMIN_ID}`,
    );
    expect(second!.textContent).toBe(
      'Wed, Nov 18 9:30 PMCommand lineRole grantedAccount u-9Role: Receptionist',
    );
    // An action this page has no words for yet reads as the server names it.
    expect(third!.textContent).toContain('A device or the systemsomething.new');
    expect(third!.textContent).not.toContain('something.newsomething.new');
    // The names the log writes only when she asks for them, and then on every row.
    fireEvent.click(screen.getByRole('switch', { name: 'Show technical names' }));
    await waitFor(() =>
      expect(first!.textContent).toContain(
        'Setting changedsettings.changeSetting: Bath room pricesetting priceBath',
      ),
    );
    expect(second!.textContent).toContain('Role grantedrole.grant');
    expect(screen.getByRole('navigation', { name: 'Administration' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Audit Log' }).getAttribute('aria-current')).toBe('page');
  });

  it('filters by person, action and days in the address; refuses in the server’s words, asking nothing', async () => {
    const api = fakeApi({
      'GET /api/api/audit': (call) => json(answer(call, 1, [entries[1]!])),
      'GET /api/api/audit/actions': () => json([...auditActions]),
    });
    vi.stubGlobal('fetch', api.fetch);
    const { router } = renderApp({ path: '/admin/audit', session: withRoles('Admin') });
    await screen.findByRole('table');
    const filters = screen.getByRole('form', { name: 'Filter the log' });
    const action = within(filters).getByLabelText('Action');
    await waitFor(() => expect(within(action).getByRole('option', { name: 'Role granted' })).toBeTruthy());
    expect(within(action).getAllByRole('option')[0]!.textContent).toBe('All actions');

    const asked = api.callsTo('GET', '/api/api/audit').length;
    fireEvent.change(within(filters).getByLabelText('Person', { exact: false }), {
      target: { value: 'Dina' },
    });
    fireEvent.change(within(filters).getByLabelText('From'), { target: { value: '2026-11-20' } });
    fireEvent.change(within(filters).getByLabelText('To'), { target: { value: '2026-11-19' } });
    fireEvent.click(within(filters).getByRole('button', { name: 'Show' }));
    // One refusal at a time, as the server says it: the person first, then the days.
    expect((await within(filters).findByRole('alert')).textContent).toBe(
      'Person must be a user id, or at least 4 digits of a phone number.',
    );
    fireEvent.change(within(filters).getByLabelText('Person', { exact: false }), { target: { value: '' } });
    fireEvent.click(within(filters).getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(within(filters).getByRole('alert').textContent).toBe(
        'The end date must not be before the start date.',
      ),
    );
    expect(api.callsTo('GET', '/api/api/audit')).toHaveLength(asked);

    fireEvent.change(within(filters).getByLabelText('Person', { exact: false }), {
      target: { value: ' (310) 555-0101 ' },
    });
    fireEvent.change(action, { target: { value: 'role.grant' } });
    fireEvent.change(within(filters).getByLabelText('To'), { target: { value: '2026-11-21' } });
    fireEvent.click(within(filters).getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(api.calls.at(-1)!.url).toBe(
        '/api/api/audit?user=(310)%20555-0101&action=role.grant&from=2026-11-20&to=2026-11-21',
      ),
    );
    expect(router.state.location.search).toBe(
      '?user=%28310%29+555-0101&action=role.grant&from=2026-11-20&to=2026-11-21',
    );
    expect(await screen.findByText('Entries 1–1 of 1')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    // The form is drawn anew for the new address a moment after the address changes.
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>('Person', { exact: false }).value).toBe(''),
    );
  });

  it('pages through the log, her focus on the entries; downloads the same filters as CSV with her token', async () => {
    const api = fakeApi({
      'GET /api/api/audit': (call) => json(answer(call, 60, [entry({ id: Number(call.url.length) })])),
      'GET /api/api/audit/actions': () => json([...auditActions]),
      'GET /api/api/audit.csv': () =>
        new Response('ID,Time\r\n', { headers: { 'Content-Type': 'text/csv; charset=utf-8' } }),
    });
    vi.stubGlobal('fetch', api.fetch);
    const { router } = renderApp({
      path: '/admin/audit?action=settings.change&from=2026-11-01&to=2026-11-30',
      session: withRoles('Admin'),
    });
    const pages = await screen.findByRole('navigation', { name: 'Pages' });
    expect(pages.textContent).toContain('Page 1 of 3');
    expect(within(pages).getByRole<HTMLButtonElement>('button', { name: 'Previous' }).disabled).toBe(true);
    fireEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toContain('page=2'));
    // The page asks for it once it has drawn the new address.
    await waitFor(() =>
      expect(api.calls.at(-1)!.url).toBe(
        '/api/api/audit?action=settings.change&from=2026-11-01&to=2026-11-30&page=2',
      ),
    );
    expect(await screen.findByText('Page 2 of 3')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Entries 26–26 of 60');
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Entries' }));

    fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() =>
      expect(saved).toEqual([{ href: 'blob:audit', download: 'audit-2026-11-01-to-2026-11-30.csv' }]),
    );
    const csv = api.callsTo('GET', '/api/api/audit.csv')[0]!;
    expect(csv.url).toBe('/api/api/audit.csv?action=settings.change&from=2026-11-01&to=2026-11-30');
    expect(csv.headers.authorization).toBe('Bearer a-1');
    expect(csv.headers.accept).toBe('text/csv');
  });

  it("shows the server's refusal, and an answer of another shape as the generic error", async () => {
    const api = fakeApi({
      'GET /api/api/audit': (call) =>
        call.url.includes('user=')
          ? json({ Message: 'No user has a phone number ending in 9999.' }, 400)
          : json({ items: 'none' }),
      'GET /api/api/audit/actions': () => json([...auditActions]),
    });
    vi.stubGlobal('fetch', api.fetch);
    renderApp({ path: '/admin/audit?user=9999', session: withRoles('Admin') });
    expect(
      (await screen.findByText('No user has a phone number ending in 9999.')).closest('[role="alert"]'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect((await screen.findByRole('alert')).textContent).toContain('An error occurred.');
  });

  it('says so when no entry matches', async () => {
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'GET /api/api/audit': (call) => json(answer(call, 0, [])),
        'GET /api/api/audit/actions': () => json([...auditActions]),
      }).fetch,
    );
    renderApp({ path: '/admin/audit?action=role.revoke', session: withRoles('Admin') });
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('No entry matches these filters.'),
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });
});

describe('/admin/audit in Hebrew', () => {
  it('names the page, the columns and the actions in Hebrew, phones and codes left to right', async () => {
    await i18n.changeLanguage('he');
    vi.stubGlobal(
      'fetch',
      fakeApi({
        'GET /api/api/audit': (call) => json(answer(call, 8, [...entries, ...inWords])),
        'GET /api/api/audit/actions': () => json([...auditActions]),
      }).fetch,
    );
    renderApp({ path: '/admin/audit', session: withRoles('Admin') });
    expect(await screen.findByRole('heading', { level: 1, name: 'יומן פעולות' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'רשומות יומן הפעולות, החדשות ביותר קודם' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['זמן', 'מי', 'פעולה', 'על מה', 'השינוי']);
    const row = within(table).getAllByRole('row')[1]!;
    expect(row.textContent).toContain('שינוי הגדרה');
    // The fields of the change, the setting and the values in Hebrew too, the arrow pointing her way.
    expect(row.textContent).toContain('הגדרה: מחיר חדר אמבטיה');
    expect(row.textContent).toContain('ערך: 40 ← 45');
    expect(row.textContent).not.toContain('settings.change');
    expect(row.textContent).not.toContain('priceBath');
    expect(within(row).getByRole('link').textContent).toBe('+13105550101');
    const rows = within(table).getAllByRole('row');
    expect(rows[4]!.textContent).toContain('שינוי סטטוס של הזמנה');
    expect(rows[4]!.textContent).toContain('הזמנה 9f8e7d6c…');
    expect(rows[4]!.textContent).toContain('סטטוס: שמורה ← בוטלה');
    expect(rows[5]!.textContent).toContain('תשלום 77');
    expect(rows[5]!.textContent).toContain('סטטוס: ממתין ← אושר');
    expect(rows[6]!.textContent).toContain('ערך: כן ← לא');
    expect(rows[7]!.textContent).toContain('סכום: $20.00; אמצעי תשלום: מזומן');
    expect(rows[8]!.textContent).toContain('על ידי: קוד שנשלח לטלפון');
    for (const raw of [
      'Reserved',
      'Canceled',
      'pending',
      'succeeded',
      'True',
      'False',
      'reservation',
      'ledger_entry',
    ])
      expect(table.textContent).not.toContain(raw);
    expect(screen.getByRole('status').textContent).toBe('רשומות 1–8 מתוך 8');
    const filters = screen.getByRole('form', { name: 'סינון היומן' });
    fireEvent.change(within(filters).getByLabelText('מתאריך'), { target: { value: '2026-11-20' } });
    fireEvent.change(within(filters).getByLabelText('עד תאריך'), { target: { value: '2026-11-19' } });
    fireEvent.click(within(filters).getByRole('button', { name: 'הצגה' }));
    expect((await within(filters).findByRole('alert')).textContent).toBe(
      'תאריך הסיום אינו יכול להיות לפני תאריך ההתחלה.',
    );
  });
});
