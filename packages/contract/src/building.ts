import {
  checkDmxChannel,
  checkPlaceName,
  checkRoomNumber,
  roomStatusNames,
  roomTypeNames,
} from '@tevila/domain';
import { z } from 'zod/mini';
import { fieldText, msg } from './field-messages.ts';
import { ruleField } from './domain-rule.ts';
import { described, whole } from './values.ts';

/** Who works a section on a night (docs/staff-api.md Attendant). */
export const attendantRefSchema = z.object({
  id: whole(),
  firstName: z.string(),
  lastName: z.string(),
});

/** GET sections, and the answer of a section's changes (docs/staff-api.md Section). */
export const sectionSchema = z.object({
  id: whole(),
  name: z.string(),
  active: z.boolean(),
  attendant: described(z.nullable(attendantRefSchema), "That night's attendant; null is No Attendant"),
});

/** docs/staff-api.md RoomRef: a room as a reservation names it. */
export const roomRefSchema = z.object({
  id: whole(),
  number: z.string(),
  type: z.enum(roomTypeNames),
  status: z.enum(roomStatusNames),
  section: z.object({ id: whole(), name: z.string(), attendant: z.nullable(attendantRefSchema) }),
});

/** GET rooms, and the answer of a room's changes: the RoomRef and who is in it. */
export const roomSchema = z.extend(roomRefSchema, {
  reservation: described(
    z.nullable(z.object({ id: z.string(), reservationCode: z.string(), reservationStatus: z.string() })),
    'Who is in the room now (Assigned … Dressing)',
  ),
  dmxChannel: described(z.nullable(whole()), "Its hallway call light's DMX channel, or null for none"),
});

/** GET cubicles, and the answer of a cubicle's changes. */
export const cubicleSchema = z.object({
  id: whole(),
  name: z.string(),
  active: z.boolean(),
  reservationId: described(z.nullable(z.string()), 'The Waiting reservation it is lent to'),
});

export const sectionListSchema = z.array(sectionSchema);
export const roomListSchema = z.array(roomSchema);
export const cubicleListSchema = z.array(cubicleSchema);

export type StaffAttendant = z.infer<typeof attendantRefSchema>;
export type StaffSection = z.infer<typeof sectionSchema>;
export type StaffRoomRef = z.infer<typeof roomRefSchema>;
export type StaffRoom = z.infer<typeof roomSchema>;
export type StaffCubicle = z.infer<typeof cubicleSchema>;

// Loose on purpose: the services check each field and answer with one sentence (a refusal of the
// update shape, not the { Message } of a schema's failure), so the bodies only name their fields.
const loose = () => z.optional(z.unknown());

/** POST rooms, PUT rooms/{id} (Admin). */
export const roomBody = z.object({
  number: described(loose(), 'As on the door: 12, 12A'),
  type: described(loose(), roomTypeNames.join(', ')),
  sectionId: described(loose(), 'An existing section'),
  dmxChannel: described(loose(), "Its hallway call light's DMX channel (1–512), or null for none"),
});

/** POST and PUT sections and cubicles (Admin): a name, and whether it is in use. */
export const nameBody = z.object({
  name: loose(),
  active: z.optional(z.boolean({ error: fieldText(msg('field.trueOrFalse', { field: 'active' })) })),
});

/** PUT sections/{id}/attendant?dt= (desk): who works the section that night. */
export const sectionAttendantBody = z.object({
  attendantId: described(loose(), 'An active attendant, or null for No Attendant'),
});

export type RoomRequest = z.input<typeof roomBody>;
export type NameRequest = z.input<typeof nameBody>;
export type SectionAttendantRequest = z.input<typeof sectionAttendantBody>;

/** The section's or cubicle's form: its body, the name checked as the service will (checkPlaceName). */
export const nameForm = z.extend(nameBody, { name: ruleField((value) => checkPlaceName(value)) });

/**
 * The room's form: its body, the number checked as the service will (checkRoomNumber) and a section
 * chosen (the service answers the same sentence when none is; whether it exists is its to say).
 */
export const roomForm = z.extend(roomBody, {
  number: ruleField(checkRoomNumber),
  sectionId: ruleField((value) =>
    value === undefined || value === null
      ? { ok: false, message: msg('field.required', { field: 'sectionId' }) }
      : { ok: true, value: String(value) },
  ),
  // Optional: a room need not have a light, and a body may leave it out.
  dmxChannel: z.optional(
    ruleField((value) => {
      const checked = checkDmxChannel(value);
      return checked.ok ? { ok: true, value: String(checked.value ?? '') } : checked;
    }),
  ),
});
