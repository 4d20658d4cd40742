import { Readable } from 'node:stream';
import {
  addDays,
  auditActions,
  auditFileName,
  auditPageRefusal,
  checkAuditQuery,
  csvLine,
  formatInstant,
  localInstant,
  shownAuditValue,
} from '@tevila/domain';
import type { AuditPerson, AuditQuery, AuditQueryInput, CsvCell, Language } from '@tevila/domain';
import type { AuditEntry, AuditPage } from '@tevila/contract';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { msg, render } from '../../i18n/messages.ts';
import {
  countAuditEntries,
  findAuditActors,
  findUserIdsByPhoneEnding,
  listAuditBatch,
  listAuditPage,
} from '../audit/index.ts';
import type { AuditCursor, AuditFilter, AuditRow } from '../audit/index.ts';
import { loadSettings } from '../settings/index.ts';
import { isUserId } from '../users/index.ts';

type Ctx = Pick<AppContext, 'db' | 'caches'>;

/** The download reads the log this many entries at a time, so a year of it never sits in memory. */
export const AUDIT_CSV_BATCH = 500;

function checked(input: AuditQueryInput): AuditQuery {
  const result = checkAuditQuery(input);
  if (!result.ok) throw new AppError('audit.invalid', result.message);
  return result.query;
}

/** Who acted, as the log records it: an id or a system's name as given; a phone, the one user it names. */
async function actorOf(ctx: Ctx, person: AuditPerson | null): Promise<string | undefined> {
  if (person === null) return undefined;
  if (person.kind === 'id') return person.id;
  if (person.kind === 'actor') return person.name;
  const ids = await findUserIdsByPhoneEnding(ctx.db, person.digits, 2);
  const [id] = ids;
  if (id === undefined)
    throw new AppError('audit.invalid', msg('audit.noUserWithPhone', { digits: person.digits }));
  if (ids.length > 1)
    throw new AppError('audit.invalid', msg('audit.manyUsersWithPhone', { digits: person.digits }));
  return id;
}

/** The filters as the log is read: from and to are the facility's local days, to included. */
async function filterOf(ctx: Ctx, query: AuditQuery, timeZone: string): Promise<AuditFilter> {
  return {
    userId: await actorOf(ctx, query.person),
    action: query.action ?? undefined,
    since: query.from === null ? undefined : new Date(localInstant(query.from, 0, timeZone)),
    until: query.to === null ? undefined : new Date(localInstant(addDays(query.to, 1), 0, timeZone)),
  };
}

/** The entries as the page and the download show them: the account that acted, times at the facility. */
async function entriesOf(ctx: Ctx, rows: readonly AuditRow[], timeZone: string): Promise<AuditEntry[]> {
  const ids = [
    ...new Set(rows.map((r) => r.userId).filter((id): id is string => id !== null && isUserId(id))),
  ];
  const actors = await findAuditActors(ctx.db, ids);
  return rows.map((row) => ({
    id: row.id,
    at: formatInstant(row.at, timeZone),
    user: row.userId === null ? null : (actors.get(row.userId) ?? null),
    userId: row.userId,
    ip: row.ip,
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    before: shownAuditValue(row.entity, row.entityId, row.before) ?? null,
    after: shownAuditValue(row.entity, row.entityId, row.after) ?? null,
  }));
}

/** GET audit (Admin): one page of the entries that match, newest first, and how many match. */
export async function auditPage(ctx: Ctx, input: AuditQueryInput): Promise<AuditPage> {
  const query = checked(input);
  const { timeZone } = await loadSettings(ctx);
  const filter = await filterOf(ctx, query, timeZone);
  const total = await countAuditEntries(ctx.db, filter);
  const beyond = auditPageRefusal(query.page, total, query.pageSize);
  if (beyond !== null) throw new AppError('audit.invalid', beyond);
  const rows = await listAuditPage(ctx.db, filter, {
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return { items: await entriesOf(ctx, rows, timeZone), total, page: query.page, pageSize: query.pageSize };
}

/** GET audit/actions (Admin): every action the log records. */
export function auditActionList(): string[] {
  return [...auditActions];
}

const columns = [
  'id',
  'time',
  'userId',
  'userName',
  'phone',
  'ip',
  'action',
  'entity',
  'entityId',
  'before',
  'after',
] as const;

const json = (value: unknown): string | null => (value === null ? null : JSON.stringify(value));

function csvRow(entry: AuditEntry): CsvCell[] {
  return [
    entry.id,
    entry.at,
    entry.userId,
    entry.user?.name ?? null,
    entry.user?.phone ?? null,
    entry.ip,
    entry.action,
    entry.entity,
    entry.entityId,
    json(entry.before),
    json(entry.after),
  ];
}

/**
 * GET audit.csv (Admin): every entry that matches (no paging), newest first, as a spreadsheet whose
 * headers are in the reader's language. The
 * filters are checked before anything is sent, so a bad one is still a 400; the rows then stream out
 * batch by batch. Formulas are defused by the domain's CSV cells.
 */
export async function auditCsv(
  ctx: Ctx,
  input: AuditQueryInput,
  language: Language,
): Promise<{ fileName: string; stream: Readable }> {
  const query = checked(input);
  const { timeZone } = await loadSettings(ctx);
  const filter = await filterOf(ctx, query, timeZone);
  async function* lines(): AsyncGenerator<string> {
    yield `${csvLine(columns.map((c) => render(msg(`sheet.audit.${c}`), language)))}\r\n`;
    let cursor: AuditCursor | null = null;
    for (;;) {
      const rows = await listAuditBatch(ctx.db, filter, cursor, AUDIT_CSV_BATCH);
      const entries = await entriesOf(ctx, rows, timeZone);
      if (entries.length > 0) yield entries.map((e) => `${csvLine(csvRow(e))}\r\n`).join('');
      const last = rows.at(-1);
      if (last === undefined || rows.length < AUDIT_CSV_BATCH) return;
      cursor = { id: last.id, at: last.cursorAt };
    }
  }
  return {
    fileName: auditFileName(query.from, query.to),
    stream: Readable.from(lines(), { objectMode: false }),
  };
}
