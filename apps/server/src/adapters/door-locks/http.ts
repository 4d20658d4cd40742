import type { DoorCode } from '@tevila/domain';
import { DoorLockError } from './port.ts';
import type { DoorLocksPort } from './port.ts';

export interface HttpDoorLocksOptions {
  /** doorLockServerAddress: the base URL the codes' paths are under. */
  baseUrl: string;
  /** doorLockLogin and doorLockPassword: HTTP Basic credentials, when the login is set. */
  login: string;
  password: string;
  /** Each call gives up after this long. */
  timeoutMs?: number;
}

/**
 * Tevila's own lock protocol (docs/building/door-locks.md), for any lock server or bridge:
 * PUT {base}/codes/{reservationId} with the code, its zones and window; DELETE the same path.
 */
export function createHttpDoorLocks(options: HttpDoorLocksOptions): DoorLocksPort {
  const base = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 5000;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.login !== '')
    headers.authorization = `Basic ${Buffer.from(`${options.login}:${options.password}`).toString('base64')}`;

  async function call(method: 'PUT' | 'DELETE', reservationId: string, body?: DoorCode): Promise<Response> {
    const url = `${base}/codes/${encodeURIComponent(reservationId)}`;
    try {
      return await fetch(url, {
        method,
        headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      });
    } catch (err) {
      // Never the credentials: only where it was sent and what went wrong on the way.
      throw new DoorLockError(`the lock server at ${new URL(base).host} did not answer`, true, {
        cause: err,
      });
    }
  }

  function refusal(response: Response, what: string): DoorLockError {
    const whole = response.status >= 500 || response.status === 408 || response.status === 429;
    // 401 and 403: the login is wrong for every code, not just this one.
    const everyCode = whole || response.status === 401 || response.status === 403;
    return new DoorLockError(`the lock server answered ${response.status} to ${what}`, everyCode);
  }

  return {
    async program(reservationId, code) {
      const response = await call('PUT', reservationId, code);
      await response.body?.cancel();
      if (!response.ok) throw refusal(response, 'a code');
    },
    async revoke(reservationId) {
      const response = await call('DELETE', reservationId);
      await response.body?.cancel();
      if (!response.ok && response.status !== 404) throw refusal(response, 'a removal');
    },
  };
}
