import { MIN_DONATION_CENTS, amountRange, type Language } from '@tevila/domain';
import type { ReactNode } from 'react';
import { useText } from '../../islands/island-texts';
import { SelectField, TextField } from '../../ui/form-fields';
import { writtenAmount } from '../../ui/written-amount';
import { DONATION_TYPES, type DonateFields, type DonationType } from './donate-rules';
import classes from './donate.module.css';

/**
 * The smallest and largest donation as the page writes them ("$1.00", "$10,000.00"), each kept left to
 * right inside a Hebrew sentence: said under the amount before she sends, and in its messages.
 */
export function amountRangeText(language: Language): { min: string; max: string } {
  const range = amountRange(MIN_DONATION_CENTS);
  return { min: writtenAmount(range.minCents, language), max: writtenAmount(range.maxCents, language) };
}

/** Each field's sentence, as the form's checks wrote it in the page's language. */
export type DonorErrors = Partial<Record<keyof DonateFields, string>>;

const typeKeys: Record<DonationType, 'donation' | 'shabbos' | 'tip' | 'other'> = {
  Donation: 'donation',
  'Shabbos Payment': 'shabbos',
  Tip: 'tip',
  Other: 'other',
};

type DonorBox = 'firstName' | 'lastName' | 'phone' | 'email' | 'amount' | 'otherText';

/** How each box is typed in: its keyboard, autofill and direction (a phone or address reads left to right). */
const BOXES: Record<
  DonorBox,
  Pick<Parameters<typeof TextField>[0], 'type' | 'inputMode' | 'autoComplete' | 'ltr'>
> = {
  firstName: { autoComplete: 'given-name' },
  lastName: { autoComplete: 'family-name' },
  phone: { type: 'tel', inputMode: 'tel', autoComplete: 'tel', ltr: true },
  email: { type: 'email', autoComplete: 'email', ltr: true },
  amount: { inputMode: 'decimal', ltr: true },
  otherText: {},
};

/** The texts of the donor's part of the form, for the island that draws it. */
export const DONOR_TEXTS = [
  'donate.firstName',
  'donate.lastName',
  'donate.optional',
  'donate.phone',
  'donate.email',
  'donate.amount',
  'donate.amountRange',
  'donate.type',
  'donate.otherText',
  ...DONATION_TYPES.map((type) => `donate.types.${typeKeys[type]}` as const),
] as const;

/**
 * Who gives and how much (docs/product/booking.md §2 Donate): first name, last name (labelled optional when signed
 * in), phone (guests only), email, amount and type; Other reveals a text input. A signed-in patron may
 * still leave the first name empty too (docs/product/booking.md §5): only the label follows §2's wording.
 */
export function DonorFields({
  fields,
  errors,
  signedIn,
  disabled,
  language,
  onChange,
}: {
  fields: DonateFields;
  errors: DonorErrors;
  signedIn: boolean;
  disabled: boolean;
  language: Language;
  onChange: (change: Partial<DonateFields>) => void;
}) {
  const text = useText();
  const optional = (label: string) => (signedIn ? text('donate.optional', { label }) : label);
  const box = (field: DonorBox, label: string, hint?: string): ReactNode => (
    <TextField
      {...BOXES[field]}
      id={`donate-${field}`}
      name={field}
      label={label}
      hint={hint}
      value={fields[field]}
      problem={errors[field] ?? null}
      disabled={disabled}
      onChange={(value) => onChange({ [field]: value })}
    />
  );

  return (
    <div className={classes.fields}>
      {box('firstName', text('donate.firstName'))}
      {box('lastName', optional(text('donate.lastName')))}
      {signedIn ? null : box('phone', text('donate.phone'))}
      {box('email', text('donate.email'))}
      {box('amount', text('donate.amount'), text('donate.amountRange', amountRangeText(language)))}
      <SelectField
        id="donate-type"
        name="type"
        label={text('donate.type')}
        problem={null}
        disabled={disabled}
        value={fields.type}
        options={DONATION_TYPES.map((type) => ({
          value: type,
          label: text(`donate.types.${typeKeys[type]}`),
        }))}
        // The radio group offers only the donation types.
        onChange={(type) => onChange({ type: type as DonationType })}
      />
      {fields.type === 'Other' ? box('otherText', text('donate.otherText')) : null}
    </div>
  );
}
