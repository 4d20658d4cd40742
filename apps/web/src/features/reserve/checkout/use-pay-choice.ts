import { useForm } from '@mantine/form';
import { makePaymentBody } from '@tevila/contract';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReservation } from '../../../api/reservation';
import { useSavedCards } from '../../../api/saved-cards';
import { useSchedule } from '../../../api/schedule';
import { isTrue, useSettings } from '../../../api/settings';
import { useLanguage } from '../../../i18n/use-language';
import { useSession } from '../../../shared/session-context';
import type { CardEntryHandle } from '../../../payments/card-entry-handle';
import { schemaResolver } from '../../../ui/schema-resolver';
import {
  bookingHeld,
  canContinue,
  holdMinutes,
  initialChoice,
  NO_CHOICE,
  type PayChoice,
} from './chooser-rules';
import { useFlow } from '../flow/flow-context';
import { chargeBody } from './submit-sequence';

/** The chooser as a form: the method she picked (null: initialChoice chooses), and whether to save a new card. */
export interface PayFormValues {
  picked: PayChoice | null;
  saveCard: boolean;
}

/**
 * The balance chooser's state: her saved cards (loaded with the chooser; a failed load offers none),
 * the choice (one saved card chosen for her, the new card when she has none), whether the new card's
 * entry is complete, and the handle that tokenises it. `form` checks the choice before a submit.
 */
export function usePayChoice() {
  const { t } = useTranslation();
  const session = useSession();
  const language = useLanguage();
  const userId = session.session?.userId ?? null;
  const saved = useSavedCards(userId);
  const cards = saved.data ?? [];
  const loaded = !userId || saved.data !== undefined || saved.isError;
  const choiceOf = (picked: PayChoice | null) => picked ?? initialChoice(loaded ? cards : null);
  const form = useForm<PayFormValues>({
    // null until she (or a declined saved card) decides: until then initialChoice chooses for her.
    initialValues: { picked: null, saveCard: true },
    // What a charge would send is checked by makepayment's own schema (the contract) before anything
    // is sent, the booking included: what the server would refuse is said at once, and nothing is
    // booked or charged. The new card itself is the card entry's to check (number, expiry, code).
    validate: ({ picked, saveCard }) => {
      const body = chargeBody({ choice: choiceOf(picked), userId, saveCard }, null);
      return body
        ? schemaResolver(makePaymentBody, language, { saveCard: t('payments.saveCard') })({
            method: 'creditcard',
            ...body,
          })
        : {};
    },
  });
  const [cardComplete, setCardComplete] = useState(false);
  const cardRef = useRef<CardEntryHandle>(null);
  const { picked, saveCard } = form.values;
  const choice = choiceOf(picked);

  const { setValues } = form;
  const choose = useCallback(
    (next: PayChoice) => {
      setValues({ picked: next });
      if (next.method !== 'new') setCardComplete(false);
    },
    [setValues],
  );
  const clear = useCallback(() => choose(NO_CHOICE), [choose]);
  const setSaveCard = useCallback((save: boolean) => setValues({ saveCard: save }), [setValues]);

  return {
    userId,
    cards,
    choice,
    choose,
    clear,
    cardRef,
    cardComplete,
    setCardComplete,
    saveCard,
    setSaveCard,
    form,
    ready: canContinue(choice, cardComplete, cards),
  };
}

export type PayChoiceState = ReturnType<typeof usePayChoice>;

export interface PrepayState {
  /** reservationsRequirePrepayAll. */
  prepayAll: boolean;
  /** This reservation is (or will be created) Pending: held until paid, then released. */
  held: boolean;
  /** pendingHoldMinutes. */
  holdMinutes: number;
}

/**
 * docs/design.md §6 Booking, for the chooser: a booking in progress is held when a prepay rule applies to its
 * night and parking (as the server decides it); an existing reservation is held while it is Pending.
 */
export function usePrepay(): PrepayState {
  const { flow } = useFlow();
  const settings = useSettings().data ?? {};
  const schedule = useSchedule();
  const booking = flow.mode === 'new' || flow.mode === 'edit';
  const reservation = useReservation(booking ? null : flow.reservationId);
  const shabbosMode = schedule.data?.find((d) => d.date === flow.date)?.shabbosMode ?? false;
  const held = booking
    ? bookingHeld(settings, shabbosMode, !shabbosMode && flow.parking)
    : reservation.data?.reservationStatus === 'Pending';
  return {
    prepayAll: isTrue(settings.reservationsRequirePrepayAll),
    held,
    holdMinutes: holdMinutes(settings),
  };
}
