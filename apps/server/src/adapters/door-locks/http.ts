import type { DoorCode } from '@tevila/domain';
import { callLocks, refusedBy } from './calls.ts';
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

  function call(method: 'PUT' | 'DELETE', reservationId: string, body?: DoorCode): Promise<Response> {
    const url = `${base}/codes/${encodeURIComponent(reservationId)}`;
    return callLocks(
      url,
      {
        method,
        headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      },
      timeoutMs,
    );
  }

  return {
    async program(reservationId, code) {
      const response = await call('PUT', reservationId, code);
      await response.body?.cancel();
      if (!response.ok) throw refusedBy(response.status, 'code');
      // The reservation's id is the code's name on a lock server of this protocol.
      return null;
    },
    async revoke(reservationId) {
      const response = await call('DELETE', reservationId);
      await response.body?.cancel();
      if (!response.ok && response.status !== 404) throw refusedBy(response.status, 'removal');
    },
  };
}
