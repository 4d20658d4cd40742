import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { isConnectionLost } from './connection-lost.ts';
import { bindStatement, boundFacility, moveStatement, unbindStatement } from './facility-scope.ts';
import { oneQueryAtATime } from './one-query-at-a-time.ts';
import { createDataDirApart } from './pglite-initdb.ts';
import { embeddedConnection, forDrizzle, forOwner } from './pglite-drizzle.ts';
import { drizzleTextTypes, pgliteStartParams } from './pglite-settings.ts';
import * as schema from './schema.ts';
import { withQuery } from './with-query.ts';

export type Schema = typeof schema;

/**
 * The one database type repos accept. Both drivers (and their transactions) are PgDatabases over the
 * same schema, so a repo function written once runs on PGlite and on PostgreSQL alike.
 */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Engine = 'pglite' | 'pg';

/** How the job queue (pg-boss) reaches the same database: its own pool, or the one PGlite instance. */
export type JobsConnection =
  { connectionString: string } | { pglite: PGlite; asOwner: <T>(work: () => Promise<T>) => Promise<T> };

export interface Database {
  readonly engine: Engine;
  readonly db: Db;
  readonly jobsConnection: JobsConnection;
  /** Applies drizzle-kit's committed migrations from the folder (idempotent). */
  migrate(migrationsFolder: string): Promise<void>;
  /**
   * Runs start-up work (migrations, the job queue's set-up) one instance at a time: instances
   * started together on an empty database would otherwise deadlock creating the same objects.
   */
  serialized<T>(run: () => Promise<T>): Promise<T>;
  /**
   * Runs `run` as the database's owner (the login role, row-level security's policies not binding it
   * where it is a superuser), with the work's facility set: for what changes the schema (migrations, a
   * restore) and nothing else.
   */
  asOwner<T>(run: (db: Db) => Promise<T>): Promise<T>;
  /**
   * Receives the channel's NOTIFY payloads (sent by any instance, delivered at commit). `onState`
   * reports whether delivery is live; while it is not, notifications may be missed.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<Listening>;
  /** The pool's connections open and idle, and requests waiting for one (PostgreSQL only). */
  poolUse?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

export interface Listening {
  stop(): Promise<void>;
  /**
   * Resolves true once every notification committed before the call has been handed to `onMessage`,
   * false when delivery is not live. Concurrent callers share one round trip.
   */
  caughtUp(): Promise<boolean>;
  /**
   * Every writer is in this process (the embedded engine): a change published in a transaction may
   * be handed to this process's listeners at its commit instead of being sent through the database.
   */
  readonly writersHere?: boolean;
}

export interface ListenHandlers {
  onMessage(payload: string): void;
  onState(live: boolean): void;
}

export interface PgliteOptions {
  /** Directory that persists the database; omitted = in memory. */
  dataDir?: string;
  /** A tarball from PGlite's dumpDataDir to start from (tests clone a migrated database this way). */
  loadDataDir?: Blob;
  /** More initdb options for a new in-memory database (the tests' template takes small WAL segments). */
  initDbParams?: readonly string[];
}

/** PGlite with our settings and parsers (docs/decisions/0016), a new data directory created apart. */
export async function openPglite(options: PgliteOptions = {}): Promise<Database & { client: PGlite }> {
  if (options.dataDir !== undefined) {
    mkdirSync(options.dataDir, { recursive: true });
    if (options.loadDataDir === undefined) await createDataDirApart(options.dataDir, pgliteStartParams);
  }
  const client = await PGlite.create({
    ...(options.dataDir !== undefined ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir !== undefined ? { loadDataDir: options.loadDataDir } : {}),
    startParams: [...pgliteStartParams],
    ...(options.initDbParams !== undefined ? { initDbStartParams: [...options.initDbParams] } : {}),
    parsers: drizzleTextTypes,
  });
  // At start PGlite gave every array type a parser of its elements; drizzle reads these as text.
  Object.assign(client.parsers, drizzleTextTypes);
  const connection = embeddedConnection(client);
  const db = drizzlePglite({ client: forDrizzle(client, connection), schema });
  const owner = drizzlePglite({ client: forOwner(client), schema });
  const asOwner = <T>(run: (db: typeof owner) => Promise<T>) => connection.asOwner(() => run(owner));
  return {
    engine: 'pglite',
    db,
    client,
    jobsConnection: { pglite: client, asOwner: (work) => connection.asOwner(work) },
    migrate: (migrationsFolder) => asOwner((o) => migratePglite(o, { migrationsFolder })),
    asOwner,
    // One process owns the embedded database: nothing to wait for.
    serialized: (run) => run(),
    // One process owns the embedded database, so delivery is always live.
    listen: async (channel, handlers) => {
      const stop = await client.listen(channel, handlers.onMessage);
      handlers.onState(true);
      return {
        stop: async () => {
          handlers.onState(false);
          if (!client.closed) await stop();
        },
        // Every writer is in this process and its notification reaches the listener before it commits.
        caughtUp: () => Promise.resolve(!client.closed),
        writersHere: true,
      };
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

type PgDb = NodePgDatabase<Schema>;

/**
 * Transactions that always give their client back. Drizzle checks a client out of the pool and
 * releases it only once `begin` has succeeded: a connection lost in between (a restart, a failover)
 * would leave it checked out for good, and the pool would wait for it at shutdown. Here each runs on
 * a client taken and released in one place; a client whose connection was lost is released with the
 * error, so the pool drops it. One query builder per pooled client, kept while the client lives, its
 * statements sent one at a time (one-query-at-a-time.ts).
 */
function transactionsGivingBack(checkout: () => Promise<pg.PoolClient>): PgDb['transaction'] {
  const builders = new WeakMap<pg.PoolClient, PgDb>();
  return async (run, config) => {
    const client = await checkout();
    let lost: Error | undefined;
    try {
      let builder = builders.get(client);
      if (builder === undefined) {
        builder = drizzleNodePg({ client: oneQueryAtATime(client), schema });
        builders.set(client, builder);
      }
      return await builder.transaction(run, config);
    } catch (err) {
      if (isConnectionLost(err)) lost = err instanceof Error ? err : new Error('connection lost');
      throw err;
    } finally {
      client.release(lost);
    }
  };
}

/**
 * Takes a client from the pool bound to the facility of the work asking (docs/decisions/0077): a client
 * new to the pool takes the server's role and the facility, one bound to another facility is moved.
 * With one facility, each client is bound once in its life.
 */
function facilityClients(pool: pg.Pool): () => Promise<pg.PoolClient> {
  const bound = new WeakMap<pg.PoolClient, string>();
  return async () => {
    const facility = boundFacility();
    const client = await pool.connect();
    const was = bound.get(client);
    if (was !== facility) {
      try {
        await client.query(was === undefined ? bindStatement(facility) : moveStatement(facility));
      } catch (err) {
        bound.delete(client);
        client.release(err instanceof Error ? err : true);
        throw err;
      }
      bound.set(client, facility);
    }
    return client;
  };
}

/** The pool as drizzle is given it: each statement on a client bound to the work's facility. */
function boundStatements(pool: pg.Pool, checkout: () => Promise<pg.PoolClient>): pg.Pool {
  const query = async (...args: Parameters<pg.PoolClient['query']>) => {
    const client = await checkout();
    let lost: Error | undefined;
    try {
      return await client.query(...args);
    } catch (err) {
      if (isConnectionLost(err)) lost = err instanceof Error ? err : new Error('connection lost');
      throw err;
    } finally {
      client.release(lost);
    }
  };
  return withQuery(pool, query);
}

// Any fixed number works; it only has to be the same for every instance of this app.
const STARTUP_LOCK = 7_381_221;

export function openPostgres(
  connectionString: string,
  options: { max?: number } = {},
): Database & { pool: pg.Pool } {
  const pool = new pg.Pool({ connectionString, max: options.max ?? 10 });
  // A client losing its connection must not crash the process. Idle ones are the pool's 'error'; one
  // checked out (a transaction) reports it on itself, and its query fails: the request answers 503
  // (http/errors.ts) and the pool drops the client when it comes back.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const checkout = facilityClients(pool);
  const db = drizzleNodePg({ client: boundStatements(pool, checkout), schema });
  db.transaction = transactionsGivingBack(checkout);
  // A session-level advisory lock: held on one connection for the whole of `run`.
  const serialized = async <T>(run: () => Promise<T>): Promise<T> => {
    const lockClient = await pool.connect();
    try {
      await lockClient.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
      return await run();
    } finally {
      await lockClient.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => {});
      lockClient.release();
    }
  };
  // The owner's work has a connection of its own, never returned to the pool the server's role uses.
  const asOwner = async <T>(run: (db: PgDb) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString });
    client.on('error', () => {});
    await client.connect();
    try {
      await client.query(unbindStatement(boundFacility()));
      return await run(drizzleNodePg({ client, schema }));
    } finally {
      await client.end().catch(() => {});
    }
  };
  return {
    engine: 'pg',
    db,
    pool,
    jobsConnection: { connectionString },
    migrate: (migrationsFolder) =>
      serialized(() => asOwner((owner) => migrateNodePg(owner, { migrationsFolder }))),
    serialized,
    asOwner,
    listen: (channel, handlers) => listenPostgres(connectionString, channel, handlers),
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: async () => {
      if (!pool.ended) await pool.end();
    },
  };
}

/**
 * LISTEN on a dedicated connection (a pooled one would be handed to queries). A lost connection is
 * reported as not live and re-opened after a second, until stopped.
 */
async function listenPostgres(
  connectionString: string,
  channel: string,
  handlers: ListenHandlers,
): Promise<Listening> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString });
    client = c;
    const lost = () => {
      if (client !== c) return;
      client = null;
      handlers.onState(false);
      c.end().catch(() => {});
      if (!stopped) retry = setTimeout(() => void connect().catch(() => {}), 1000);
    };
    c.on('error', lost);
    c.on('end', lost);
    c.on('notification', (n) => {
      if (n.channel === channel) handlers.onMessage(n.payload ?? '');
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (err) {
      lost();
      throw err;
    }
    if (client === c) handlers.onState(true);
  };
  // A first failure is not fatal: the site answers from the database until delivery is live.
  await connect().catch(() => {});

  // A fence: the server hands a listening session every notification committed before a query it
  // runs ahead of that query's answer, so once `select 1` on this connection answers, everything
  // committed before it was sent has reached onMessage. A fence already on its way may have left
  // before a caller arrived; such callers share the next one.
  let sent: Promise<boolean> | null = null;
  let queued: Promise<boolean> | null = null;
  const fence = (): Promise<boolean> => {
    const c = client;
    if (c === null) return Promise.resolve(false);
    const answer: Promise<boolean> = c
      .query('select 1')
      .then(
        () => client === c,
        () => false,
      )
      .finally(() => {
        if (sent === answer) sent = null;
      });
    sent = answer;
    return answer;
  };
  const caughtUp = (): Promise<boolean> => {
    if (sent === null) return fence();
    queued ??= sent.then(() => {
      queued = null;
      return fence();
    });
    return queued;
  };

  return {
    stop: async () => {
      stopped = true;
      if (retry !== null) clearTimeout(retry);
      const c = client;
      client = null;
      handlers.onState(false);
      await c?.end().catch(() => {});
    },
    caughtUp,
  };
}
