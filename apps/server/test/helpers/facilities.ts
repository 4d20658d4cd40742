import type { FacilityInput } from '@tevila/domain';
import { writer } from '../../src/cli-support.ts';
import { addFacility } from '../../src/modules/facilities/add-service.ts';
import type { TestApp } from './test-app.ts';

/** The second facility of the tests' deployments, and its host. */
export const NORTH = 'north.test';

/** Adds a facility as `facility add` does (audited as "test"): by default North Mikvah at north.test. */
export function addNorth(t: TestApp, input: Partial<FacilityInput> = {}) {
  return addFacility(
    writer(t.db),
    { slug: 'north', name: 'North Mikvah', host: NORTH, ...input },
    { userId: 'test', ip: null },
  );
}
