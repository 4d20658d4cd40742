import { contactFormBody } from '@tevila/contract';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { contactFormLabels, contactFormRequest, postContactForm } from '../../api/contact-form';
import type { BotCheckHandle } from '../../ui/bot-check-handle';
import { useFormFlow } from '../../ui/form-flow';
import { FormSuccess, FormTextarea } from '../../ui/form-fields';
import { EmailField, FormEnd, NameRow } from '../../ui/form-parts';
import classes from '../../ui/public-form.module.css';
import { emptyContact, validateContact } from './contact-rules';

/**
 * docs/product/site-and-staff.md §2, §5 Contact: 'Email Sent' replaces the form; a refusal shows in red, verbatim. What it
 * sends is checked first by the server's own schema of POST settings/ContactForm.
 */
export function ContactForm({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  const optional = (label: string) => t('forms.optional', { label });
  const botCheck = useRef<BotCheckHandle>(null);
  const flow = useFormFlow({
    botCheck,
    initial: emptyContact,
    request: (values) => contactFormRequest(values, values.message.trim()),
    schema: contactFormBody,
    labels: contactFormLabels(t),
    validate: (values) => validateContact(values, signedIn),
    send: (body, token) => postContactForm({ ...body, reCaptchaTokenResponse: token }),
  });

  if (flow.status === 'submitted') return <FormSuccess>{t('forms.emailSent')}</FormSuccess>;
  return (
    <form className={classes.form} onSubmit={flow.submit} noValidate>
      <NameRow
        flow={flow}
        firstName={{ label: optional(t('forms.firstName')), required: false }}
        lastName={{
          label: signedIn ? optional(t('forms.lastName')) : t('forms.lastName'),
          required: !signedIn,
        }}
      />
      <EmailField flow={flow} />
      <FormTextarea flow={flow} name="message" label={t('forms.message')} required />
      <FormEnd flow={flow} botCheck={botCheck} submitLabel={t('forms.send')} />
    </form>
  );
}
