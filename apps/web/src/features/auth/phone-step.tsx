import { Button, NativeSelect, TextInput } from '@mantine/core';
import type { CountryCode } from 'libphonenumber-js/max';
import { useMemo, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../ui/use-hydrated';
import { useTypedBeforeHydration } from '../../ui/use-typed-before-hydration';
import { countryLabel, countryOptions, isCountryCode } from './countries';
import classes from './login-page.module.css';
import { phoneProblem, toE164 } from './phone';

export interface PhoneStepProps {
  country: CountryCode;
  onCountryChange: (country: CountryCode) => void;
  phone: string;
  onPhoneChange: (phone: string) => void;
  /** Called with the E.164 number once it is valid for the country. */
  onSend: (e164: string) => void;
  sending: boolean;
  /** Focus the phone field (when she comes back to change the number). */
  autoFocus?: boolean;
}

/**
 * Step 1: country code and phone number. The button stays disabled until the number is valid for
 * the country; the reason shows once she leaves the field or tries to send (Enter).
 */
export function PhoneStep(props: PhoneStepProps) {
  const { country, onCountryChange, phone, onPhoneChange, onSend, sending, autoFocus = false } = props;
  const { t, i18n } = useTranslation();
  const all = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  // Country names come from the runtime's own Unicode data, which the server's and the browser's do
  // not share: until the page is hydrated only the chosen country is listed, so both draw the same.
  const hydrated = useHydrated();
  const options = hydrated ? all : all.filter((option) => option.code === country);
  const [touched, setTouched] = useState(false);
  const phoneRef = useTypedBeforeHydration<HTMLInputElement>(phone, onPhoneChange);
  const countryRef = useTypedBeforeHydration<HTMLSelectElement>(country, (typed) => {
    if (isCountryCode(typed)) onCountryChange(typed);
  });
  const e164 = toE164(phone, country);
  const problem = phoneProblem(phone, country);
  const shownProblem = touched ? problem : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (e164 && !sending) onSend(e164);
  };
  // The disabled button blocks the browser's own Enter-to-submit: Enter is an attempt all the same.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && !e164) {
      event.preventDefault();
      setTouched(true);
    }
  };

  return (
    <form className={classes.form} onSubmit={submit} noValidate>
      <NativeSelect
        label={t('login.country')}
        ref={countryRef}
        value={country}
        onChange={(event) => {
          const value = event.currentTarget.value;
          if (isCountryCode(value)) onCountryChange(value);
        }}
        size="md"
      >
        {options.map((option) => (
          <option key={option.code} value={option.code}>
            {countryLabel(option)}
          </option>
        ))}
      </NativeSelect>
      <TextInput
        label={t('login.phone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        dir="ltr"
        classNames={{ input: classes.phoneInput }}
        ref={phoneRef}
        value={phone}
        onChange={(event) => onPhoneChange(event.currentTarget.value)}
        onBlur={() => {
          if (phone !== '') setTouched(true);
        }}
        onKeyDown={onKeyDown}
        error={
          shownProblem === 'required'
            ? t('login.phoneRequired')
            : shownProblem === 'invalid'
              ? t('login.invalidPhone')
              : undefined
        }
        size="md"
        autoFocus={autoFocus}
      />
      <Button type="submit" size="md" fullWidth disabled={!e164} loading={sending}>
        {t('login.sendCode')}
      </Button>
    </form>
  );
}
