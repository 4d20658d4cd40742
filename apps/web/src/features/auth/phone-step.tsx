import { phoneMessages, renderDomainMessage } from '@tevila/domain';
import clsx from 'clsx';
import type { CountryCode } from 'libphonenumber-js/max';
import { useEffect, useEffectEvent, useMemo, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { Language } from '../../i18n/language';
import { useText, withPart } from '../../islands/island-texts';
import { LabelledField } from '../../ui/form-fields';
import formFields from '../../ui/form-fields.module.css';
import { LightButton } from '../../ui/light-button';
import { useTypedBeforeHydration } from '../../ui/use-typed-before-hydration';
import { countryOptionLabel, isCountryCode, type CallingCodes, type CountryOption } from './countries';
import classes from './login-page.module.css';
import type { PhoneProblem } from './phone';
import type { PhoneRules } from './phone-rules';

/** How long she must stop typing before an unfinished or wrong number is said to be one. */
export const TYPING_PAUSE_MS = 1500;

/** Where codes can go and whom to call instead: the facility's settings, as the page was drawn with. */
export interface LoginCountries {
  callingCodes: CallingCodes;
  /**
   * Every country, those codes are sent to (smsCountries) first, named and ordered in the page's
   * language by whoever drew the page (countryOptions): the server for the light /login, so that the
   * browser loads no country names of its own and its first render is the server's.
   */
  countryList: readonly CountryOption[];
  /** The office's number, a tap away on her phone ('' when none). */
  office: { phone: string; phoneHref: string };
}

export interface PhoneStepProps {
  language: Language;
  countries: LoginCountries;
  /** The country and the number the step opens with; each change she makes is reported. */
  country: CountryCode;
  onCountryChange: (country: CountryCode) => void;
  phone: string;
  onPhoneChange: (phone: string) => void;
  /** The phone rules once loaded; `loadRules` asks for them. */
  rules: PhoneRules | null;
  loadRules: () => Promise<PhoneRules>;
  /** Called with the E.164 number once it is valid for the country. */
  onSend: (e164: string) => void;
  sending: boolean;
  /** Focus the phone field (when she comes back to change the number). */
  autoFocus?: boolean;
}

/**
 * Step 1: country code and phone number (docs/product/booking.md §2). The button stays disabled until
 * the number is valid for the country; the reason, the sign-in service's own sentence, shows once she
 * leaves the field, tries to send (Enter) or stops typing for a moment.
 *
 * The countries codes are sent to (smsCountries) come first; the others follow, marked, and stay
 * selectable: a visitor from elsewhere finds her own country and is told at once, before she types,
 * that no code goes there and whom to call, rather than meeting a country she cannot choose.
 */
export function PhoneStep(props: PhoneStepProps) {
  const { language, countries, country, phone, rules, loadRules, sending, autoFocus = false } = props;
  const text = useText();
  const { callingCodes, countryList: all, office } = countries;
  const chosen = all.find((option) => option.code === country);
  const notServed = chosen !== undefined && !chosen.served;

  // The reason shows once she left the field or tried to send, and then follows what she types.
  const [touched, setTouched] = useState(false);
  // What is wrong, written in the page's language when drawn: a switch of language rewrites it.
  const [problemKind, setProblemKind] = useState<PhoneProblem | null>(null);
  const problem = problemKind === null ? null : renderDomainMessage(phoneMessages[problemKind], language);
  const judge = (ready: PhoneRules, typed: string, inCountry: CountryCode) =>
    setProblemKind(ready.phoneProblem(typed, inCountry));
  const check = (typed = phone, inCountry = country) => {
    setTouched(true);
    if (rules) judge(rules, typed, inCountry);
    else void loadRules().then((ready) => judge(ready, typed, inCountry));
  };
  const setPhone = (value: string) => {
    props.onPhoneChange(value);
    if (touched) check(value);
    else void loadRules();
  };
  const setCountry = (value: CountryCode) => {
    props.onCountryChange(value);
    if (touched) check(phone, value);
  };
  // The button stays grey until the number is valid (docs/product/booking.md §2): a number she stopped
  // typing that is not one is said at once, not only when she leaves the field, which a tap on a
  // disabled button never makes her do.
  const pausedCheck = useEffectEvent(() => {
    if (phone !== '' && rules && !rules.toE164(phone, country)) check();
  });
  useEffect(() => {
    if (touched || phone === '') return;
    const timer = setTimeout(() => pausedCheck(), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [phone, country, touched, rules]);
  const phoneRef = useTypedBeforeHydration<HTMLInputElement>(phone, setPhone);
  const countryRef = useTypedBeforeHydration<HTMLSelectElement>(country, (typed) => {
    if (isCountryCode(typed, callingCodes)) setCountry(typed);
  });
  const e164 = rules?.toE164(phone, country) ?? null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!e164) return check();
    setTouched(true);
    if (!notServed && !sending) props.onSend(e164);
  };
  // The disabled button blocks the browser's own Enter-to-submit: Enter is an attempt all the same.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && !e164) {
      event.preventDefault();
      check();
    }
  };

  // Some 245 options: built once per list and language, not on every digit she types.
  const notServedText = text('login.notServed');
  const list = useMemo(() => {
    const optionsOf = (some: readonly CountryOption[]) =>
      some.map((option) => (
        <option key={option.code} value={option.code}>
          {countryOptionLabel(option, notServedText)}
        </option>
      ));
    return {
      served: optionsOf(all.filter((option) => option.served)),
      others: optionsOf(all.filter((option) => !option.served)),
    };
  }, [all, notServedText]);

  const countryProblem = notServed ? (
    <>
      {text('login.countryNotServed', { country: chosen.name })}
      {office.phone !== '' ? (
        <>
          {' '}
          {withPart(text('login.countryNotServedCall', { phone: office.phone }), 'phone', (number) => (
            <a href={office.phoneHref} dir="ltr" className={classes.call}>
              {number}
            </a>
          ))}
        </>
      ) : null}
    </>
  ) : null;

  return (
    // Her first touch of the form brings the phone rules, before the first digit needs them.
    <form className={classes.form} onSubmit={submit} onFocus={() => void loadRules()} noValidate>
      <LabelledField id="login-country" label={text('login.country')} problem={countryProblem}>
        {({ required: _required, className, ...control }) => (
          <select
            {...control}
            ref={countryRef}
            className={clsx(className, formFields.select)}
            value={country}
            onChange={(event) => {
              const value = event.currentTarget.value;
              if (isCountryCode(value, callingCodes)) setCountry(value);
            }}
          >
            {list.served.length > 0 ? (
              <optgroup label={text('login.countriesServed')}>{list.served}</optgroup>
            ) : null}
            <optgroup label={text('login.countriesNotServed')}>{list.others}</optgroup>
          </select>
        )}
      </LabelledField>
      <LabelledField id="login-phone" label={text('login.phone')} problem={problem}>
        {({ required: _required, className, ...control }) => (
          <input
            {...control}
            ref={phoneRef}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            dir="ltr"
            className={clsx(className, classes.phoneInput)}
            value={phone}
            onChange={(event) => setPhone(event.currentTarget.value)}
            onBlur={() => {
              if (phone !== '') check();
            }}
            onKeyDown={onKeyDown}
            autoFocus={autoFocus}
          />
        )}
      </LabelledField>
      <LightButton
        type="submit"
        size="md"
        className={classes.wide}
        disabled={!e164 || notServed || sending}
        aria-busy={sending || undefined}
      >
        {text('login.sendCode')}
      </LightButton>
    </form>
  );
}
