import { Button } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { postContactForm } from '../../api/contact-form';
import type { BotCheckHandle } from '../../ui/bot-check-handle';
import { BotCheckSlot } from '../../ui/bot-check-slot';
import { useFormFlow } from '../../ui/form-flow';
import { FormFailure, FormSelect, FormSuccess, FormTextarea, FormTextField } from '../../ui/form-fields';
import classes from '../../ui/public-form.module.css';
import { careersMessage, emptyCareers, POSITIONS, validateCareers, type Position } from './careers-rules';

const positionKeys: Record<Position, 'reception' | 'attendant' | 'cleaning' | 'manicurist' | 'other'> = {
  Reception: 'reception',
  Attendant: 'attendant',
  Cleaning: 'cleaning',
  Manicurist: 'manicurist',
  Other: 'other',
};

/** Spec 001 §2 Careers: every field required; green 'Email Sent' replaces the form, a refusal shows red. */
export function CareersForm() {
  const { t } = useTranslation();
  const botCheck = useRef<BotCheckHandle>(null);
  const flow = useFormFlow({
    botCheck,
    initial: emptyCareers,
    validate: validateCareers,
    send: (values, token) =>
      postContactForm({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        email: values.email.trim(),
        message: careersMessage(values),
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
      <div className={classes.row}>
        <FormTextField
          flow={flow}
          name="phone"
          type="tel"
          inputMode="tel"
          label={t('forms.phone')}
          autoComplete="tel"
          ltr
          required
        />
        <FormTextField
          flow={flow}
          name="email"
          type="email"
          label={t('forms.email')}
          autoComplete="email"
          ltr
          required
        />
      </div>
      <FormSelect
        flow={flow}
        name="position"
        label={t('careersPage.position')}
        placeholder={t('careersPage.positionPlaceholder')}
        options={POSITIONS.map((value) => ({
          value,
          label: t(`careersPage.positions.${positionKeys[value]}`),
        }))}
        required
      />
      <FormTextarea flow={flow} name="experience" label={t('careersPage.experience')} required />
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
