import '@mantine/core/styles/Input.layer.css';
import { Alert, Button } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { postContactForm } from '../../api/contact-form';
import { newIdempotencyKey } from '../../api/idempotency-key';
import { ApiError } from '../../api/http';
import { makePayment } from '../../api/make-payment';
import type { CardToken } from '../../api/sandbox-token';
import { useSavedCards } from '../../api/saved-cards';
import { CardEntry } from '../../payments/card-entry';
import { CardIncompleteError, type CardEntryHandle } from '../../payments/card-entry-handle';
import { TestPaymentsNotice } from '../../payments/test-payments-notice';
import type { BotCheckHandle } from '../../ui/bot-check-handle';
import { BotCheckSlot } from '../../ui/bot-check-slot';
import { ServerText } from '../../ui/server-text';
import { errorText } from '../../ui/error-notice';
import {
  emptyDonateFields,
  hasErrors,
  noticeMessage,
  typeText,
  validateDonation,
  type DonateErrors,
  type DonateFields,
} from './donate-rules';
import classes from './donate.module.css';
import { DonationThanks } from './donation-thanks';
import { DonorFields } from './donor-fields';
import { PaymentMethodSection, type DonateMethod } from './payment-method-section';

type View = 'balance' | 'credit';
type Status = 'idle' | 'submitting' | 'submitted' | 'error';

export interface Donor {
  userId: string;
  /** Her phone (E.164 without "+"), for the office's notice. */
  username: string;
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
  const signedIn = !!donor;
  const saved = useSavedCards(donor?.userId ?? null);
  const cards = saved.data ?? [];
  const [fields, setFields] = useState<DonateFields>(emptyDonateFields);
  const [checked, setChecked] = useState(false);
  // Until something happens, the view and the method follow her cards as they load.
  const [viewState, setView] = useState<View | null>(null);
  const [methodState, setMethod] = useState<DonateMethod | undefined>(undefined);
  const [newCard, setNewCard] = useState<CardToken | null>(null);
  const [status, setStatus] = useState<Status>('idle');
  const [error, setError] = useState<string | null>(null);
  const [methodError, setMethodError] = useState(false);
  // A new key is a new, empty card entry.
  const [entryKey, setEntryKey] = useState(0);
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

  const errors: DonateErrors = checked ? validateDonation(fields, signedIn) : {};
  const busy = status === 'submitting';

  const pay = async (chosen: Exclude<DonateMethod, null>, token: CardToken | null) => {
    setStatus('submitting');
    setError(null);
    const phone = donor ? `+${donor.username}` : fields.phone.trim();
    try {
      // A guest's payment carries the bot check (docs/design.md §7); a signed-in donor is not asked.
      const robotToken = signedIn ? null : await botCheck.current?.take();
      if (!signedIn && !robotToken) throw new ApiError('server', t('botCheck.required'));
      await makePayment(
        {
          method: 'creditcard',
          amt: Number(fields.amount.trim()),
          email: fields.email.trim(),
          ...(donor ? { userId: donor.userId } : {}),
          ...(chosen.method === 'saved'
            ? { sourceCard: chosen.cardId }
            : { sourceToken: token?.id ?? newCard?.id ?? '', saveCard: signedIn }),
          firstName: fields.firstName.trim(),
          lastName: fields.lastName.trim(),
          phone,
          donationType: typeText(fields),
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
      setStatus('error');
      setError(errorText(failure, t));
      // The payment view starts again: the card entered (or chosen) is dropped.
      setNewCard(null);
      setMethod(null);
      setView(cards.length ? 'balance' : 'credit');
      setEntryKey((k) => k + 1);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setChecked(true);
    // Payment proceeds only when there are no errors (docs/product/booking.md §5).
    if (hasErrors(validateDonation(fields, signedIn))) return;
    if (view === 'credit') {
      let token: CardToken;
      try {
        token = await (cardRef.current?.tokenize() ?? Promise.reject(new CardIncompleteError()));
      } catch (failure) {
        if (failure instanceof CardIncompleteError) return;
        setStatus('error');
        setError(errorText(failure, t));
        return;
      }
      setNewCard(token);
      setMethod({ method: 'new' });
      setView('balance');
      await pay({ method: 'new' }, token);
      return;
    }
    if (!method) {
      setMethodError(true);
      return;
    }
    await pay(method, null);
  };

  if (status === 'submitted')
    return <DonationThanks amount={Number(fields.amount.trim())} email={fields.email.trim()} />;

  return (
    <form className={classes.form} onSubmit={(e) => void submit(e)} noValidate>
      <DonorFields
        fields={fields}
        errors={errors}
        signedIn={signedIn}
        disabled={busy}
        onChange={(change) => setFields((prev) => ({ ...prev, ...change }))}
      />
      <BotCheckSlot action="social" ref={botCheck} />
      {error ? (
        <Alert color="red" role="alert">
          <ServerText>{error}</ServerText>
        </Alert>
      ) : null}
      {/* The payment section says "Test payments" in both its views (saved cards and card entry). */}
      {view ? <TestPaymentsNotice /> : null}
      {view === 'balance' ? (
        <>
          <PaymentMethodSection
            cards={cards}
            newCard={newCard}
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
          <div>
            <Button type="submit" size="md" loading={busy}>
              {t('donate.submit')}
            </Button>
          </div>
        </>
      ) : null}
      {view === 'credit' ? (
        <section className={classes.credit} aria-label={t('donate.paymentMethod')}>
          <CardEntry key={entryKey} ref={cardRef} hidePostalCode={signedIn} disabled={busy} />
          <div className={classes.actions}>
            <Button type="submit" size="md" loading={busy}>
              {t('donate.submit')}
            </Button>
            {signedIn && (cards.length > 0 || newCard) ? (
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
