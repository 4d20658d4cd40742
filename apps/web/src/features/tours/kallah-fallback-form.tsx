import { contactFormBody } from '@tevila/contract';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { contactFormRequest, postContactForm } from '../../api/contact-form';
import type { BotCheckHandle } from '../../ui/bot-check-handle';
import { useFormFlow } from '../../ui/form-flow';
import { FormSuccess } from '../../ui/form-fields';
import { EmailField, FormEnd, NameRow } from '../../ui/form-parts';
import classes from '../../ui/public-form.module.css';
import { KALLAH_FALLBACK_MESSAGE, validateKallahFallback, type KallahFallbackFields } from './kallah-rules';

const empty: KallahFallbackFields = { firstName: '', lastName: '', email: '' };

/**
 * docs/product/site-and-staff.md §2 Kallah Tours, without tours: she leaves her name and email and the office is asked, in
 * the words of docs/product/site-and-staff.md §3, to tell her when a tour is planned. Checked first by the server's own
 * schema of POST settings/ContactForm.
 */
export function KallahFallbackForm() {
  const { t } = useTranslation();
  const botCheck = useRef<BotCheckHandle>(null);
  const flow = useFormFlow({
    botCheck,
    initial: empty,
    request: (values) => contactFormRequest(values, KALLAH_FALLBACK_MESSAGE),
    schema: contactFormBody,
    // The message is the page's own: no field of hers.
    labels: { firstName: t('forms.firstName'), lastName: t('forms.lastName'), email: t('forms.email') },
    validate: validateKallahFallback,
    send: (body, token) => postContactForm({ ...body, reCaptchaTokenResponse: token }),
  });

  if (flow.status === 'submitted') return <FormSuccess>{t('kallahToursPage.fallbackThanks')}</FormSuccess>;
  return (
    <form className={classes.form} onSubmit={flow.submit} noValidate>
      <NameRow flow={flow} />
      <EmailField flow={flow} />
      <FormEnd flow={flow} botCheck={botCheck} submitLabel={t('kallahToursPage.notifyMe')} />
    </form>
  );
}
