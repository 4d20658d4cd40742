import { deviceKinds } from '@tevila/domain';
import { z } from 'zod/mini';
import { updateResultSchema } from './answers.ts';
import { described, instant, whole } from './values.ts';

/** POST devices (Admin): loose on purpose, the service checks each field and answers one sentence. */
export const deviceBody = z.object({
  kind: described(z.optional(z.unknown()), deviceKinds.join(' or ')),
  name: described(z.optional(z.unknown()), 'What the staff call it: Lobby tablet'),
  roomId: described(z.optional(z.unknown()), 'A room device: its room; none for a kiosk'),
});

/** A device as GET devices lists it: never its token. */
export const deviceSchema = z.object({
  id: whole(),
  kind: z.enum(deviceKinds),
  name: z.string(),
  roomId: z.nullable(whole()),
  createdAt: instant,
  createdBy: described(z.nullable(z.string()), 'The id of the Admin who unlocked it'),
  lastUsedAt: z.nullable(instant),
  revokedAt: described(z.nullable(instant), 'Once revoked its token opens nothing'),
});

export const deviceListSchema = z.array(deviceSchema);

/** POST devices: the device, and its token, shown this once (the server keeps only its hash). */
export const newDeviceAnswer = updateResultSchema(
  z.object({
    device: deviceSchema,
    token: described(z.string(), 'tvd_…: the device sends it as Authorization: Bearer'),
  }),
);

/** DELETE devices/{id}: the device as revoked. */
export const deviceAnswer = updateResultSchema(deviceSchema);

export type Device = z.infer<typeof deviceSchema>;
export type DeviceRequest = z.input<typeof deviceBody>;
export type NewDevice = z.infer<typeof newDeviceAnswer>['result'];
