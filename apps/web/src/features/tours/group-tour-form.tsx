import { contactFormBody } from '@tevila/contract';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { contactFormLabels, contactFormRequest, postContactForm } from '../../api/contact-form';
import type { BotCheckHandle } from '../../ui/bot-check-handle';
import { useFormFlow } from '../../ui/form-flow';
import { FormSuccess, FormTextarea, FormTextField } from '../../ui/form-fields';
import { EmailField, FormEnd, NameRow } from '../../ui/form-parts';
import classes from '../../ui/public-form.module.css';
import { localToday } from '../../shared/today';
import { emptyGroupTour, groupTourMessage, validateGroupTour } from './group-tour-rules';

/**
 * The group-tour request (docs/product/site-and-staff.md §2 Group Tours), sent to the office as a contact message, checked
 * first by the server's own schema of POST settings/ContactForm.
 */
export function GroupTourForm() {
  const { t } = useTranslation();
  const botCheck = useRef<BotCheckHandle>(null);
  const flow = useFormFlow({
    botCheck,
    initial: emptyGroupTour,
    request: (values) => contactFormRequest(values, groupTourMessage(values)),
    schema: contactFormBody,
    labels: contactFormLabels(t),
    // The office's message is made of her answers: its one long part, her own message, shows what the
    // schema says of it.
    fieldOf: { message: 'message' },
    validate: (values) => validateGroupTour(values, localToday()),
    send: (body, token) => postContactForm({ ...body, reCaptchaTokenResponse: token }),
  });

  if (flow.status === 'submitted') return <FormSuccess>{t('forms.emailSent')}</FormSuccess>;
  return (
    <form className={classes.form} onSubmit={flow.submit} noValidate>
      <NameRow flow={flow} />
      <EmailField flow={flow} />
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
      <FormEnd flow={flow} botCheck={botCheck} submitLabel={t('forms.send')} />
    </form>
  );
}
