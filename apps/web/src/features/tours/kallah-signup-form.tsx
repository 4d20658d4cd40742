import type { BotCheckConfig } from '../../api/bot-check-config';
import type { TranslationKey } from '../../i18n/keys';
import { useText } from '../../islands/island-texts';
import { signUpForTour } from './api/tour-signup';
import type { Tour } from './api/tours';
import { useFormFlow } from '../../ui/form-flow';
import { FormSelect, FormSuccess } from '../../ui/form-fields';
import { EmailField, FormEnd, NameRow } from '../../ui/form-parts';
import classes from '../../ui/public-form.module.css';
import { validateKallahSignup, type KallahSignupFields } from './kallah-rules';
import { tourOptionText } from './tour-format';

const empty: KallahSignupFields = { firstName: '', lastName: '', email: '', tourId: '' };

/** The form's own texts, beside every public form's. */
export const KALLAH_SIGNUP_TEXTS: TranslationKey[] = [
  'kallahToursPage.thanks',
  'kallahToursPage.tour',
  'kallahToursPage.tourPlaceholder',
  'kallahToursPage.signUp',
];

/**
 * docs/product/site-and-staff.md §2 Kallah Tours, with tours: her name, email and a tour; the thanks replaces the form.
 * Checked first by the server's own schema of POST tours/{id}/signup.
 */
export function KallahSignupForm({ tours, botCheck }: { tours: readonly Tour[]; botCheck: BotCheckConfig }) {
  const text = useText();
  const flow = useFormFlow({
    id: 'kallah-signup',
    botCheck,
    initial: empty,
    request: (values) => ({
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      tourId: values.tourId,
    }),
    schema: 'tourSignupBody',
    labels: {
      firstName: text('forms.firstName'),
      lastName: text('forms.lastName'),
      email: text('forms.email'),
      tourId: text('kallahToursPage.tour'),
    },
    validate: validateKallahSignup,
    send: (body, token) => signUpForTour({ ...body, reCaptchaTokenResponse: token }),
  });

  if (flow.status === 'submitted') return <FormSuccess>{text('kallahToursPage.thanks')}</FormSuccess>;
  return (
    <form className={classes.form} onSubmit={(event) => void flow.submit(event)} noValidate>
      <NameRow flow={flow} />
      <EmailField flow={flow} />
      <FormSelect
        flow={flow}
        name="tourId"
        label={text('kallahToursPage.tour')}
        placeholder={text('kallahToursPage.tourPlaceholder')}
        options={tours.map((tour) => ({ value: tour.id, label: tourOptionText(tour.date) }))}
        required
      />
      <FormEnd flow={flow} submitLabel={text('kallahToursPage.signUp')} />
    </form>
  );
}
