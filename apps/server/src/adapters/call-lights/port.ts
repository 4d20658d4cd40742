import { DeviceError } from '../device-error.ts';
/**
 * The hallway's call lights as Tevila drives them (docs/building/call-lights.md): each channel's level,
 * sent to the building's DMX node and repeated so that it never drops the source.
 */
export interface CallLightsPort {
  /** Sets these channels (1–512) to these levels (0–255); channels not named keep theirs. */
  show(levels: ReadonlyMap<number, number>): void;
  /** Darkens every channel it lit, then lets go of the network. */
  close(): Promise<void>;
}

/** Where the DMX node listens, and what to do when the network refuses a frame. */
export interface CallLightsTarget {
  host: string;
  port: number;
  universe: number;
  onError(err: Error): void;
  onSent(): void;
}

/** The network refused a frame to the DMX node (a test of the node reports it). */
export class CallLightsUnreachableError extends DeviceError {
  override readonly name = 'CallLightsUnreachableError';
}
