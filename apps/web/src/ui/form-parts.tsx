import { Button } from '@mantine/core';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { BotCheckHandle } from './bot-check-handle';
import { BotCheckSlot } from './bot-check-slot';
import { FormFailure, FormTextField } from './form-fields';
import type { FormFlow } from './form-flow';
import classes from './public-form.module.css';

/*
 * The pieces every public form (contact, careers, tours) shares: the name row, the email field and
 * the end of the form with the bot check, the server's refusal and the submit button.
 */

type Named = Record<string, string> & { firstName: string; lastName: string };
type WithEmail = Record<string, string> & { email: string };
type Key<V> = Extract<keyof V, string>;

/** First and last name side by side; both required unless the form says otherwise. */
export function NameRow<V extends Named>(props: {
  flow: FormFlow<V>;
  firstName?: { label: string; required: boolean };
  lastName?: { label: string; required: boolean };
}) {
  const { t } = useTranslation();
  const first = props.firstName ?? { label: t('forms.firstName'), required: true };
  const last = props.lastName ?? { label: t('forms.lastName'), required: true };
  return (
    <div className={classes.row}>
      <FormTextField
        flow={props.flow}
        name={'firstName' as Key<V>}
        label={first.label}
        autoComplete="given-name"
        required={first.required}
      />
      <FormTextField
        flow={props.flow}
        name={'lastName' as Key<V>}
        label={last.label}
        autoComplete="family-name"
        required={last.required}
      />
    </div>
  );
}

export function EmailField<V extends WithEmail>({ flow }: { flow: FormFlow<V> }) {
  const { t } = useTranslation();
  return (
    <FormTextField
      flow={flow}
      name={'email' as Key<V>}
      type="email"
      label={t('forms.email')}
      autoComplete="email"
      ltr
      required
    />
  );
}

export function FormEnd<V extends Record<string, string>>({
  flow,
  botCheck,
  submitLabel,
}: {
  flow: FormFlow<V>;
  botCheck: RefObject<BotCheckHandle | null>;
  submitLabel: string;
}) {
  return (
    <>
      <BotCheckSlot action="social" ref={botCheck} />
      <FormFailure message={flow.error} />
      <div>
        <Button type="submit" size="md" loading={flow.busy}>
          {submitLabel}
        </Button>
      </div>
    </>
  );
}
