import { Button } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { postContactForm } from '../../api/contact-form';
import type { BotCheckHandle } from '../../ui/bot-check-handle';
import { BotCheckSlot } from '../../ui/bot-check-slot';
import { useFormFlow } from '../../ui/form-flow';
import { FormFailure, FormSuccess, FormTextarea, FormTextField } from '../../ui/form-fields';
import classes from '../../ui/public-form.module.css';
import { emptyGroupTour, groupTourMessage, localToday, validateGroupTour } from './group-tour-rules';

/** The group-tour request (spec 001 §2 Group Tours), sent to the office as a contact message. */
export function GroupTourForm() {
  const { t } = useTranslation();
  const botCheck = useRef<BotCheckHandle>(null);
  const flow = useFormFlow({
    botCheck,
    initial: emptyGroupTour,
    validate: (values) => validateGroupTour(values, localToday()),
    send: (values, token) =>
      postContactForm({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        message: groupTourMessage(values),
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
      <div className={classes.row}>
        <FormTextField flow={flow} name="date" type="date" label={t('groupToursPage.date')} required />
        <FormTextField
          flow={flow}
          name="startTime"
          type="time"
          label={t('groupToursPage.startTime')}
          required
        />
      </div>
      <FormTextField
        flow={flow}
        name="people"
        inputMode="numeric"
        label={t('groupToursPage.people')}
        ltr
        required
      />
      <FormTextarea flow={flow} name="message" label={t('groupToursPage.message')} />
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
