import { describe, expect, it } from 'vitest';
import {
  AUDIT_PAGE_SIZE_DEFAULT,
  auditActions,
  auditFileName,
  auditLastPage,
  auditPageRefusal,
  checkAuditQuery,
  isAuditAction,
  readAuditPerson,
  renderDomainMessage,
  shownAuditValue,
  type AuditQueryInput,
} from '../src/index.ts';

/** The refusal of a query in `language`, with the field it is about; null when it is accepted. */
function refusal(input: AuditQueryInput, language: 'en' | 'he' = 'en') {
  const checked = checkAuditQuery(input);
  return checked.ok ? null : { field: checked.field, text: renderDomainMessage(checked.message, language) };
}

describe('the audit log’s actions', () => {
  it('are unique, written as dotted lower-case names, and known by name only', () => {
    expect(new Set(auditActions).size).toBe(auditActions.length);
    for (const action of auditActions) expect(action).toMatch(/^[a-z]+(?:[._][a-z]+)*$/);
    expect(isAuditAction('settings.change')).toBe(true);
    expect(isAuditAction('account.signin')).toBe(true);
    expect(isAuditAction('settings')).toBe(false);
    expect(isAuditAction(undefined)).toBe(false);
  });
});

describe('the person filter', () => {
  it('reads an id, a name of the system, or the digits a phone number ends with', () => {
    expect(readAuditPerson('')).toBeNull();
    expect(readAuditPerson('   ')).toBeNull();
    expect(readAuditPerson('0A1B2C3D-0000-4000-8000-00000000000F')).toEqual({
      kind: 'id',
      id: '0a1b2c3d-0000-4000-8000-00000000000f',
    });
    expect(readAuditPerson('cli')).toEqual({ kind: 'actor', name: 'cli' });
    expect(readAuditPerson('ADMIN_PHONES')).toEqual({ kind: 'actor', name: 'ADMIN_PHONES' });
    expect(readAuditPerson('+1 (310) 555-0101')).toEqual({ kind: 'phone', digits: '13105550101' });
    expect(readAuditPerson('310.555.0101')).toEqual({ kind: 'phone', digits: '3105550101' });
    // A national number's trunk 0 is not in the stored E.164 number.
    expect(readAuditPerson('052-123-4567')).toEqual({ kind: 'phone', digits: '521234567' });
  });

  it('refuses text, too few digits and more digits than any number has', () => {
    for (const typed of ['Dina', '12', '0101', '1'.repeat(16), 'cli2', "1' or 1=1", '%'])
      expect(readAuditPerson(typed)).toBe('invalid');
  });
});

describe('the audit query', () => {
  it('takes every filter as optional, with the first page of 25 by default', () => {
    expect(checkAuditQuery({})).toEqual({
      ok: true,
      query: { person: null, action: null, from: null, to: null, page: 1, pageSize: AUDIT_PAGE_SIZE_DEFAULT },
    });
    expect(
      checkAuditQuery({
        user: '3105550101',
        action: 'role.grant',
        from: '2026-11-01',
        to: '2026-11-01',
        page: '3',
        pageSize: '100',
      }),
    ).toEqual({
      ok: true,
      query: {
        person: { kind: 'phone', digits: '3105550101' },
        action: 'role.grant',
        from: '2026-11-01',
        to: '2026-11-01',
        page: 3,
        pageSize: 100,
      },
    });
    expect(checkAuditQuery({ from: '2026-11-01', page: '', pageSize: ' ' })).toMatchObject({
      ok: true,
      query: { from: '2026-11-01', to: null, page: 1, pageSize: 25 },
    });
  });

  it('refuses each bad filter with its field and a sentence in the reader’s language', () => {
    expect(refusal({ user: 'Dina' })).toEqual({
      field: 'user',
      text: 'user must be a user id, or at least 4 digits of a phone number.',
    });
    expect(refusal({ action: 'settings.delete' })).toEqual({
      field: 'action',
      text: 'The audit log records no action named "settings.delete".',
    });
    expect(refusal({ from: '2026-02-30' })).toEqual({
      field: 'from',
      text: 'from must be a date as YYYY-MM-DD.',
    });
    expect(refusal({ to: '11/01/2026' })).toEqual({ field: 'to', text: 'to must be a date as YYYY-MM-DD.' });
    expect(refusal({ from: '2026-11-02', to: '2026-11-01' })).toEqual({
      field: 'to',
      text: 'The end date must not be before the start date.',
    });
    expect(refusal({ page: '0' })).toEqual({
      field: 'page',
      text: 'page must be a whole number from 1 to 100000.',
    });
    for (const page of ['-1', '1.5', 'two', '100001', '1e3']) expect(refusal({ page })?.field).toBe('page');
    expect(refusal({ pageSize: '101' })).toEqual({
      field: 'pageSize',
      text: 'pageSize must be a whole number from 1 to 100.',
    });
    expect(refusal({ from: '2026-11-02', to: '2026-11-01' }, 'he')?.text).toBe(
      'תאריך הסיום אינו יכול להיות לפני תאריך ההתחלה.',
    );
    expect(refusal({ pageSize: '500' }, 'he')?.text).toBe('השדה pageSize חייב להיות מספר שלם מ־1 עד 100.');
  });

  it('pages: an empty log has one empty page; a page past the last is refused with its number', () => {
    expect(auditLastPage(0, 25)).toBe(1);
    expect(auditLastPage(25, 25)).toBe(1);
    expect(auditLastPage(26, 25)).toBe(2);
    expect(auditPageRefusal(1, 0, 25)).toBeNull();
    expect(auditPageRefusal(2, 26, 25)).toBeNull();
    const beyond = auditPageRefusal(3, 26, 25);
    expect(beyond && renderDomainMessage(beyond, 'en')).toBe('Page 3 is past the last page, 2.');
    expect(beyond && renderDomainMessage(beyond, 'he')).toBe('העמוד 3 אחרי העמוד האחרון, 2.');
  });

  it('names the download by its days', () => {
    expect(auditFileName(null, null)).toBe('audit.csv');
    expect(auditFileName('2026-11-01', '2026-11-30')).toBe('audit-2026-11-01-to-2026-11-30.csv');
    expect(auditFileName('2026-11-01', null)).toBe('audit-2026-11-01-to-now.csv');
    expect(auditFileName(null, '2026-11-30')).toBe('audit-start-to-2026-11-30.csv');
  });
});

describe('what an entry shows of a setting', () => {
  it("never a secret setting's value, only whether it was set; other values as written", () => {
    expect(shownAuditValue('setting', 'stripeSecretKey', { value: 'sk_live_1' })).toEqual({
      value: '********',
    });
    expect(shownAuditValue('setting', 'stripeSecretKey', { value: '' })).toEqual({ value: '' });
    expect(shownAuditValue('setting', 'stripeSecretKey', 'sk_live_1')).toBe('********');
    expect(shownAuditValue('setting', 'stripeSecretKey', null)).toBeNull();
    expect(shownAuditValue('setting', 'priceBath', { value: '45' })).toEqual({ value: '45' });
    expect(shownAuditValue('user', 'stripeSecretKey', { value: 'x' })).toEqual({ value: 'x' });
  });
});
