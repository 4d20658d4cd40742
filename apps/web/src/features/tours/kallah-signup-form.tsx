import { tourSignupBody } from '@tevila/contract';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { signUpForTour, type Tour } from './api/tours';
import type { BotCheckHandle } from '../../ui/bot-check-handle';
import { useFormFlow } from '../../ui/form-flow';
import { FormSelect, FormSuccess } from '../../ui/form-fields';
import { EmailField, FormEnd, NameRow } from '../../ui/form-parts';
import classes from '../../ui/public-form.module.css';
import { validateKallahSignup, type KallahSignupFields } from './kallah-rules';
import { tourOptionText } from './tour-format';

const empty: KallahSignupFields = { firstName: '', lastName: '', email: '', tourId: '' };

/**
 * docs/product/site-and-staff.md §2 Kallah Tours, with tours: her name, email and a tour; the thanks replaces the form.
 * Checked first by the server's own schema of POST tours/{id}/signup.
 */
export function KallahSignupForm({ tours }: { tours: readonly Tour[] }) {
  const { t } = useTranslation();
  const botCheck = useRef<BotCheckHandle>(null);
  const flow = useFormFlow({
    botCheck,
    initial: empty,
    request: (values) => ({
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      tourId: values.tourId,
    }),
    schema: tourSignupBody,
    labels: {
      firstName: t('forms.firstName'),
      lastName: t('forms.lastName'),
      email: t('forms.email'),
      tourId: t('kallahToursPage.tour'),
    },
    validate: validateKallahSignup,
    send: (body, token) => signUpForTour({ ...body, reCaptchaTokenResponse: token }),
  });

  if (flow.status === 'submitted') return <FormSuccess>{t('kallahToursPage.thanks')}</FormSuccess>;
  return (
    <form className={classes.form} onSubmit={flow.submit} noValidate>
      <NameRow flow={flow} />
      <EmailField flow={flow} />
      <FormSelect
        flow={flow}
        name="tourId"
        label={t('kallahToursPage.tour')}
        placeholder={t('kallahToursPage.tourPlaceholder')}
        options={tours.map((tour) => ({ value: tour.id, label: tourOptionText(tour.date) }))}
        required
      />
      <FormEnd flow={flow} botCheck={botCheck} submitLabel={t('kallahToursPage.signUp')} />
    </form>
  );
}
