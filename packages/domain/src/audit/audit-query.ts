import { isIsoDate } from '../iso-date.ts';
import { msg, type DomainMessage } from '../messages/domain-message.ts';
import { auditSystemActors, isAuditAction, type AuditAction } from './audit-actions.ts';
import { isOneOf } from '../narrowing.ts';

/** The audit page's rows per page: by default, and at most (docs/staff-api.md, Audit log). */
export const AUDIT_PAGE_SIZE_DEFAULT = 25;
export const AUDIT_PAGE_SIZE_MAX = 100;
/** Far beyond any log's length; it keeps a page's offset a small whole number. */
export const AUDIT_PAGE_MAX = 100_000;
/** A phone is found by the end of its number: fewer digits would match half the users. */
export const AUDIT_PHONE_MIN_DIGITS = 4;

/** Whose entries: a user's id, a name the system acts under (cli…), or the end of her phone number. */
export type AuditPerson =
  { kind: 'id'; id: string } | { kind: 'actor'; name: string } | { kind: 'phone'; digits: string };

/** The filters as typed (query values): each optional, an empty one the same as none. */
export interface AuditQueryInput {
  user?: string | undefined;
  action?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  page?: string | undefined;
  pageSize?: string | undefined;
}

export type AuditQueryField = keyof AuditQueryInput;

export interface AuditQuery {
  person: AuditPerson | null;
  action: AuditAction | null;
  /** The facility's local days, inclusive; null leaves that end open. */
  from: string | null;
  to: string | null;
  page: number;
  pageSize: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const auditMessages = {
  person: msg('audit.person', { field: 'user', min: AUDIT_PHONE_MIN_DIGITS }),
  page: msg('audit.whole', { field: 'page', min: 1, max: AUDIT_PAGE_MAX }),
  pageSize: msg('audit.whole', { field: 'pageSize', min: 1, max: AUDIT_PAGE_SIZE_MAX }),
  // The payments report's sentences: the same dates, the same words.
  from: msg('field.dateFormat', { field: 'from' }),
  to: msg('field.dateFormat', { field: 'to' }),
  order: msg('report.order'),
} as const;

/**
 * The person filter as typed: a user's id, one of the system's names, or a phone number written any
 * way (+1 (310) 555-0101, 310-555-0101, 052-123-4567), read as the digits its number ends with. A
 * leading 0 is a national trunk prefix that the stored E.164 number does not hold, so it is dropped.
 */
export function readAuditPerson(typed: string): AuditPerson | null | 'invalid' {
  const text = typed.trim();
  if (text === '') return null;
  if (UUID.test(text)) return { kind: 'id', id: text.toLowerCase() };
  if (isOneOf(auditSystemActors, text)) return { kind: 'actor', name: text };
  const compact = text.replace(/[\s().+-]/g, '');
  if (!/^\d{1,15}$/.test(compact)) return 'invalid';
  const digits = compact.replace(/^0+/, '');
  return digits.length >= AUDIT_PHONE_MIN_DIGITS ? { kind: 'phone', digits } : 'invalid';
}

function wholeNumber(text: string | undefined, fallback: number, max: number): number | null {
  const value = text?.trim() ?? '';
  if (value === '') return fallback;
  if (!/^\d{1,7}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 && n <= max ? n : null;
}

const present = (text: string | undefined): string | null => {
  const value = text?.trim() ?? '';
  return value === '' ? null : value;
};

/**
 * The audit page's filters checked, in the order of the form (person, action, from, to) and then the
 * paging: the first refusal with the field it is about, else the query to run.
 */
export function checkAuditQuery(
  input: AuditQueryInput,
): { ok: true; query: AuditQuery } | { ok: false; field: AuditQueryField; message: DomainMessage } {
  const person = readAuditPerson(input.user ?? '');
  if (person === 'invalid') return { ok: false, field: 'user', message: auditMessages.person };
  const action = present(input.action);
  if (action !== null && !isAuditAction(action))
    return { ok: false, field: 'action', message: msg('audit.action', { action: action.slice(0, 60) }) };
  const from = present(input.from);
  if (from !== null && !isIsoDate(from)) return { ok: false, field: 'from', message: auditMessages.from };
  const to = present(input.to);
  if (to !== null && !isIsoDate(to)) return { ok: false, field: 'to', message: auditMessages.to };
  if (from !== null && to !== null && to < from)
    return { ok: false, field: 'to', message: auditMessages.order };
  const page = wholeNumber(input.page, 1, AUDIT_PAGE_MAX);
  if (page === null) return { ok: false, field: 'page', message: auditMessages.page };
  const pageSize = wholeNumber(input.pageSize, AUDIT_PAGE_SIZE_DEFAULT, AUDIT_PAGE_SIZE_MAX);
  if (pageSize === null) return { ok: false, field: 'pageSize', message: auditMessages.pageSize };
  return { ok: true, query: { person, action, from, to, page, pageSize } };
}

/** The number of the last page (1 when nothing matches: an empty first page is no error). */
export function auditLastPage(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** A page past the last one of `total` entries is refused with the last page's number; else null. */
export function auditPageRefusal(page: number, total: number, pageSize: number): DomainMessage | null {
  const last = auditLastPage(total, pageSize);
  return page > last ? msg('audit.pageBeyond', { page, last }) : null;
}

/** The download's file name: the days it covers, when it names any. */
export function auditFileName(from: string | null, to: string | null): string {
  if (from === null && to === null) return 'audit.csv';
  return `audit-${from ?? 'start'}-to-${to ?? 'now'}.csv`;
}
