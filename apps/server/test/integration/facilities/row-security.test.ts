import type { PGlite } from '@electric-sql/pglite';
import { eq, like } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../../src/db/client.ts';
import { SERVER_ROLE, inFacility } from '../../../src/db/facility-scope.ts';
import { rawRows } from '../../../src/db/raw-rows.ts';
import { auditLog } from '../../../src/db/schema.ts';
import { createTestDatabase, testEngine } from '../../helpers/test-db.ts';

/*
 * Row-level security (docs/decisions/0077): every facility-owned table carries facility_id and a
 * forced policy, the server's statements run as a role the policies bind, and a connection bound to
 * one facility reads and writes that facility's rows only, on both engines.
 */

type Query = (text: string) => Promise<Record<string, unknown>[]>;

describe('each facility sees its own rows, enforced by the database', () => {
  let database: Database & { url?: string };
  const owner = <T>(run: (db: Db) => Promise<T>) => database.asOwner(run);
  const actions = (db: Db, prefix: string) =>
    db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(like(auditLog.action, `${prefix}%`))
      .then((rows) => rows.map((r) => r.action).sort());

  /** A connection that took the server's role and no facility, as a forgetful piece of code would have. */
  async function withoutFacility<T>(work: (query: Query) => Promise<T>): Promise<T> {
    if (testEngine() === 'pg') {
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        await client.query(`SET ROLE ${SERVER_ROLE}`);
        return await work(async (text) => (await client.query(text)).rows as Record<string, unknown>[]);
      } finally {
        await client.end();
      }
    }
    // The embedded engine's one session, taken as the owner's work takes it; the next work binds it again.
    // On this engine the test database is the instance itself (test-db.ts).
    const { client } = database as Database & { client: PGlite };
    return database.asOwner(async () => {
      await client.exec(`SET ROLE ${SERVER_ROLE}; RESET app.facility`);
      return work(async (text) => (await client.query<Record<string, unknown>>(text)).rows);
    });
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    await owner((db) =>
      db.execute(sql`insert into facilities (id, name, host) values ('north', 'North', 'north.test')`),
    );
  });
  afterAll(() => database.close());

  it('has facility_id, forced row-level security and one policy on every table but the facilities', async () => {
    const tables = await owner((db) =>
      rawRows<{ name: string; has_column: boolean; enabled: boolean; forced: boolean; policies: number }>(
        db,
        sql`select c.relname as name,
                   exists (select 1 from pg_attribute a
                           where a.attrelid = c.oid and a.attname = 'facility_id' and not a.attisdropped) as has_column,
                   c.relrowsecurity as enabled, c.relforcerowsecurity as forced,
                   (select count(*)::int from pg_policy p where p.polrelid = c.oid) as policies
            from pg_class c join pg_namespace n on n.oid = c.relnamespace
            where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`,
      ),
    );
    const owned = tables.filter((t) => t.name !== 'facilities');
    expect(owned.length).toBeGreaterThanOrEqual(48);
    expect(owned.filter((t) => !(t.has_column && t.enabled && t.forced && t.policies === 1))).toEqual([]);
    expect(tables.find((t) => t.name === 'facilities')).toMatchObject({ enabled: false });
  });

  it('leads every key, index and link between facility-owned tables with facility_id', async () => {
    const rows = await owner((db) =>
      rawRows<{ table_name: string; name: string; kind: string; first: string; target: string | null }>(
        db,
        sql`select c.relname as table_name, i.relname as name,
                   case when x.indisprimary then 'key' else 'index' end as kind,
                   a.attname as first, null as target
            from pg_index x
            join pg_class c on c.oid = x.indrelid
            join pg_class i on i.oid = x.indexrelid
            join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
            join pg_attribute a on a.attrelid = c.oid and a.attnum = x.indkey[0]
            where c.relname <> 'facilities'
            union all
            select c.relname, k.conname, 'link', a.attname, t.relname
            from pg_constraint k
            join pg_class c on c.oid = k.conrelid
            join pg_class t on t.oid = k.confrelid
            join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
            join pg_attribute a on a.attrelid = c.oid and a.attnum = k.conkey[1]
            where k.contype = 'f' and t.relname <> 'facilities'`,
      ),
    );
    expect(rows.filter((r) => r.kind === 'key').length).toBeGreaterThanOrEqual(48);
    expect(rows.filter((r) => r.kind === 'link').length).toBeGreaterThan(20);
    expect(rows.filter((r) => r.first !== 'facility_id')).toEqual([]);
  });

  it('lets two facilities hold the same key, and keeps each its own', async () => {
    const set = (facility: string, value: string) =>
      inFacility(facility, () =>
        database.db.execute(
          sql`insert into settings (key, value) values ('priceBath', ${value})
              on conflict (facility_id, key) do update set value = excluded.value`,
        ),
      );
    await set('default', '40');
    await set('north', '55');
    const read = (facility: string) =>
      inFacility(facility, () =>
        rawRows<{ value: string }>(database.db, sql`select value from settings where key = 'priceBath'`),
      );
    expect(await read('default')).toEqual([{ value: '40' }]);
    expect(await read('north')).toEqual([{ value: '55' }]);
  });

  it("runs the server's statements as a role that is neither a superuser nor the tables' owner", async () => {
    const [me] = await rawRows<{ who: string; facility: string }>(
      database.db,
      sql`select current_user as who, current_setting('app.facility') as facility`,
    );
    expect(me).toEqual({ who: SERVER_ROLE, facility: 'default' });
    const [role] = await rawRows<{ rolsuper: boolean; rolbypassrls: boolean }>(
      database.db,
      sql`select rolsuper, rolbypassrls from pg_roles where rolname = ${SERVER_ROLE}`,
    );
    expect(role).toEqual({ rolsuper: false, rolbypassrls: false });
    const owns = await rawRows<{ tablename: string }>(
      database.db,
      sql`select tablename from pg_tables where schemaname = 'public' and tableowner = ${SERVER_ROLE}`,
    );
    expect(owns).toEqual([]);
  });

  it('reads nothing and writes nothing on a connection bound to no facility', async () => {
    // The rows are there: the default facility's settings, seeded by the migrations.
    expect(
      (await rawRows<{ n: number }>(database.db, sql`select count(*)::int as n from cubicles`))[0]!.n,
    ).toBeGreaterThan(0);
    await withoutFacility(async (query) => {
      expect(await query(`select current_user as who`)).toEqual([{ who: SERVER_ROLE }]);
      for (const table of ['cubicles', 'settings', 'users', 'reservations', 'audit_log'])
        expect(await query(`select count(*)::int as n from ${table}`)).toEqual([{ n: 0 }]);
      // A new row takes the connection's facility, and there is none.
      await expect(
        query(`insert into audit_log (action, entity) values ('test.none', 'test')`),
      ).rejects.toThrow();
      // Naming one is refused by the policy.
      await expect(
        query(`insert into audit_log (facility_id, action, entity) values ('default', 'test.none', 'test')`),
      ).rejects.toThrow(/row-level security/);
      expect(await query(`update cubicles set name = name || '!' returning id`)).toEqual([]);
      expect(await query(`delete from cubicles returning id`)).toEqual([]);
    });
    expect(await owner((db) => actions(db, 'test.none'))).toEqual([]);
  });

  it("keeps each facility's work to its own rows while the two run interleaved", async () => {
    const write = (facility: string) =>
      inFacility(facility, async () => {
        for (let i = 0; i < 10; i += 1) {
          await database.db.insert(auditLog).values({ action: `test.mine.${facility}.${i}`, entity: 'test' });
          await database.db.transaction(async (tx) => {
            await tx.insert(auditLog).values({ action: `test.mine.${facility}.tx${i}`, entity: 'test' });
          });
        }
        return actions(database.db, 'test.mine.');
      });
    const [south, north] = await Promise.all([write('default'), write('north')]);
    expect(south).toHaveLength(20);
    expect(south.every((a) => a.startsWith('test.mine.default.'))).toBe(true);
    expect(north).toHaveLength(20);
    expect(north.every((a) => a.startsWith('test.mine.north.'))).toBe(true);
    // Each row was written as its facility's.
    const stored = await owner((db) =>
      rawRows<{ facility_id: string; action: string }>(
        db,
        sql`select facility_id, action from audit_log where action like 'test.mine.%'`,
      ),
    );
    expect(stored).toHaveLength(40);
    expect(stored.every((r) => r.action.startsWith(`test.mine.${r.facility_id}.`))).toBe(true);
  });

  it("changes nothing of another facility's, even naming its rows", async () => {
    await inFacility('default', () =>
      database.db.insert(auditLog).values({ action: 'test.theirs', entity: 'test' }),
    );
    await inFacility('north', async () => {
      const theirs = eq(auditLog.action, 'test.theirs');
      expect(await database.db.update(auditLog).set({ entity: 'changed' }).where(theirs).returning()).toEqual(
        [],
      );
      expect(await database.db.delete(auditLog).where(theirs).returning()).toEqual([]);
      await expect(
        database.db.execute(
          sql`insert into audit_log (facility_id, action, entity) values ('default', 'test.planted', 'test')`,
        ),
      ).rejects.toThrow();
      await expect(
        database.db.execute(
          sql`update audit_log set facility_id = 'default' where action like 'test.mine.north.%'`,
        ),
      ).rejects.toThrow();
    });
    const [row] = await inFacility('default', () =>
      database.db.select().from(auditLog).where(eq(auditLog.action, 'test.theirs')),
    );
    expect(row).toMatchObject({ entity: 'test' });
    expect(await inFacility('default', () => actions(database.db, 'test.planted'))).toEqual([]);
  });
});
