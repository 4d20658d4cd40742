import { AsyncLocalStorage } from 'node:async_hooks';
import { setImmediate as turn } from 'node:timers/promises';
import type { PGlite, QueryOptions, Transaction } from '@electric-sql/pglite';
import { bindStatement, boundFacility, moveStatement, unbindStatement } from './facility-scope.ts';

/** The options without drizzle's parser map, which the instance already holds (drizzleTextTypes). */
function withoutParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  if (options?.parsers === undefined) return options;
  const { parsers: _instanceHasThem, ...rest } = options;
  return rest;
}

/**
 * The statement runner of an instance or a transaction, left without drizzle's parser map. PGlite
 * runs a statement on this thread, start to end: each waits for the event loop's next turn first, so
 * requests under way take turns statement by statement and a new one is read at once, instead of
 * whole requests running back to back in whatever order the sockets were read (under ten desks at
 * once, some waited twice as long as the rest).
 */
function queryWithoutParsers(target: PGlite | Transaction, connection?: Connection) {
  return async (text: string, params?: unknown[], options?: QueryOptions) => {
    if (outside.instances.has(target) && outside.transaction.getStore()?.open) warnNested(text);
    await turn();
    const send = () => target.query(text, params, withoutParsers(options));
    return connection === undefined ? send() : connection.bound(send);
  };
}

const OWNER = Symbol('owner');

/**
 * The embedded engine's one session, bound in turn to the facility of each piece of work
 * (docs/decisions/0077), as a PostgreSQL pool binds each of its connections. The session's role and
 * facility are its state, so the work runs one at a time, each after its binding, in the order it
 * came; the engine ran one statement at a time anyway.
 */
export class Connection {
  private tail: Promise<unknown> = Promise.resolve();
  private state: string | typeof OWNER | null = null;

  constructor(private readonly client: PGlite) {}

  /** Runs `work` with the session bound to the facility of the work asking. */
  bound<T>(work: () => Promise<T>): Promise<T> {
    const facility = boundFacility();
    return this.inTurn(async () => {
      if (this.state !== facility) {
        await this.client.exec(
          typeof this.state === 'string' ? moveStatement(facility) : bindStatement(facility),
        );
        this.state = facility;
      }
      return work();
    });
  }

  /** Runs `work` as the owner, the facility of the work asking set (migrations, a restore, the job queue). */
  asOwner<T>(work: () => Promise<T>): Promise<T> {
    const facility = boundFacility();
    return this.inTurn(async () => {
      this.state = null;
      await this.client.exec(unbindStatement(facility));
      this.state = OWNER;
      return work();
    });
  }

  private inTurn<T>(work: () => Promise<T>): Promise<T> {
    const run = this.tail.then(work, work);
    this.tail = run.then(
      () => {},
      () => {},
    );
    return run;
  }
}

export const embeddedConnection = (client: PGlite) => new Connection(client);

/**
 * The embedded engine runs one transaction at a time, and a statement on the instance waits until the
 * open one ends. A statement sent to the instance (not the transaction) from code the transaction is
 * running, and awaited there, therefore waits forever, and every request after it with it: the server
 * answers nothing and cannot be told why. Such a statement is said at once on stderr, with where it
 * came from (on PostgreSQL it would only have used a second connection).
 */
const outside = {
  instances: new WeakSet<PGlite | Transaction>(),
  transaction: new AsyncLocalStorage<{ open: boolean }>(),
};

function warnNested(text: string): void {
  process.emitWarning(
    `a statement on the embedded database was sent from inside an open transaction, not through it: it waits for that transaction to end (${text.slice(0, 80)})`,
    { code: 'TEVILA_NESTED_STATEMENT', detail: new Error('sent from').stack ?? '' },
  );
}

function inTransaction(tx: Transaction): Transaction {
  return new Proxy(tx, {
    get(target, key) {
      if (key === 'query') return queryWithoutParsers(target);
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * The PGlite instance as drizzle is given it (docs/decisions/0016). Drizzle's PGlite driver passes
 * its parsers with every query, and PGlite then copies its whole parser map (every array type
 * included) for each statement: 8% of the embedded server's time under load. The instance
 * parses those types the same way (drizzleTextTypes), so they are left out here. Everything else
 * reaches the instance itself, looked up at each call.
 */
export function forDrizzle(client: PGlite, connection?: Connection): PGlite {
  outside.instances.add(client);
  return new Proxy(client, {
    get(target, key) {
      if (key === 'query') return queryWithoutParsers(target, connection);
      if (key === 'transaction')
        return <T>(run: (tx: Transaction) => Promise<T>) => {
          const open = () =>
            target.transaction((tx) => {
              const mark = { open: true };
              return outside.transaction
                .run(mark, () => run(inTransaction(tx)))
                .finally(() => {
                  mark.open = false;
                });
            });
          return connection === undefined ? open() : connection.bound(open);
        };
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** The instance as the owner's work is given it, inside Connection.asOwner: statements go straight to it. */
export const forOwner = (client: PGlite): PGlite => forDrizzle(client);
