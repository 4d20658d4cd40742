import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { StripeCardElementChangeEvent } from '@stripe/stripe-js';
import { cardBrandOfStripe } from '@tevila/domain';
import { useEffect, useId, useImperativeHandle, useState } from 'react';
import { ApiError, GENERIC_ERROR } from '../api/api-error';
import { useText } from '../islands/island-texts';
import { CardIncompleteError, type CardFormProps } from './card-entry-handle';
import classes from './payments.module.css';
import { stripeFor } from './stripe-loader';

/* Stripe Elements, in a chunk of its own that is fetched only when the server's provider is stripe. */

function StripeCard({ ref, onCompleteChange, hidePostalCode, disabled }: CardFormProps) {
  const t = useText();
  const stripe = useStripe();
  const elements = useElements();
  const [state, setState] = useState<{ complete: boolean; error: string | null; shown: boolean }>({
    complete: false,
    error: null,
    shown: false,
  });
  const labelId = useId();

  useEffect(() => onCompleteChange?.(state.complete), [state.complete, onCompleteChange]);

  useImperativeHandle(ref, () => ({
    async tokenize() {
      const card = elements?.getElement(CardElement);
      if (!stripe || !card || !state.complete) {
        setState((s) => ({ ...s, shown: true }));
        card?.focus();
        throw new CardIncompleteError();
      }
      const { paymentMethod, error } = await stripe.createPaymentMethod({ type: 'card', card });
      if (error || !paymentMethod) throw new ApiError('server', error?.message ?? GENERIC_ERROR);
      return {
        id: paymentMethod.id,
        card: {
          brand: cardBrandOfStripe(paymentMethod.card?.brand),
          last4: paymentMethod.card?.last4 ?? '',
        },
      };
    },
    // Stripe's card element is one field: emptying it would lose the number too, so it is kept.
    clearSecurityCode() {},
  }));

  const onChange = (event: StripeCardElementChangeEvent) =>
    setState({ complete: event.complete, error: event.error?.message ?? null, shown: !!event.error });
  const error = state.error ?? (state.shown && !state.complete ? t('payments.card.incomplete') : null);
  // Stripe's options refuse undefined: an option not given is left out.
  const elementOptions = {
    ...(hidePostalCode === undefined ? {} : { hidePostalCode }),
    ...(disabled === undefined ? {} : { disabled }),
  };

  return (
    <div className={classes.cardForm}>
      <span
        id={labelId}
        className={classes.stripeLabel}
        onClick={() => elements?.getElement(CardElement)?.focus()}
      >
        {t('payments.card.stripeLabel')}
      </span>
      <div className={classes.stripeBox} aria-labelledby={labelId} role="group">
        <CardElement options={elementOptions} onChange={onChange} />
      </div>
      {error ? (
        <p role="alert" className={classes.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

export default function StripeCardForm(
  props: CardFormProps & { publishableKey: string; stripeAccount?: string },
) {
  const { publishableKey, stripeAccount, ...rest } = props;
  // Stripe's own words in the page's language, as its <html> says.
  const locale = document.documentElement.lang === 'he' ? 'he' : 'en';
  return (
    <Elements stripe={stripeFor(publishableKey, stripeAccount)} options={{ locale }}>
      <StripeCard {...rest} />
    </Elements>
  );
}
