import pg from 'pg';

/** The server the PostgreSQL tests use: DATABASE_URL, or the local one with trust auth. */
export function pgAdminUrl(): string {
  return process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
}

/** The same server, another database. */
export function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** undefined when reachable, else why not (without credentials). */
export async function probePostgres(url: string): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return undefined;
  } catch (err) {
    const where = new URL(url);
    return `${where.hostname}:${where.port || '5432'}: ${err instanceof Error ? err.message : String(err)}`;
  } finally {
    await client.end().catch(() => {});
  }
}

export async function withAdminClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end().catch(() => {});
  }
}

/** Database names are generated here, never from input, but quote them anyway. */
export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** The clause that puts a new database in the run's tablespace, if it has one (memory-tablespace.ts). */
export function inTablespace(tablespace: string | undefined): string {
  return tablespace === undefined ? '' : ` tablespace ${quoteIdent(tablespace)}`;
}
