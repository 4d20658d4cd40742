import type { LocalMessage } from '../../i18n/messages.ts';
import { DeviceError } from '../device-error.ts';
import type { DoorCode } from '@tevila/domain';

/**
 * The door-lock port (docs/building/door-locks.md): the doors learn each reservation's code and its
 * window, and forget it. doorLockSystem picks the adapter; with none, no code is sent anywhere.
 */
export interface DoorLocksPort {
  /**
   * Puts the reservation's code on the doors (again, when its window moved); throws when refused.
   * `ref` is what the last call answered for this reservation: a system that names the code its own
   * way (an access-control system's visitor id) answers that name, to be handed back next time.
   */
  program(reservationId: string, code: DoorCode, ref: string | null): Promise<string | null>;
  /** Takes the reservation's code off the doors; a code the doors never had counts as taken off. */
  revoke(reservationId: string, ref: string | null): Promise<void>;
}

/**
 * The lock server did not take the call. `whole`: it is down or unreachable (timed out, refused the
 * connection, answered 5xx), so every other call would fail too; otherwise it refused this one code.
 */
export class DoorLockError extends DeviceError {
  override readonly name = 'DoorLockError';
  constructor(
    message: LocalMessage,
    readonly whole: boolean,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}
