import type { BotCheckConfig } from '../../api/bot-check-config';
import type { TranslationKey } from '../../i18n/keys';
import { useText } from '../../islands/island-texts';
import { contactFormRequest, postContactForm } from '../../api/contact-form';
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

/** The form's own texts, beside every public form's. */
export const CAREERS_TEXTS: TranslationKey[] = [
  'careersPage.experience',
  'careersPage.position',
  'careersPage.positionPlaceholder',
  ...Object.values(positionKeys).map((key) => `careersPage.positions.${key}` as const),
];

/**
 * docs/product/site-and-staff.md §2 Careers: every field required; green 'Email Sent' replaces the form, a refusal shows red.
 * Sent as a contact message, checked first by the server's own schema of POST settings/ContactForm.
 */
export function CareersForm({ botCheck }: { botCheck: BotCheckConfig }) {
  const text = useText();
  const flow = useFormFlow({
    id: 'careers',
    botCheck,
    initial: emptyCareers,
    request: (values) => contactFormRequest(values, careersMessage(values)),
    schema: 'contactFormBody',
    labels: {
      firstName: text('forms.firstName'),
      lastName: text('forms.lastName'),
      email: text('forms.email'),
      message: text('careersPage.experience'),
    },
    // The office's message is made of her answers: its one long part, the experience, shows what the
    // schema says of it.
    fieldOf: { message: 'experience' },
    validate: validateCareers,
    send: (body, token) => postContactForm({ ...body, reCaptchaTokenResponse: token }),
  });

  if (flow.status === 'submitted') return <FormSuccess>{text('forms.emailSent')}</FormSuccess>;
  return (
    <form className={classes.form} onSubmit={(event) => void flow.submit(event)} noValidate>
      <NameRow flow={flow} />
      <div className={classes.row}>
        <FormTextField
          flow={flow}
          name="phone"
          type="tel"
          inputMode="tel"
          label={text('forms.phone')}
          autoComplete="tel"
          ltr
          required
        />
        <EmailField flow={flow} />
      </div>
      <FormSelect
        flow={flow}
        name="position"
        label={text('careersPage.position')}
        placeholder={text('careersPage.positionPlaceholder')}
        options={POSITIONS.map((value) => ({
          value,
          label: text(`careersPage.positions.${positionKeys[value]}`),
        }))}
        required
      />
      <FormTextarea flow={flow} name="experience" label={text('careersPage.experience')} required />
      <FormEnd flow={flow} submitLabel={text('forms.send')} />
    </form>
  );
}
