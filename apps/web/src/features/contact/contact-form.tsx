import { contactFormLabels, contactFormRequest, postContactForm } from '../../api/contact-form';
import type { BotCheckConfig } from '../../api/bot-check-config';
import { useText } from '../../islands/island-texts';
import { readSession } from '../../shared/stored-session';
import { useFormFlow } from '../../ui/form-flow';
import { FormSuccess, FormTextarea } from '../../ui/form-fields';
import { EmailField, FormEnd, NameRow } from '../../ui/form-parts';
import classes from '../../ui/public-form.module.css';
import { useHydrated } from '../../ui/use-hydrated';
import { emptyContact, validateContact } from './contact-rules';

/**
 * docs/product/site-and-staff.md §2, §5 Contact: 'Email Sent' replaces the form; a refusal shows in red, verbatim. What it
 * sends is checked first by the server's own schema of POST settings/ContactForm.
 */
export function ContactForm({
  botCheck,
  signedIn: known,
}: {
  botCheck: BotCheckConfig;
  /** null while her session is being checked (a light page: her browser's stored session says). */
  signedIn: boolean | null;
}) {
  const text = useText();
  const hydrated = useHydrated();
  // The server drew it as for a member (her session cookie); in her browser, the stored session decides.
  const signedIn = known ?? (hydrated ? readSession() !== null : true);
  const optional = (label: string) => text('forms.optional', { label });
  const flow = useFormFlow({
    id: 'contact',
    botCheck,
    initial: emptyContact,
    request: (values) => contactFormRequest(values, values.message.trim()),
    schema: 'contactFormBody',
    labels: contactFormLabels(text),
    validate: (values) => validateContact(values, signedIn),
    send: (body, token) => postContactForm({ ...body, reCaptchaTokenResponse: token }),
  });

  if (flow.status === 'submitted') return <FormSuccess>{text('forms.emailSent')}</FormSuccess>;
  return (
    <form className={classes.form} onSubmit={(event) => void flow.submit(event)} noValidate>
      <NameRow
        flow={flow}
        firstName={{ label: optional(text('forms.firstName')), required: false }}
        lastName={{
          label: signedIn ? optional(text('forms.lastName')) : text('forms.lastName'),
          required: !signedIn,
        }}
      />
      <EmailField flow={flow} />
      <FormTextarea flow={flow} name="message" label={text('forms.message')} required />
      <FormEnd flow={flow} submitLabel={text('forms.send')} />
    </form>
  );
}
