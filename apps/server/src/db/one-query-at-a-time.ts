import type pg from 'pg';
import { withQuery } from './with-query.ts';

/**
 * A transaction's client that sends its statements one after another. A transaction is one
 * connection, and reads it makes together (a `Promise.all` of a staff view's parts) would reach the
 * client while it still runs one: pg 8 queues them with a deprecation warning, and pg 9 will refuse them.
 * Here each waits for the one before it, whatever the code above does.
 */
export function oneQueryAtATime(client: pg.PoolClient): pg.PoolClient {
  let last: Promise<unknown> = Promise.resolve();
  const query = (...args: Parameters<pg.PoolClient['query']>) => {
    const sent = last.then(() => client.query(...args));
    // The next waits for this one to end, failed or not, as pg's own queue did; its caller sees its error.
    last = sent.catch(() => undefined);
    return sent;
  };
  return withQuery(client, query);
}
