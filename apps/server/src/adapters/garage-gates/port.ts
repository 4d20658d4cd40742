import { DeviceError } from '../device-error.ts';
import type { GarageDoorId } from '@tevila/domain';

/**
 * docs/design.md §7: the garage gates port. The real adapter pulses a coil of the Modbus TCP relay at
 * modbusRelayAddress; the built-in default only logs.
 */
export interface GatesPort {
  /** Opens one gate; throws when the relay did not answer (the gate stays shut). */
  open(door: GarageDoorId): Promise<void>;
}

/** What adapters may log with (pino's signature, so app.log fits). */
export interface GatesLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
}

/** The relay did not answer: nothing was opened. */
export class GateUnreachableError extends DeviceError {
  override readonly name = 'GateUnreachableError';
}
