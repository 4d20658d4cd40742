import type { TranslationKey } from '../i18n/keys';
import { useText } from '../islands/island-texts';
import { BOT_CHECK_TEXTS, BotCheckSlot } from './bot-check-slot';
import { FormFailure, FormTextField } from './form-fields';
import type { FormFlow } from './form-flow';
import { LightButton } from './light-button';
import { useHydrated } from './use-hydrated';
import classes from './public-form.module.css';

/*
 * The pieces every public form (contact, careers, tours) shares: the name row, the email field and
 * the end of the form with the bot check, the server's refusal and the submit button.
 */

type Named = Record<string, string> & { firstName: string; lastName: string };
type WithEmail = Record<string, string> & { email: string };
type Key<V> = Extract<keyof V, string>;

/** The texts every public form shows, for the page to give its island (island-texts.ts). */
export const PUBLIC_FORM_TEXTS: TranslationKey[] = [
  'forms.firstName',
  'forms.lastName',
  'forms.email',
  'forms.phone',
  'forms.message',
  'forms.optional',
  'forms.send',
  'forms.emailSent',
  'forms.errors.required',
  'forms.errors.email',
  'forms.errors.people',
  'forms.errors.pastDate',
  'errors.generic',
  'errors.status',
  ...BOT_CHECK_TEXTS,
];

/** First and last name side by side; both required unless the form says otherwise. */
export function NameRow<V extends Named>(props: {
  flow: FormFlow<V>;
  firstName?: { label: string; required: boolean };
  lastName?: { label: string; required: boolean };
}) {
  const text = useText();
  const first = props.firstName ?? { label: text('forms.firstName'), required: true };
  const last = props.lastName ?? { label: text('forms.lastName'), required: true };
  return (
    <div className={classes.row}>
      <FormTextField
        flow={props.flow}
        // The forms that use these parts all have this field.
        name={'firstName' as Key<V>}
        label={first.label}
        autoComplete="given-name"
        required={first.required}
      />
      <FormTextField
        flow={props.flow}
        // As above.
        name={'lastName' as Key<V>}
        label={last.label}
        autoComplete="family-name"
        required={last.required}
      />
    </div>
  );
}

export function EmailField<V extends WithEmail>({ flow }: { flow: FormFlow<V> }) {
  const text = useText();
  return (
    <FormTextField
      flow={flow}
      // As above.
      name={'email' as Key<V>}
      type="email"
      label={text('forms.email')}
      autoComplete="email"
      ltr
      required
    />
  );
}

export function FormEnd<V extends Record<string, string>>({
  flow,
  submitLabel,
}: {
  flow: FormFlow<V>;
  submitLabel: string;
}) {
  const { botCheck, error, busy } = flow;
  // Until the island is the browser's, a tap would have the browser send the form itself, her words
  // in the address: the button waits for the island's script.
  const hydrated = useHydrated();
  return (
    <>
      <BotCheckSlot
        config={botCheck.config}
        action="social"
        id={`${flow.id}-robot`}
        onHandle={botCheck.onHandle}
      />
      <FormFailure message={error} />
      <div>
        <LightButton type="submit" size="md" aria-busy={busy || undefined} disabled={!hydrated}>
          {submitLabel}
        </LightButton>
      </div>
    </>
  );
}
