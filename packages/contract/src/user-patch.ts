import { checkUserPatchValue, type UserPatchField, type UserPatchValues } from '@tevila/domain';
import { z } from 'zod/mini';
import { domainRule } from './domain-rule.ts';

/** A field of the patch, checked by the rule the server applies to its operation (domain planUserPatch). */
const patchValue = (field: UserPatchField) =>
  z.optional(
    z.unknown().check(
      domainRule((value: unknown) => {
        const checked = checkUserPatchValue(field, value);
        return checked.ok ? null : checked.message;
      }),
    ),
  );

/**
 * PATCH users/{id} (docs/product/site-and-staff.md §5, "Account changes"): the values a form puts in
 * the JSON patch, by field, each refused with the server's sentence for that operation. The route
 * takes any list (its refusals are written by name in the update shape); a form checks the fields it
 * sends with this.
 */
export const userPatchFields = z.object({
  plateNumber: patchValue('plateNumber'),
  language: patchValue('language'),
  notes: patchValue('notes'),
  notificationReservations: patchValue('notificationReservations'),
  notificationDayBefore: patchValue('notificationDayBefore'),
  notificationDayOf: patchValue('notificationDayOf'),
  internalNote: patchValue('internalNote'),
  testUser: patchValue('testUser'),
  hasExtraTime: patchValue('hasExtraTime'),
});

/** Her note's path as the product names it, beside the field it is stored in. */
type PatchValues = UserPatchValues & { Notes: UserPatchValues['notes'] };

/**
 * One operation as the web writes it, its value typed by its path. "Notes" is her note's path as the
 * product names it (docs/product/site-and-staff.md §5, "Account changes"); the server reads paths
 * without regard to case.
 */
export type UserPatchOperation = {
  [P in keyof PatchValues]: { op: 'add' | 'replace'; path: P; value: PatchValues[P] };
}[keyof PatchValues];

/** The body of PATCH users/{id}: a JSON-patch list. */
export type UserPatchRequest = UserPatchOperation[];
