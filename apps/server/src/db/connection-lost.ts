import { causeChain } from '../errors.ts';

/*
 * A query that failed because the database went away (restarted, failed over, our connection
 * terminated), not because of what it asked. The request answers 503 and the next one gets a new
 * connection; nothing about it is the client's fault or a bug of ours.
 */

/** SQLSTATE class 08 (connection exception) and the shutdown codes of class 57. */
const LOST_STATES = /^(08...|57P0[1-3])$/;
/** Socket failures as Node reports them. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTCONN',
  'EHOSTUNREACH',
]);
/** What node-postgres says when it has no SQLSTATE to give. */
const LOST_MESSAGES =
  /Connection terminated|not queryable|connection error|Connection ended|timeout exceeded when trying to connect/i;

/** Whether `err`, or what it wraps (the query builder's error), is a lost database connection. */
export function isConnectionLost(err: unknown): boolean {
  for (const e of causeChain(err)) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (LOST_STATES.test(code) || SOCKET_CODES.has(code)) return true;
    if (typeof e.message === 'string' && LOST_MESSAGES.test(e.message)) return true;
  }
  return false;
}
