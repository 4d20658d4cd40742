import { checkAttendantName } from '@tevila/domain';
import { z } from 'zod/mini';
import { fieldText, msg } from './field-messages.ts';
import { ruleField } from './domain-rule.ts';
import { described, whole } from './values.ts';

/** An attendant as GET attendants answers her: staff also read whether she still works here. */
export const attendantSchema = z.object({
  id: whole(),
  firstName: z.string(),
  lastName: z.string(),
  active: described(z.optional(z.boolean()), 'Staff only'),
});

export const attendantListSchema = z.array(attendantSchema);

export type Attendant = z.infer<typeof attendantSchema>;

// Loose on purpose: the service checks each name (the domain's checkAttendantName) and answers with
// one sentence; the schema refuses only what is not text at all, or far too long to be a name.
const name = (field: string) =>
  z
    .string({
      error: (issue) =>
        fieldText(
          issue.input === undefined ? msg('field.required', { field }) : msg('field.mustBeText', { field }),
        ),
    })
    .check(z.maxLength(1000, { error: fieldText(msg('field.atMostCharsLong', { field, max: 50 })) }));

const active = () =>
  z.optional(z.boolean({ error: fieldText(msg('field.trueOrFalse', { field: 'active' })) }));

/** POST attendants (Admin): a new attendant, active unless told otherwise. */
export const attendantCreateBody = z.object({
  firstName: name('firstName'),
  lastName: name('lastName'),
  active: active(),
});

/** PUT attendants/{id} (Admin): only the fields given change. */
export const attendantEditBody = z.object({
  firstName: z.optional(name('firstName')),
  lastName: z.optional(name('lastName')),
  active: active(),
});

export type AttendantCreateRequest = z.input<typeof attendantCreateBody>;
export type AttendantEditRequest = z.input<typeof attendantEditBody>;

/** The attendant's form (a new one, or her names changed): both names checked as the service will. */
export const attendantForm = z.extend(attendantEditBody, {
  firstName: ruleField((value) => checkAttendantName('firstName', value)),
  lastName: ruleField((value) => checkAttendantName('lastName', value)),
});
