import { msg } from '../../i18n/messages.ts';
import { fieldsOf } from '@tevila/domain';
import type { DoorCode, DoorZone } from '@tevila/domain';
import { callLocks, lockCall, refusedBy, type LockCall } from './calls.ts';
import { DoorLockError } from './port.ts';
import type { DoorLocksPort } from './port.ts';

export interface UnifiAccessOptions {
  /** doorLockServerAddress: the console's API address, like https://192.168.1.1:12445. */
  baseUrl: string;
  /** doorLockPassword: the API token made in UniFi Access (Settings → General → Advanced → API Token). */
  token: string;
  /** The door groups each zone opens: doorLockEntranceGroup and doorLockDryHallwayGroup. */
  groups: Record<DoorZone, string>;
  timeoutMs?: number;
}

/** The developer API's answer: `code` is SUCCESS, or names what went wrong. */
interface Answer {
  code?: unknown;
  msg?: unknown;
  data?: unknown;
}

/** Codes that hold for every call: the token is wrong, or the console itself failed. */
const WHOLE = new Set([
  'CODE_AUTH_FAILED',
  'CODE_ACCESS_TOKEN_INVALID',
  'CODE_UNAUTHORIZED',
  'CODE_OPERATION_FORBIDDEN',
  'CODE_SYSTEM_ERROR',
]);
const GONE = new Set(['CODE_RESOURCE_NOT_FOUND', 'CODE_NOT_EXISTS']);

/**
 * UniFi Access (docs/decisions/0057-unifi-access-for-door-codes.md), through its developer API: each
 * reservation is a visitor, named only "Tevila" and the start of the reservation's id (never her
 * name), with her code as the visitor's PIN, allowed through the zones' door groups between the
 * window's two instants. A moved window updates the visitor; a revoked code deletes it.
 */
export function createUnifiAccessDoorLocks(options: UnifiAccessOptions): DoorLocksPort {
  const base = `${options.baseUrl.replace(/\/+$/, '')}/api/v1/developer`;
  const timeoutMs = options.timeoutMs ?? 5000;
  const headers = {
    accept: 'application/json',
    'content-type': 'application/json',
    authorization: `Bearer ${options.token}`,
  };

  /** One call; null when the visitor it names no longer exists. */
  async function send(method: string, path: string, what: LockCall, body?: object): Promise<Answer | null> {
    const init = { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) };
    const response = await callLocks(`${base}${path}`, init, timeoutMs);
    const answer: Answer = fieldsOf(await response.json().catch(() => ({})));
    const code = typeof answer.code === 'string' ? answer.code : '';
    if (response.status === 404 || GONE.has(code)) return null;
    if (!response.ok) throw refusedBy(response.status, what);
    if (code === 'SUCCESS') return answer;
    throw new DoorLockError(
      code === ''
        ? msg('deviceFault.lockServerNoResult', { what: lockCall(what) })
        : msg('deviceFault.lockServerAnswered', { status: code, what: lockCall(what) }),
      WHOLE.has(code),
    );
  }

  function visitor(reservationId: string, code: DoorCode) {
    const resources = code.zones.map((zone) => {
      const id = options.groups[zone];
      if (id === '') throw new DoorLockError(msg('deviceFault.noDoorGroup', { zone }), true);
      return { id, type: 'door_group' };
    });
    return {
      first_name: 'Tevila',
      last_name: reservationId.slice(0, 8),
      remarks: reservationId,
      start_time: Math.floor(Date.parse(code.validFrom) / 1000),
      end_time: Math.ceil(Date.parse(code.validUntil) / 1000),
      visit_reason: 'Others',
      resources,
    };
  }

  const remove = async (id: string) => {
    await send('DELETE', `/visitors/${encodeURIComponent(id)}?is_force=true`, 'removal');
  };

  return {
    async program(reservationId, code, ref) {
      const body = visitor(reservationId, code);
      if (ref !== null && (await send('PUT', `/visitors/${encodeURIComponent(ref)}`, 'movedWindow', body))) {
        await send('PUT', `/visitors/${encodeURIComponent(ref)}/pin_codes`, 'pin', { pin_code: code.code });
        return ref;
      }
      const created = await send('POST', '/visitors', 'visitor', body);
      const id = fieldsOf(created?.data).id;
      if (typeof id !== 'string' || id === '')
        throw new DoorLockError(msg('deviceFault.visitorWithoutId'), false);
      try {
        await send('PUT', `/visitors/${encodeURIComponent(id)}/pin_codes`, 'pin', { pin_code: code.code });
      } catch (err) {
        // A visitor without her PIN opens nothing: take it away, so that the retry starts clean.
        await remove(id).catch(() => undefined);
        throw err;
      }
      return id;
    },
    async revoke(_reservationId, ref) {
      if (ref !== null) await remove(ref);
    },
  };
}
