import '@mantine/core/styles/Input.layer.css';
import { Button } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { makePaymentBody } from '@tevila/contract';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { postContactForm } from '../../api/contact-form';
import { newIdempotencyKey } from '../../api/idempotency-key';
import { ApiError } from '../../api/http';
import { makePayment } from '../../api/make-payment';
import type { CardToken } from '../../api/sandbox-token';
import { useSavedCards } from '../../api/saved-cards';
import { useLanguage } from '../../i18n/use-language';
import { CardEntry } from '../../payments/card-entry';
import { CardIncompleteError, type CardEntryHandle } from '../../payments/card-entry-handle';
import { TestPaymentsNotice } from '../../payments/test-payments-notice';
import type { BotCheckHandle } from '../../ui/bot-check-handle';
import { AppBotCheck } from '../../ui/app-bot-check';
import { errorText } from '../../ui/error-notice';
import { schemaResolver } from '../../ui/schema-resolver';
import { useHydrated } from '../../ui/use-hydrated';
import {
  donationRequest,
  donorPhone,
  emptyDonateFields,
  noticeMessage,
  validateDonation,
  type DonateFields,
  type Donor,
} from './donate-rules';
import classes from './donate.module.css';
import { DonationThanks } from './donation-thanks';
import { DonorFields, amountRangeText, type DonorErrors } from './donor-fields';
import { PaymentFailure } from './payment-failure';
import { PaymentMethodSection, type DonateMethod } from './payment-method-section';

type View = 'balance' | 'credit';
type Status = 'idle' | 'submitting' | 'submitted' | 'error';

export type { Donor };

/** The fields shown to her that makepayment's schema may refuse (a signed-in donor's phone is her account's). */
const shownFields = (signedIn: boolean): readonly string[] =>
  signedIn
    ? ['firstName', 'lastName', 'email', 'otherText']
    : ['firstName', 'lastName', 'phone', 'email', 'otherText'];

/** A refusal of makepayment's schema on the field she typed it in (the type's text is Other's). */
function onFields(errors: FormErrors): FormErrors {
  const { donationType, ...rest } = errors;
  return donationType === undefined ? rest : { ...rest, otherText: donationType };
}

/**
 * The donation flow (docs/product/booking.md §4): a signed-in patron's saved cards are loaded (one is chosen for her,
 * several she picks, none opens the card entry); a guest goes to the card entry. Submitting the card
 * entry checks the fields, tokenises the card, selects it and pays at once. On success 'Thank you for
 * your donation' with the amount and where the receipt went, and the 'New Payment' notice (a failed notice is ignored); on failure the provider's
 * message, else the server's, and the payment view starts again.
 */
export function DonateForm({ donor }: { donor: Donor | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const signedIn = !!donor;
  // Until the page is the browser's, a tap would have the browser send the form itself: her name,
  // her card, in the address. Donate waits for the page's script.
  const hydrated = useHydrated();
  const saved = useSavedCards(donor?.userId ?? null);
  const cards = saved.data ?? [];
  // Once she has tried to pay, the fields are checked again as she corrects them.
  const [checked, setChecked] = useState(false);
  const form = useForm<DonateFields>({
    initialValues: emptyDonateFields,
    // makepayment's own schema (the contract) judges what she typed as the server would, with its
    // sentence, and wins where both refuse a field: the server reads the schema first. The page keeps
    // its own checks (docs/product/booking.md §5) for what the schema leaves to the service: a guest's
    // names and phone, the email's form, the amount (at least 1, in dollars and cents), said in the
    // page's words before anything is sent.
    validate: (values) => {
      const own = validateDonation(values, signedIn);
      const ownText: FormErrors = Object.fromEntries(
        Object.entries(own).map(([field, key]) => [
          field,
          t(`donate.errors.${key}`, amountRangeText(language)),
        ]),
      );
      const bySchema = schemaResolver(makePaymentBody, language, {
        firstName: t('donate.firstName'),
        lastName: t('donate.lastName'),
        phone: t('donate.phone'),
        email: t('donate.email'),
        // The type's sentence is shown under Other's text.
        donationType: t('donate.otherText'),
      })(donationRequest(values, donor));
      return { ...ownText, ...onFields(bySchema) };
    },
  });
  const values = form.values;
  // Until something happens, the view and the method follow her cards as they load.
  const [viewState, setView] = useState<View | null>(null);
  const [methodState, setMethod] = useState<DonateMethod | undefined>(undefined);
  const [status, setStatus] = useState<Status>('idle');
  const [error, setError] = useState<string | null>(null);
  // Each failed attempt moves the focus to its sentence again, even when the sentence is the same.
  const [attempt, setAttempt] = useState(0);
  const failed = (message: string) => {
    setStatus('error');
    setError(message);
    setAttempt((n) => n + 1);
  };
  const [methodError, setMethodError] = useState(false);
  const cardRef = useRef<CardEntryHandle>(null);
  const botCheck = useRef<BotCheckHandle>(null);

  const [only] = cards;
  const view: View | null =
    viewState ??
    (!signedIn || saved.isError ? 'credit' : saved.data ? (cards.length ? 'balance' : 'credit') : null);
  const method: DonateMethod =
    methodState !== undefined
      ? methodState
      : cards.length === 1 && only
        ? { method: 'saved', cardId: only.id }
        : null;

  const errors: DonorErrors = checked ? form.errors : {};
  // A refusal on a field that is not shown (her account's phone, her id): said above the payment.
  const unshown = Object.entries(errors).find(
    ([field]) => field !== 'amount' && !shownFields(signedIn).includes(field),
  )?.[1];
  const busy = status === 'submitting';
  const failure = error ?? (unshown === undefined ? null : String(unshown));

  const pay = async (fields: DonateFields, chosen: Exclude<DonateMethod, null>, token: CardToken | null) => {
    setStatus('submitting');
    setError(null);
    const phone = donorPhone(fields, donor);
    try {
      // A guest's payment carries the bot check (docs/design.md §7); a signed-in donor is not asked.
      const robotToken = signedIn ? null : await botCheck.current?.take();
      if (!signedIn && !robotToken) throw new ApiError('server', t('botCheck.required'));
      await makePayment(
        {
          ...donationRequest(fields, donor),
          ...(chosen.method === 'saved'
            ? { sourceCard: chosen.cardId }
            : { sourceToken: token?.id ?? '', saveCard: signedIn }),
          ...(robotToken ? { reCaptchaTokenResponse: robotToken } : {}),
        },
        newIdempotencyKey(),
      );
      // The notice needs its own token (each is accepted once), taken while the widget is still shown.
      const noticeToken = await botCheck.current?.take().catch(() => null);
      setStatus('submitted');
      postContactForm({
        firstName: fields.firstName.trim(),
        lastName: fields.lastName.trim(),
        email: fields.email.trim(),
        message: noticeMessage(fields, phone),
        ...(noticeToken ? { reCaptchaTokenResponse: noticeToken } : {}),
      }).catch(() => undefined);
    } catch (failure) {
      failed(errorText(failure, t));
      // What she typed stays: her details always, a new card's number and expiry too (only its
      // security code is typed again, as at a decline in the reserve flow). A saved card that failed
      // is no longer chosen (docs/product/booking.md §4 Saved cards).
      if (chosen.method === 'new') cardRef.current?.clearSecurityCode();
      else setMethod(null);
    }
  };

  // Payment proceeds only when there are no errors (docs/product/booking.md §5).
  const submit = async (fields: DonateFields) => {
    if (busy) return;
    if (view === 'credit') {
      let token: CardToken;
      try {
        token = await (cardRef.current?.tokenize() ?? Promise.reject(new CardIncompleteError()));
      } catch (failure) {
        if (failure instanceof CardIncompleteError) return;
        failed(errorText(failure, t));
        return;
      }
      // The card entry stays on the page while she pays, so a refusal leaves her card where it was.
      await pay(fields, { method: 'new' }, token);
      return;
    }
    if (!method) {
      setMethodError(true);
      return;
    }
    await pay(fields, method, null);
  };

  if (status === 'submitted')
    return <DonationThanks amount={Number(values.amount.trim())} email={values.email.trim()} />;

  return (
    <form
      className={classes.form}
      onSubmit={(event) => {
        setChecked(true);
        const target = event.currentTarget;
        form.onSubmit(
          (fields) => void submit(fields),
          // The first field with a message takes the focus; a refusal of what is not shown is said
          // above Submit, which then takes it.
          (problems) => {
            const first = Array.from(target.elements).find((element) => {
              const name = element.getAttribute('name');
              return name !== null && name in problems;
            });
            if (first instanceof HTMLElement) first.focus();
            else setAttempt((n) => n + 1);
          },
        )(event);
      }}
      noValidate
    >
      <DonorFields
        fields={values}
        errors={errors}
        signedIn={signedIn}
        disabled={busy}
        onChange={(change) => {
          form.setValues(change);
          if (checked) form.validate();
        }}
      />
      <AppBotCheck id="donate-robot" ref={botCheck} />
      {/* The payment section says "Test payments" in both its views (saved cards and card entry). */}
      {view ? <TestPaymentsNotice /> : null}
      {view === 'balance' ? (
        <>
          <PaymentMethodSection
            cards={cards}
            value={method}
            onChange={(m) => {
              setMethod(m);
              setMethodError(false);
            }}
            onUseNewCard={() => setView('credit')}
            signedIn={signedIn}
            disabled={busy}
            error={methodError ? t('donate.errors.card') : null}
          />
          <PaymentFailure message={failure} attempt={attempt} />
          <div>
            <Button type="submit" size="md" loading={busy} disabled={!hydrated}>
              {t('donate.submit')}
            </Button>
          </div>
        </>
      ) : null}
      {view === 'credit' ? (
        <section className={classes.credit} aria-label={t('donate.paymentMethod')}>
          <CardEntry ref={cardRef} hidePostalCode={signedIn} disabled={busy} />
          <PaymentFailure message={failure} attempt={attempt} />
          <div className={classes.actions}>
            <Button type="submit" size="md" loading={busy} disabled={!hydrated}>
              {t('donate.submit')}
            </Button>
            {signedIn && cards.length > 0 ? (
              <Button variant="subtle" onClick={() => setView('balance')} disabled={busy}>
                {t('donate.backToCards')}
              </Button>
            ) : null}
          </div>
        </section>
      ) : null}
    </form>
  );
}
