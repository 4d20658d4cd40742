import { Button, NativeSelect, TextInput } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { registerBody } from '@tevila/contract';
import { phoneMessages, renderDomainMessage, type Language } from '@tevila/domain';
import type { CountryCode } from 'libphonenumber-js/max';
import { useEffect, useEffectEvent, useMemo, useState, type KeyboardEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useSettings } from '../../api/settings';
import { useLanguage } from '../../i18n/use-language';
import { facilityContact } from '../../ui/facility-contact';
import { schemaResolver, type FieldLabels } from '../../ui/schema-resolver';
import { useHydrated } from '../../ui/use-hydrated';
import { useTypedBeforeHydration } from '../../ui/use-typed-before-hydration';
import {
  countryOptionLabel,
  countryOptions,
  isCountryCode,
  servedCountries,
  type CountryOption,
} from './countries';
import { registerRequest } from './api/register';
import classes from './login-page.module.css';
import { phoneProblem, toE164 } from './phone';

interface PhoneValues {
  phone: string;
  country: CountryCode;
}

/**
 * account/register's body as its schema (the contract) reads it. That schema takes any text: the
 * number is judged by the sign-in service, for the countries it sends codes to. The page judges it for
 * the country she chose, which the body does not carry, and says why with the service's own sentences.
 */
function registerErrors(
  { phone, country }: PhoneValues,
  language: Language,
  labels: FieldLabels,
): FormErrors {
  const problem = phoneProblem(phone, country);
  if (problem !== null) return { phone: renderDomainMessage(phoneMessages[problem], language) };
  return schemaResolver(
    registerBody,
    language,
    labels,
  )(registerRequest({ phone: toE164(phone, country) ?? phone, language }));
}

/** How long she must stop typing before an unfinished or wrong number is said to be one. */
export const TYPING_PAUSE_MS = 1500;

export interface PhoneStepProps {
  /** The country and the number the step opens with; each change she makes is reported. */
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
 * Step 1: country code and phone number, a Mantine form checked as account/register's body. The
 * button stays disabled until the number is valid for the country; the reason shows once she leaves
 * the field, tries to send (Enter) or stops typing for a moment.
 *
 * The countries codes are sent to (smsCountries) come first; the others follow, marked, and stay
 * selectable: a visitor from elsewhere finds her own country and is told at once, before she types,
 * that no code goes there and whom to call, rather than meeting a country she cannot choose.
 */
export function PhoneStep(props: PhoneStepProps) {
  const { onCountryChange, onPhoneChange, onSend, sending, autoFocus = false } = props;
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  const form = useForm<PhoneValues>({
    initialValues: { phone: props.phone, country: props.country },
    validate: (values) => registerErrors(values, language, { phone: t('login.phone') }),
  });
  const { phone, country } = form.values;
  const { data: settings } = useSettings();
  const smsCountries = settings?.smsCountries;
  const all = useMemo(
    () => countryOptions(i18n.language, servedCountries(smsCountries)),
    [i18n.language, smsCountries],
  );
  // Country names come from the runtime's own Unicode data, which the server's and the browser's do
  // not share: until the page is hydrated only the chosen country is listed, so both draw the same.
  const hydrated = useHydrated();
  const options = useMemo(
    () => (hydrated ? all : all.filter((option) => option.code === country)),
    [hydrated, all, country],
  );
  const chosen = all.find((option) => option.code === country);
  const notServed = chosen !== undefined && !chosen.served;
  // Whom to call instead: the office's number, a tap away on her phone.
  const office = facilityContact(settings);
  // The reason shows once she left the field or tried to send, and then follows what she types.
  const [touched, setTouched] = useState(false);
  const check = () => {
    setTouched(true);
    form.validateField('phone');
  };
  const setPhone = (value: string) => {
    form.setFieldValue('phone', value);
    onPhoneChange(value);
    if (touched) form.validateField('phone');
  };
  const setCountry = (value: CountryCode) => {
    form.setFieldValue('country', value);
    onCountryChange(value);
    if (touched) form.validateField('phone');
  };
  // A reason already shown is written again when she switches the page's language.
  const rewrite = useEffectEvent(() => {
    if (touched) form.validateField('phone');
  });
  useEffect(() => rewrite(), [language]);
  // The button stays grey until the number is valid (docs/product/booking.md §2): a number she stopped
  // typing that is not one is said at once, not only when she leaves the field, which a tap on a
  // disabled button never makes her do.
  const pausedCheck = useEffectEvent(() => {
    if (phone !== '' && !toE164(phone, country)) check();
  });
  useEffect(() => {
    if (touched || phone === '') return;
    const timer = setTimeout(() => pausedCheck(), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [phone, country, touched]);
  const phoneRef = useTypedBeforeHydration<HTMLInputElement>(phone, setPhone);
  const countryRef = useTypedBeforeHydration<HTMLSelectElement>(country, (typed) => {
    if (isCountryCode(typed)) setCountry(typed);
  });
  const e164 = toE164(phone, country);

  const submit = form.onSubmit(
    () => {
      setTouched(true);
      if (e164 && !notServed && !sending) onSend(e164);
    },
    () => setTouched(true),
  );
  // The disabled button blocks the browser's own Enter-to-submit: Enter is an attempt all the same.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && !e164) {
      event.preventDefault();
      check();
    }
  };

  // Some 245 options: built once per list and language, not on every digit she types.
  const notServedText = t('login.notServed');
  const list = useMemo(() => {
    const optionsOf = (some: CountryOption[]) =>
      some.map((option) => (
        <option key={option.code} value={option.code}>
          {countryOptionLabel(option, notServedText)}
        </option>
      ));
    return {
      all: optionsOf(options),
      served: optionsOf(options.filter((option) => option.served)),
      others: optionsOf(options.filter((option) => !option.served)),
    };
  }, [options, notServedText]);

  return (
    <form className={classes.form} onSubmit={submit} noValidate>
      <NativeSelect
        label={t('login.country')}
        ref={countryRef}
        value={country}
        onChange={(event) => {
          const value = event.currentTarget.value;
          if (isCountryCode(value)) setCountry(value);
        }}
        size="md"
        error={
          notServed ? (
            <span role="alert">
              {t('login.countryNotServed', { country: chosen.name })}
              {office.phone !== '' ? (
                <>
                  {' '}
                  <Trans
                    i18nKey="login.countryNotServedCall"
                    values={{ phone: office.phone }}
                    components={{ phone: <a href={office.phoneHref} dir="ltr" className={classes.call} /> }}
                  />
                </>
              ) : null}
            </span>
          ) : undefined
        }
      >
        {hydrated ? (
          <>
            {list.served.length > 0 ? (
              <optgroup label={t('login.countriesServed')}>{list.served}</optgroup>
            ) : null}
            <optgroup label={t('login.countriesNotServed')}>{list.others}</optgroup>
          </>
        ) : (
          list.all
        )}
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
        onChange={(event) => setPhone(event.currentTarget.value)}
        onBlur={() => {
          if (phone !== '') check();
        }}
        onKeyDown={onKeyDown}
        error={form.errors.phone}
        size="md"
        autoFocus={autoFocus}
      />
      <Button type="submit" size="md" fullWidth disabled={!e164 || notServed} loading={sending}>
        {t('login.sendCode')}
      </Button>
    </form>
  );
}
