import { roomStatusNames, roomTypeNames } from '@tevila/domain';
import { z } from 'zod';
import { msg, schemaText } from '../../i18n/messages.ts';

export const attendantRefSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
});

export const sectionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  active: z.boolean(),
  attendant: attendantRefSchema.nullable().describe("That night's attendant; null is No Attendant"),
});

/** docs/staff-api.md RoomRef: a room as a reservation names it. */
export const roomRefSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  type: z.enum(roomTypeNames),
  status: z.enum(roomStatusNames),
  section: z.object({ id: z.number().int(), name: z.string(), attendant: attendantRefSchema.nullable() }),
});

export const roomSchema = roomRefSchema.extend({
  reservation: z
    .object({ id: z.string(), reservationCode: z.string(), reservationStatus: z.string() })
    .nullable()
    .describe('Who is in the room now (Assigned … Dressing)'),
});

export const cubicleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  active: z.boolean(),
  reservationId: z.string().nullable().describe('The Waiting reservation it is lent to'),
});

const ACTIVE_ERROR = schemaText(msg('field.trueOrFalse', { field: 'active' }));
const active = z.boolean({ error: ACTIVE_ERROR }).optional();
// Loose on purpose: the services check each field and answer with one sentence.
const loose = z.unknown().optional();

export const roomBody = z.object({
  number: loose.describe('As on the door: 12, 12A'),
  type: loose.describe(roomTypeNames.join(', ')),
  sectionId: loose.describe('An existing section'),
});
export const nameBody = z.object({ name: loose, active });
export const attendantBody = z.object({
  attendantId: z.unknown().optional().describe('An active attendant, or null for No Attendant'),
});
export const nightQuery = z.object({
  dt: z
    .string({ error: schemaText(msg('field.dateFormat', { field: 'dt' })) })
    .max(40)
    .optional(),
});
export const idParams = z.object({ id: z.string().max(100) });
