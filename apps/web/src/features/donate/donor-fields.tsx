import { NativeSelect, TextInput } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { MIN_DONATION_CENTS, amountRange, type Language } from '@tevila/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/use-language';
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
export type DonorErrors = FormErrors;

const typeKeys: Record<DonationType, 'donation' | 'shabbos' | 'tip' | 'other'> = {
  Donation: 'donation',
  'Shabbos Payment': 'shabbos',
  Tip: 'tip',
  Other: 'other',
};

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
  onChange,
}: {
  fields: DonateFields;
  errors: DonorErrors;
  signedIn: boolean;
  disabled: boolean;
  onChange: (change: Partial<DonateFields>) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const optional = (label: string) => (signedIn ? t('donate.optional', { label }) : label);
  const error = (field: keyof DonateFields): ReactNode => {
    const sentence = errors[field];
    return sentence ? <span role="alert">{sentence}</span> : undefined;
  };
  const text = (field: 'firstName' | 'lastName' | 'phone' | 'email' | 'amount' | 'otherText') => ({
    value: fields[field],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => onChange({ [field]: e.currentTarget.value }),
    // The name the form's checks use: the first field with a message takes the focus.
    name: field,
    disabled,
    size: 'md' as const,
  });

  return (
    <div className={classes.fields}>
      <TextInput
        label={t('donate.firstName')}
        autoComplete="given-name"
        error={error('firstName')}
        {...text('firstName')}
      />
      <TextInput
        label={optional(t('donate.lastName'))}
        autoComplete="family-name"
        error={error('lastName')}
        {...text('lastName')}
      />
      {signedIn ? null : (
        <TextInput
          label={t('donate.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          dir="ltr"
          error={error('phone')}
          {...text('phone')}
        />
      )}
      <TextInput
        label={t('donate.email')}
        type="email"
        autoComplete="email"
        dir="ltr"
        error={error('email')}
        {...text('email')}
      />
      <TextInput
        label={t('donate.amount')}
        description={t('donate.amountRange', amountRangeText(language))}
        inputMode="decimal"
        dir="ltr"
        error={error('amount')}
        {...text('amount')}
      />
      <NativeSelect
        label={t('donate.type')}
        value={fields.type}
        onChange={(e) => onChange({ type: e.currentTarget.value as DonationType })}
        disabled={disabled}
        size="md"
      >
        {DONATION_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`donate.types.${typeKeys[type]}`)}
          </option>
        ))}
      </NativeSelect>
      {fields.type === 'Other' ? (
        <TextInput label={t('donate.otherText')} error={error('otherText')} {...text('otherText')} />
      ) : null}
    </div>
  );
}
