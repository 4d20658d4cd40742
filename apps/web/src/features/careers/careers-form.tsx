import { contactFormBody } from '@tevila/contract';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { contactFormRequest, postContactForm } from '../../api/contact-form';
import type { BotCheckHandle } from '../../ui/bot-check-handle';
import { useFormFlow } from '../../ui/form-flow';
import { FormSelect, FormSuccess, FormTextarea, FormTextField } from '../../ui/form-fields';
import { EmailField, FormEnd, NameRow } from '../../ui/form-parts';
import classes from '../../ui/public-form.module.css';
import { careersMessage, emptyCareers, POSITIONS, validateCareers, type Position } from './careers-rules';

const positionKeys: Record<Position, 'reception' | 'attendant' | 'cleaning' | 'manicurist' | 'other'> = {
  Reception: 'reception',
  Attendant: 'attendant',
  Cleaning: 'cleaning',
  Manicurist: 'manicurist',
  Other: 'other',
};

/**
 * docs/product/site-and-staff.md §2 Careers: every field required; green 'Email Sent' replaces the form, a refusal shows red.
 * Sent as a contact message, checked first by the server's own schema of POST settings/ContactForm.
 */
export function CareersForm() {
  const { t } = useTranslation();
  const botCheck = useRef<BotCheckHandle>(null);
  const flow = useFormFlow({
    botCheck,
    initial: emptyCareers,
    request: (values) => contactFormRequest(values, careersMessage(values)),
    schema: contactFormBody,
    labels: {
      firstName: t('forms.firstName'),
      lastName: t('forms.lastName'),
      email: t('forms.email'),
      message: t('careersPage.experience'),
    },
    // The office's message is made of her answers: its one long part, the experience, shows what the
    // schema says of it.
    fieldOf: { message: 'experience' },
    validate: validateCareers,
    send: (body, token) => postContactForm({ ...body, reCaptchaTokenResponse: token }),
  });

  if (flow.status === 'submitted') return <FormSuccess>{t('forms.emailSent')}</FormSuccess>;
  return (
    <form className={classes.form} onSubmit={flow.submit} noValidate>
      <NameRow flow={flow} />
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
        <EmailField flow={flow} />
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
      <FormEnd flow={flow} botCheck={botCheck} submitLabel={t('forms.send')} />
    </form>
  );
}
