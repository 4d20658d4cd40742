import { readSchemaMessage, renderDomainMessage } from '@tevila/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { auditFilters, auditPageAnswer } from '../src/index.ts';

/** The issues' sentences and fields, as the page (or the server) writes them in `language`. */
function issues(result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }, language = 'en') {
  return (result.error?.issues ?? []).map((issue) => {
    const message = readSchemaMessage(issue.message);
    const text = message ? renderDomainMessage(message, language as 'en' | 'he') : issue.message;
    return [issue.path.join('.'), text];
  });
}

const filters = (values: Partial<z.infer<typeof auditFilters>>) => ({
  user: '',
  action: '',
  from: '',
  to: '',
  ...values,
});

describe('the audit page, as both ends read it', () => {
  it("the filters are the server's rule: empty ones are no filter; each refusal on its field", () => {
    expect(z.safeParse(auditFilters, filters({})).success).toBe(true);
    expect(
      z.safeParse(auditFilters, filters({ user: '310-555-0101', action: 'role.grant', from: '2026-11-01' }))
        .success,
    ).toBe(true);
    expect(issues(z.safeParse(auditFilters, filters({ user: 'Dina' })))).toEqual([
      ['user', 'user must be a user id, or at least 4 digits of a phone number.'],
    ]);
    expect(
      issues(z.safeParse(auditFilters, filters({ from: '2026-11-02', to: '2026-11-01' })), 'he'),
    ).toEqual([['to', 'תאריך הסיום אינו יכול להיות לפני תאריך ההתחלה.']]);
  });

  it('a page: unknown keys are dropped, a missing field refused', () => {
    const entry = {
      id: 7,
      at: '2026-11-20T10:00:00-08:00',
      user: { id: 'u1', name: '13105550101', phone: '+13105550101' },
      userId: 'u1',
      ip: '10.0.0.1',
      action: 'settings.change',
      entity: 'setting',
      entityId: 'priceBath',
      before: { value: '40' },
      after: { value: '45' },
    };
    const page = z.parse(auditPageAnswer, {
      items: [{ ...entry, extra: true }],
      total: 1,
      page: 1,
      pageSize: 25,
      generatedAt: 'now',
    });
    expect(page).not.toHaveProperty('generatedAt');
    expect(page.items[0]).toEqual(entry);
    const { action: _action, ...missing } = entry;
    expect(z.safeParse(auditPageAnswer, { items: [missing], total: 1, page: 1, pageSize: 25 }).success).toBe(
      false,
    );
  });
});
