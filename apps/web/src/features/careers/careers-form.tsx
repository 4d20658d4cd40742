import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { sendAsContactForm } from '../../api/contact-form';
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

/** docs/product/site-and-staff.md §2 Careers: every field required; green 'Email Sent' replaces the form, a refusal shows red. */
export function CareersForm() {
  const { t } = useTranslation();
  const botCheck = useRef<BotCheckHandle>(null);
  const flow = useFormFlow({
    botCheck,
    initial: emptyCareers,
    validate: validateCareers,
    send: (values, token) => sendAsContactForm(values, careersMessage(values), token),
  });

  if (flow.status === 'submitted') return <FormSuccess>{t('forms.emailSent')}</FormSuccess>;
  return (
    <form className={classes.form} onSubmit={(e) => void flow.submit(e)} noValidate>
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
