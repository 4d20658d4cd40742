import { msg } from '../../i18n/messages.ts';
import { DoorLockError } from './port.ts';

/** What a call to the lock system asked for, as its refusal names it. */
export type LockCall = 'code' | 'removal' | 'movedWindow' | 'pin' | 'visitor';
export const lockCall = (what: LockCall) => msg(`deviceFault.lockCall.${what}`);

/**
 * One call to a lock system, given up after `timeoutMs`. A call that never got an answer (refused
 * connection, timeout, reset) means the whole system is out of reach. The message names only the
 * host: never a credential, never a code.
 */
export async function callLocks(url: string, init: RequestInit, timeoutMs: number): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs), redirect: 'error' });
  } catch (err) {
    throw new DoorLockError(msg('deviceFault.lockServerSilent', { host: new URL(url).host }), true, {
      cause: err,
    });
  }
}

/**
 * A call the lock system answered with a refusal. 5xx, 408 and 429 say it is down or overwhelmed,
 * and 401 and 403 that the credentials are wrong: both hold for every code, not just this one.
 */
export function refusedBy(status: number, what: LockCall): DoorLockError {
  const whole = status >= 500 || status === 408 || status === 429 || status === 401 || status === 403;
  return new DoorLockError(msg('deviceFault.lockServerAnswered', { status, what: lockCall(what) }), whole);
}
