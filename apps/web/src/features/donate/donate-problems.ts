import type { Language } from '@tevila/domain';
import type { Text } from '../../islands/island-texts';
import type * as SchemaCheckModule from '../../ui/form-schema-check';
import { amountRangeText, type DonorErrors } from './donor-fields';
import { donationRequest, validateDonation, type DonateFields, type Donor } from './donate-rules';

export interface DonationProblems {
  /** A sentence under each field she can correct. */
  shown: DonorErrors;
  /** A refusal of what is not shown (her account's phone, her id): said above the payment. */
  unshown: string | null;
}

/** The fields shown to her that makepayment's schema may refuse (a signed-in donor's phone is her account's). */
const shownFields = (signedIn: boolean): readonly string[] =>
  signedIn
    ? ['firstName', 'lastName', 'email', 'amount', 'otherText']
    : ['firstName', 'lastName', 'phone', 'email', 'amount', 'otherText'];

/**
 * What is wrong with the form, each sentence in the page's language. makepayment's own schema (the
 * contract) judges what she typed as the server would, with its sentence, and wins where both refuse
 * a field: the server reads the schema first. The page keeps its own checks (docs/product/booking.md §5)
 * for what the schema leaves to the service: a guest's names and phone, the email's form, the amount
 * (at least 1, in dollars and cents), said in the page's words before anything is sent.
 */
export function donationProblems({
  fields,
  donor,
  signedIn,
  language,
  text,
  schemaCheck,
}: {
  fields: DonateFields;
  donor: Donor | null;
  signedIn: boolean;
  language: Language;
  text: Text;
  schemaCheck: typeof SchemaCheckModule;
}): DonationProblems {
  const found: Record<string, string> = {};
  for (const [field, key] of Object.entries(validateDonation(fields, signedIn)))
    found[field] = text(`donate.errors.${key}`, amountRangeText(language));
  const bySchema = schemaCheck.schemaProblems(
    'makePaymentBody',
    donationRequest(fields, donor),
    {
      firstName: text('donate.firstName'),
      lastName: text('donate.lastName'),
      phone: text('donate.phone'),
      email: text('donate.email'),
      // The type's sentence is shown under Other's text.
      donationType: text('donate.otherText'),
    },
    language,
  );
  for (const [key, sentence] of Object.entries(bySchema))
    if (typeof sentence === 'string') found[key === 'donationType' ? 'otherText' : key] = sentence;
  const shown: DonorErrors = {};
  let unshown: string | null = null;
  for (const [field, sentence] of Object.entries(found)) {
    // A field the form shows is one of the donor's fields.
    if (shownFields(signedIn).includes(field)) shown[field as keyof DonateFields] = sentence;
    else unshown ??= sentence;
  }
  return { shown, unshown };
}
