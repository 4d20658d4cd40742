import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { AUDIT_CSV_BATCH } from '../../../src/modules/reports/audit-service.ts';
import { describe, expect, it } from 'vitest';
import { auditStory } from '../../helpers/audit-story.ts';

/** RFC 4180 read back, by a kept parser: rows of cells (quoted cells may hold commas, quotes and line breaks). */
const parseCsv = (text: string): string[][] => parse(text, { relax_column_count: true });

describe('the audit log as CSV (GET audit.csv): every matching entry, formulas defused', () => {
  const s = auditStory();

  it('downloads every matching entry as CSV: its header, formulas defused, the same filters', async () => {
    const res = await s.get('audit.csv?from=2026-11-21&to=2026-11-21');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="audit-2026-11-21-to-2026-11-21.csv"',
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    const rows = parseCsv(res.body);
    expect(rows[0]).toEqual([
      'ID',
      'Time',
      'User ID',
      'User name',
      'Phone',
      'IP',
      'Action',
      'Entity',
      'Entity ID',
      'Before',
      'After',
    ]);
    const listed = await s.page('from=2026-11-21&to=2026-11-21&pageSize=100');
    expect(rows.slice(1).map((r) => Number(r[0]))).toEqual(listed.items.map((e) => e.id));
    const refusal = rows.find((r) => r[6] === 'plate.refuse');
    expect(refusal).toEqual([
      expect.any(String),
      '2026-11-21T11:00:00-08:00',
      s.plates.userId,
      s.plates.phone.slice(1),
      `'${s.plates.phone}`,
      '198.51.100.4',
      'plate.refuse',
      'user',
      `'=HYPERLINK("http://example.org","x")`,
      '',
      '{"note":"=cmd|\\" /C calc\\"!A0"}',
    ]);
    expect(rows.find((r) => r[6] === 'account.signin')?.slice(2, 6)).toEqual([
      s.staffId,
      s.staffPhone.slice(1),
      `'${s.staffPhone}`,
      '127.0.0.1',
    ]);
    // The headers in her language; the rows as they are.
    const hebrew = parseCsv((await s.get('audit.csv?from=2026-11-21&to=2026-11-21', s.admin, 'he')).body);
    expect(hebrew[0]).toEqual([
      'מזהה',
      'זמן',
      'מזהה המשתמש',
      'שם המשתמש',
      'טלפון',
      'כתובת IP',
      'פעולה',
      'נושא',
      'מזהה הנושא',
      'לפני',
      'אחרי',
    ]);
    expect(hebrew.slice(1)).toEqual(rows.slice(1));
    // No line of the file starts a formula.
    for (const row of rows) for (const cell of row) expect(cell).not.toMatch(/^[=+@]/);

    const empty = await s.get('audit.csv?action=role.revoke');
    expect(empty.headers['content-disposition']).toBe('attachment; filename="audit.csv"');
    expect(parseCsv(empty.body)).toHaveLength(1);
  });

  it('downloads a log longer than a batch whole, even entries stored within one millisecond', async () => {
    const many = AUDIT_CSV_BATCH * 2 + 37;
    await s.t.db.execute(sql`
      insert into audit_log (at, user_id, action, entity, entity_id)
      select timestamptz '2026-11-05 12:00:00+00' + (n / 7) * interval '1 microsecond', 'cli',
        'tour.update', 'tour', 'tour-' || n
      from generate_series(1, ${many}) as n`);
    const res = await s.get('audit.csv?user=cli&action=tour.update');
    expect(res.statusCode).toBe(200);
    const rows = parseCsv(res.body).slice(1);
    expect(rows).toHaveLength(many);
    expect(new Set(rows.map((r) => r[0])).size).toBe(many);
    expect(rows[0]?.[8]).toBe(`tour-${many}`);
    expect(rows.at(-1)?.[8]).toBe('tour-1');
  });
});
