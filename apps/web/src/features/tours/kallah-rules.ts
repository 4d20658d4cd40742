import { emailProblem, requiredProblems, type FieldErrors } from '../../ui/form-rules';

/** docs/product/site-and-staff.md §3: the message of the form shown when no Kallah tour is on the calendar. */
export const KALLAH_FALLBACK_MESSAGE = 'Please let me know when a Kallah tour is available.';

/** Where tours meet when neither the tour nor the settings say (the catalogue's default address). */
export const DEFAULT_TOUR_LOCATION = 'Los Angeles, CA';

export type KallahFallbackFields = { firstName: string; lastName: string; email: string };
export type KallahSignupFields = KallahFallbackFields & { tourId: string };

/** docs/product/site-and-staff.md §5 Kallah form: first name, last name and email (an address) required. */
export function validateKallahFallback(
  fields: KallahFallbackFields,
): FieldErrors<keyof KallahFallbackFields> {
  const errors = requiredProblems<keyof KallahFallbackFields>(fields, ['firstName', 'lastName']);
  const email = emailProblem(fields.email);
  if (email) errors.email = email;
  return errors;
}

/** The same, and the tour when tours exist. */
export function validateKallahSignup(fields: KallahSignupFields): FieldErrors<keyof KallahSignupFields> {
  const errors: FieldErrors<keyof KallahSignupFields> = validateKallahFallback(fields);
  if (fields.tourId.trim() === '') errors.tourId = 'required';
  return errors;
}

/** The street the tour meets at: the tour's own, else the facility's address, else the default. */
export const tourLocation = (own: string | null | undefined, facilityAddress: string): string =>
  own?.trim() || facilityAddress.trim() || DEFAULT_TOUR_LOCATION;
