import { DeviceError } from '../device-error.ts';
import type { Announcement } from '@tevila/domain';

/**
 * The paging port (docs/building/paging.md): the attendants hear a call. pagingAddress says where the
 * paging system is; with none, nothing is announced.
 */
export interface PagingPort {
  /** Plays the announcement; throws PagingError when the paging system did not take it. */
  announce(announcement: Announcement): Promise<void>;
}

/** The paging system did not take a call: unreachable, refused the password, or refused the call. */
export class PagingError extends DeviceError {
  override readonly name = 'PagingError';
}
