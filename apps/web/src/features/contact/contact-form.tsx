import { Button } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { postContactForm } from '../../api/contact-form';
import type { BotCheckHandle } from '../../ui/bot-check-handle';
import { BotCheckSlot } from '../../ui/bot-check-slot';
import { useFormFlow } from '../../ui/form-flow';
import { FormFailure, FormSuccess, FormTextarea, FormTextField } from '../../ui/form-fields';
import classes from '../../ui/public-form.module.css';
import { emptyContact, validateContact } from './contact-rules';

/** Spec 001 §2, §5 Contact: 'Email Sent' replaces the form; a refusal shows in red, verbatim. */
export function ContactForm({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  const optional = (label: string) => t('forms.optional', { label });
  const botCheck = useRef<BotCheckHandle>(null);
  const flow = useFormFlow({
    botCheck,
    initial: emptyContact,
    validate: (values) => validateContact(values, signedIn),
    send: (values, token) =>
      postContactForm({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        message: values.message.trim(),
        reCaptchaTokenResponse: token,
      }),
  });

  if (flow.status === 'submitted') return <FormSuccess>{t('forms.emailSent')}</FormSuccess>;
  return (
    <form className={classes.form} onSubmit={(e) => void flow.submit(e)} noValidate>
      <div className={classes.row}>
        <FormTextField
          flow={flow}
          name="firstName"
          label={optional(t('forms.firstName'))}
          autoComplete="given-name"
        />
        <FormTextField
          flow={flow}
          name="lastName"
          label={signedIn ? optional(t('forms.lastName')) : t('forms.lastName')}
          autoComplete="family-name"
          required={!signedIn}
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
      <FormTextarea flow={flow} name="message" label={t('forms.message')} required />
      <BotCheckSlot action="social" ref={botCheck} />
      <FormFailure message={flow.error} />
      <div>
        <Button type="submit" size="md" loading={flow.busy}>
          {t('forms.send')}
        </Button>
      </div>
    </form>
  );
}
