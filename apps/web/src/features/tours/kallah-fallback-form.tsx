import type { BotCheckConfig } from '../../api/bot-check-config';
import type { TranslationKey } from '../../i18n/keys';
import { useText } from '../../islands/island-texts';
import { contactFormRequest, postContactForm } from '../../api/contact-form';
import { useFormFlow } from '../../ui/form-flow';
import { FormSuccess } from '../../ui/form-fields';
import { EmailField, FormEnd, NameRow } from '../../ui/form-parts';
import classes from '../../ui/public-form.module.css';
import { KALLAH_FALLBACK_MESSAGE, validateKallahFallback, type KallahFallbackFields } from './kallah-rules';

const empty: KallahFallbackFields = { firstName: '', lastName: '', email: '' };

/** The form's own texts, beside every public form's. */
export const KALLAH_FALLBACK_TEXTS: TranslationKey[] = [
  'kallahToursPage.fallbackThanks',
  'kallahToursPage.notifyMe',
];

/**
 * docs/product/site-and-staff.md §2 Kallah Tours, without tours: she leaves her name and email and the office is asked, in
 * the words of docs/product/site-and-staff.md §3, to tell her when a tour is planned. Checked first by the server's own
 * schema of POST settings/ContactForm.
 */
export function KallahFallbackForm({ botCheck }: { botCheck: BotCheckConfig }) {
  const text = useText();
  const flow = useFormFlow({
    id: 'kallah-fallback',
    botCheck,
    initial: empty,
    request: (values) => contactFormRequest(values, KALLAH_FALLBACK_MESSAGE),
    schema: 'contactFormBody',
    // The message is the page's own: no field of hers.
    labels: {
      firstName: text('forms.firstName'),
      lastName: text('forms.lastName'),
      email: text('forms.email'),
    },
    validate: validateKallahFallback,
    send: (body, token) => postContactForm({ ...body, reCaptchaTokenResponse: token }),
  });

  if (flow.status === 'submitted') return <FormSuccess>{text('kallahToursPage.fallbackThanks')}</FormSuccess>;
  return (
    <form className={classes.form} onSubmit={(event) => void flow.submit(event)} noValidate>
      <NameRow flow={flow} />
      <EmailField flow={flow} />
      <FormEnd flow={flow} submitLabel={text('kallahToursPage.notifyMe')} />
    </form>
  );
}
