import { buildingDeviceIds } from '@tevila/domain';
import { z } from 'zod/mini';
import { updateResultSchema } from './answers.ts';
import { described, instant } from './values.ts';

/** A building device as GET building-devices lists it: where it is and how its last call went. */
export const buildingDeviceSchema = z.object({
  id: described(
    z.enum(buildingDeviceIds),
    'door-locks, a printer, the DMX node, the paging system, or the garage relay',
  ),
  address: described(z.string(), 'Where it is found, from its setting; empty when the facility has none'),
  state: described(
    z.enum(['not-set', 'not-tried', 'answering', 'failing']),
    'not-set: no address; not-tried: never called; answering or failing: by its last call',
  ),
  lastSuccessAt: z.nullable(instant),
  lastErrorAt: z.nullable(instant),
  lastError: described(z.nullable(z.string()), 'What went wrong last, as the device answered (technical)'),
  failingSince: described(z.nullable(instant), 'Since when it has not answered; null while it answers'),
});

export const buildingDeviceListSchema = z.array(buildingDeviceSchema);

/** POST building-devices/{id}/test: whether the device took the test, and the device after it. */
export const buildingDeviceTestAnswer = updateResultSchema(
  z.object({
    ok: described(z.boolean(), 'The device took the test'),
    device: buildingDeviceSchema,
  }),
);

export type BuildingDeviceView = z.infer<typeof buildingDeviceSchema>;
export type BuildingDeviceTest = z.infer<typeof buildingDeviceTestAnswer>['result'];
