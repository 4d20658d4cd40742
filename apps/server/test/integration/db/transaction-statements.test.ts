import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../../src/db/client.ts';
import { createTestDatabase, testEngine } from '../../helpers/test-db.ts';

/*
 * A transaction is one connection: reads it makes together (a Promise.all, as the staff view of a
 * reservation does) reach PostgreSQL one after another, never while its client still runs one, which
 * pg 8 only warns of and pg 9 will refuse.
 */

/** The most statements each pg client ran at once while `work` ran. */
async function mostAtOnce(work: () => Promise<unknown>): Promise<{ most: number; clients: number }> {
  const running = new Map<pg.Client, number>();
  let most = 0;
  const original = pg.Client.prototype.query;
  const spy = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (
    this: pg.Client,
    ...args: unknown[]
  ) {
    const now = (running.get(this) ?? 0) + 1;
    running.set(this, now);
    most = Math.max(most, now);
    const ended = () => running.set(this, (running.get(this) ?? 1) - 1);
    const result = (original as (...a: unknown[]) => unknown).apply(this, args);
    void Promise.resolve(result).then(ended, ended);
    return result as never;
  });
  try {
    await work();
  } finally {
    spy.mockRestore();
  }
  return { most, clients: running.size };
}

const slowly = (n: number) => sql`select pg_sleep(0.05), ${n}::int as n`;
const numbers = (rows: { rows?: { n: number }[] }[]) => rows.map((r) => r.rows?.[0]?.n);

describe.runIf(testEngine() === 'pg')('statements of one transaction', () => {
  let database: Database | undefined;
  afterAll(() => database?.close());

  it('reach PostgreSQL one at a time when the transaction reads several together', async () => {
    database = await createTestDatabase();
    const { db } = database;
    let answers: unknown[] = [];
    const { most, clients } = await mostAtOnce(async () => {
      answers = await db.transaction(async (tx) =>
        numbers(
          (await Promise.all([tx.execute(slowly(1)), tx.execute(slowly(2)), tx.execute(slowly(3))])) as {
            rows?: { n: number }[];
          }[],
        ),
      );
    });
    expect(answers).toEqual([1, 2, 3]);
    expect(clients).toBe(1);
    expect(most).toBe(1);
  });

  it('after one of them fails, the next still has PostgreSQL’s answer, and the database serves the next work', async () => {
    database ??= await createTestDatabase();
    const { db } = database;
    const settled = await db
      .transaction(async (tx) => {
        const [bad, next] = await Promise.allSettled([
          tx.execute(sql`select 1 / 0`),
          tx.execute(sql`select 1 as n`),
        ]);
        throw new Error(`${bad.status} then ${next.status}`);
      })
      .catch((err: unknown) => (err as Error).message);
    // PostgreSQL refuses a statement after a failed one in the same transaction.
    expect(settled).toBe('rejected then rejected');
    expect(numbers([(await db.execute(sql`select 7 as n`)) as { rows?: { n: number }[] }])).toEqual([7]);
  });

  it('outside a transaction, reads made together still use several connections at once', async () => {
    database ??= await createTestDatabase();
    const { db } = database;
    const { most, clients } = await mostAtOnce(() =>
      Promise.all([db.execute(slowly(1)), db.execute(slowly(2))]),
    );
    expect(clients).toBe(2);
    expect(most).toBe(1);
  });
});
