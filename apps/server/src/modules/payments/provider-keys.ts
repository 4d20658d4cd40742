import { DEFAULT_FACILITY } from '@tevila/domain';
import { boundFacility } from '../../db/facility-scope.ts';

/**
 * An idempotency key as the provider is sent it: another facility than the first names itself in it
 * (`north:ledger-12`), so keys of two facilities on one platform account can never meet.
 */
export function facilityKey(key: string): string {
  const facility = boundFacility();
  return facility === DEFAULT_FACILITY ? key : `${facility}:${key}`;
}
