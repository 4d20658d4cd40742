import type { BotCheckConfig } from '../../api/bot-check-config';
import type { TranslationKey } from '../../i18n/keys';
import { useText } from '../../islands/island-texts';
import { contactFormLabels, contactFormRequest, postContactForm } from '../../api/contact-form';
import { useFormFlow } from '../../ui/form-flow';
import { FormSuccess, FormTextarea, FormTextField } from '../../ui/form-fields';
import { EmailField, FormEnd, NameRow } from '../../ui/form-parts';
import classes from '../../ui/public-form.module.css';
import { localToday } from '../../shared/today';
import { emptyGroupTour, groupTourMessage, validateGroupTour } from './group-tour-rules';

/** The form's own texts, beside every public form's. */
export const GROUP_TOUR_TEXTS: TranslationKey[] = [
  'groupToursPage.date',
  'groupToursPage.startTime',
  'groupToursPage.people',
  'groupToursPage.message',
];

/**
 * The group-tour request (docs/product/site-and-staff.md §2 Group Tours), sent to the office as a contact message, checked
 * first by the server's own schema of POST settings/ContactForm.
 */
export function GroupTourForm({ botCheck }: { botCheck: BotCheckConfig }) {
  const text = useText();
  const flow = useFormFlow({
    id: 'group-tour',
    botCheck,
    initial: emptyGroupTour,
    request: (values) => contactFormRequest(values, groupTourMessage(values)),
    schema: 'contactFormBody',
    labels: contactFormLabels(text),
    // The office's message is made of her answers: its one long part, her own message, shows what the
    // schema says of it.
    fieldOf: { message: 'message' },
    validate: (values) => validateGroupTour(values, localToday()),
    send: (body, token) => postContactForm({ ...body, reCaptchaTokenResponse: token }),
  });

  if (flow.status === 'submitted') return <FormSuccess>{text('forms.emailSent')}</FormSuccess>;
  return (
    <form className={classes.form} onSubmit={(event) => void flow.submit(event)} noValidate>
      <NameRow flow={flow} />
      <EmailField flow={flow} />
      <div className={classes.row}>
        <FormTextField flow={flow} name="date" type="date" label={text('groupToursPage.date')} required />
        <FormTextField
          flow={flow}
          name="startTime"
          type="time"
          label={text('groupToursPage.startTime')}
          required
        />
      </div>
      <FormTextField
        flow={flow}
        name="people"
        inputMode="numeric"
        label={text('groupToursPage.people')}
        ltr
        required
      />
      <FormTextarea flow={flow} name="message" label={text('groupToursPage.message')} />
      <FormEnd flow={flow} submitLabel={text('forms.send')} />
    </form>
  );
}
