import type { Language } from '@tevila/domain';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import type { BotCheckConfig } from '../../api/bot-check-config';
import type { PaymentsConfig } from '../../api/payments-config';
import type { CardToken } from '../../api/sandbox-token';
import { useText } from '../../islands/island-texts';
import { CardFields } from '../../payments/card-fields';
import { CardIncompleteError, type CardEntryHandle } from '../../payments/card-entry-handle';
import { PaymentsNotice } from '../../payments/payments-notice';
import { readSession } from '../../shared/stored-session';
import type { BotCheckHandle } from '../../ui/bot-check-handle';
import { BotCheckSlot } from '../../ui/bot-check-slot';
import { errorSentence } from '../../ui/error-sentence';
import { firstNamedField } from '../../ui/first-named-field';
import type * as SchemaCheckModule from '../../ui/form-schema-check';
import { LightButton } from '../../ui/light-button';
import { useHydrated } from '../../ui/use-hydrated';
import { payDonation } from './donate-payment';
import { donationProblems } from './donate-problems';
import { emptyDonateFields, type DonateFields, type Donor } from './donate-rules';
import classes from './donate.module.css';
import { DonationThanks } from './donation-thanks';
import { useDonorCards } from './donor-cards';
import { DonorFields } from './donor-fields';
import { PaymentFailure } from './payment-failure';
import { PaymentMethodSection, type DonateMethod } from './payment-method-section';

type View = 'balance' | 'credit';
type Status = 'idle' | 'submitting' | 'submitted' | 'error';

export type { Donor };

export interface DonateFormProps {
  /**
   * The donor the app knows (its session), or null for a guest. Absent on the server's page: her
   * browser's stored session decides, and until its script runs the page is drawn as `signedInGuess`
   * (the session cookie) says.
   */
  donor?: Donor | null;
  signedInGuess: boolean;
  language: Language;
  botCheck: BotCheckConfig;
  payments: PaymentsConfig;
  /** Where "Log In" takes a guest, to come back here. */
  loginPath: string;
}

/**
 * The donation flow (docs/product/booking.md §4): a signed-in patron's saved cards are loaded (one is chosen for her,
 * several she picks, none opens the card entry); a guest goes to the card entry. Submitting the card
 * entry checks the fields, tokenises the card, selects it and pays at once. On success 'Thank you for
 * your donation' with the amount and where the receipt went, and the 'New Payment' notice (a failed
 * notice is ignored); on failure the provider's message, else the server's, and the payment view starts
 * again. Plain React state and the island's texts: /donate's island (decision 0065).
 */
export function DonateForm({
  donor: given,
  signedInGuess,
  language,
  botCheck,
  payments,
  loginPath,
}: DonateFormProps) {
  const text = useText();
  // Until the page is the browser's, a tap would have the browser send the form itself: her name,
  // her card, in the address. Donate waits for the page's script.
  const hydrated = useHydrated();
  const stored = useMemo(() => (given === undefined && hydrated ? readSession() : null), [given, hydrated]);
  const donor: Donor | null =
    given !== undefined ? given : stored ? { userId: stored.userId, username: stored.username } : null;
  const signedIn = given !== undefined ? given !== null : hydrated ? stored !== null : signedInGuess;
  const saved = useDonorCards(donor?.userId ?? null);
  const cards = saved.cards ?? [];
  const [values, setValues] = useState<DonateFields>(emptyDonateFields);
  // Once she has tried to pay, the fields are checked again as she corrects them (the contract's
  // schema is loaded at that first try).
  const [check, setCheck] = useState<typeof SchemaCheckModule | null>(null);
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
  const botCheckRef = useRef<BotCheckHandle>(null);

  const [only] = cards;
  const view: View | null =
    viewState ??
    (!signedIn || saved.failed ? 'credit' : saved.cards ? (cards.length ? 'balance' : 'credit') : null);
  const method: DonateMethod =
    methodState !== undefined
      ? methodState
      : cards.length === 1 && only
        ? { method: 'saved', cardId: only.id }
        : null;

  const problemsOf = (fields: DonateFields, schemaCheck: typeof SchemaCheckModule) =>
    donationProblems({ fields, donor, signedIn, language, text, schemaCheck });
  const found = check ? problemsOf(values, check) : null;
  const errors = found?.shown ?? {};
  const busy = status === 'submitting';
  const failure = error ?? found?.unshown ?? null;

  const pay = async (chosen: Exclude<DonateMethod, null>, token: CardToken | null) => {
    setStatus('submitting');
    setError(null);
    try {
      await payDonation({ fields: values, donor, chosen, token, botCheck: botCheckRef.current, text });
      setStatus('submitted');
    } catch (problem) {
      failed(errorSentence(problem, text));
      // What she typed stays: her details always, a new card's number and expiry too (only its
      // security code is typed again, as at a decline in the reserve flow). A saved card that failed
      // is no longer chosen (docs/product/booking.md §4 Saved cards).
      if (chosen.method === 'new') cardRef.current?.clearSecurityCode();
      else setMethod(null);
    }
  };

  // Payment proceeds only when there are no errors (docs/product/booking.md §5).
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const schemaCheck = check ?? (await import('../../ui/form-schema-check'));
    setCheck(schemaCheck);
    const problems = problemsOf(values, schemaCheck);
    if (Object.keys(problems.shown).length > 0 || problems.unshown) {
      // The first field with a message takes the focus; a refusal of what is not shown is said above
      // Submit, which then takes it.
      const first = firstNamedField(form, problems.shown);
      if (first) first.focus();
      else setAttempt((n) => n + 1);
      return;
    }
    if (view === 'credit') {
      let token: CardToken;
      try {
        token = await (cardRef.current?.tokenize() ?? Promise.reject(new CardIncompleteError()));
      } catch (problem) {
        if (problem instanceof CardIncompleteError) return;
        failed(errorSentence(problem, text));
        return;
      }
      // The card entry stays on the page while she pays, so a refusal leaves her card where it was.
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
    return <DonationThanks amount={Number(values.amount.trim())} email={values.email.trim()} />;

  const submitButton = (
    <LightButton type="submit" size="md" aria-busy={busy || undefined} disabled={!hydrated}>
      {text('donate.submit')}
    </LightButton>
  );
  return (
    <>
      {signedIn ? null : (
        <p className={classes.account}>
          {text('donate.haveAccount')} <a href={loginPath}>{text('donate.logIn')}</a>
        </p>
      )}
      <form className={classes.form} onSubmit={(event) => void submit(event)} noValidate>
        <DonorFields
          fields={values}
          errors={errors}
          signedIn={signedIn}
          disabled={busy}
          language={language}
          onChange={(change) => setValues((previous) => ({ ...previous, ...change }))}
        />
        <BotCheckSlot config={botCheck} action="social" id="donate-robot" ref={botCheckRef} />
        {/* The payment section says "Test payments" in both its views (saved cards and card entry). */}
        {view ? <PaymentsNotice provider={payments.provider} /> : null}
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
              disabled={busy}
              error={methodError ? text('donate.errors.card') : null}
            />
            <PaymentFailure message={failure} attempt={attempt} />
            <div>{submitButton}</div>
          </>
        ) : null}
        {view === 'credit' ? (
          <section className={classes.credit} aria-label={text('donate.paymentMethod')}>
            <CardFields ref={cardRef} config={payments} hidePostalCode={signedIn} disabled={busy} />
            <PaymentFailure message={failure} attempt={attempt} />
            <div className={classes.actions}>
              {submitButton}
              {signedIn && cards.length > 0 ? (
                <LightButton variant="subtle" onClick={() => setView('balance')} disabled={busy}>
                  {text('donate.backToCards')}
                </LightButton>
              ) : null}
            </div>
          </section>
        ) : null}
      </form>
    </>
  );
}
