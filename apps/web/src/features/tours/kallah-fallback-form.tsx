import { Button } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { postContactForm } from '../../api/contact-form';
import type { BotCheckHandle } from '../../ui/bot-check-handle';
import { BotCheckSlot } from '../../ui/bot-check-slot';
import { useFormFlow } from '../../ui/form-flow';
import { FormFailure, FormSuccess, FormTextField } from '../../ui/form-fields';
import classes from '../../ui/public-form.module.css';
import { KALLAH_FALLBACK_MESSAGE, validateKallahFallback, type KallahFallbackFields } from './kallah-rules';

const empty: KallahFallbackFields = { firstName: '', lastName: '', email: '' };

/**
 * Spec 001 §2 Kallah Tours, without tours: she leaves her name and email and the office is asked, in
 * the words of spec 001 §3, to tell her when a tour is planned.
 */
export function KallahFallbackForm() {
  const { t } = useTranslation();
  const botCheck = useRef<BotCheckHandle>(null);
  const flow = useFormFlow({
    botCheck,
    initial: empty,
    validate: validateKallahFallback,
    send: (values, token) =>
      postContactForm({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        message: KALLAH_FALLBACK_MESSAGE,
        reCaptchaTokenResponse: token,
      }),
  });

  if (flow.status === 'submitted') return <FormSuccess>{t('kallahToursPage.fallbackThanks')}</FormSuccess>;
  return (
    <form className={classes.form} onSubmit={(e) => void flow.submit(e)} noValidate>
      <div className={classes.row}>
        <FormTextField
          flow={flow}
          name="firstName"
          label={t('forms.firstName')}
          autoComplete="given-name"
          required
        />
        <FormTextField
          flow={flow}
          name="lastName"
          label={t('forms.lastName')}
          autoComplete="family-name"
          required
        />
      </div>
      <FormTextField
        flow={flow}
        name="email"
        type="email"
        label={t('forms.email')}
        autoComplete="email"
        ltr
        required
      />
      <BotCheckSlot action="social" ref={botCheck} />
      <FormFailure message={flow.error} />
      <div>
        <Button type="submit" size="md" loading={flow.busy}>
          {t('kallahToursPage.notifyMe')}
        </Button>
      </div>
    </form>
  );
}
