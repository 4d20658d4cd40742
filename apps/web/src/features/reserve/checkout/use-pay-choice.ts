import { useCallback, useRef, useState } from 'react';
import { useReservation } from '../../../api/reservation';
import { useSavedCards } from '../../../api/saved-cards';
import { useSchedule } from '../../../api/schedule';
import { isTrue, useSettings } from '../../../api/settings';
import { useSession } from '../../../shared/session-context';
import type { CardEntryHandle } from '../../../payments/card-entry-handle';
import {
  bookingHeld,
  canContinue,
  holdMinutes,
  initialChoice,
  NO_CHOICE,
  type PayChoice,
} from './chooser-rules';
import { useFlow } from '../flow/flow-context';

/**
 * The balance chooser's state: her saved cards (loaded with the chooser; a failed load offers none),
 * the choice (one saved card chosen for her, the new card when she has none), whether the new card's
 * entry is complete, and the handle that tokenises it.
 */
export function usePayChoice() {
  const session = useSession();
  const userId = session.session?.userId ?? null;
  const saved = useSavedCards(userId);
  const cards = saved.data ?? [];
  const loaded = !userId || saved.data !== undefined || saved.isError;
  // null until she (or a declined saved card) decides: until then initialChoice chooses for her.
  const [picked, setPicked] = useState<PayChoice | null>(null);
  const [cardComplete, setCardComplete] = useState(false);
  const [saveCard, setSaveCard] = useState(true);
  const cardRef = useRef<CardEntryHandle>(null);
  const choice = picked ?? initialChoice(loaded ? cards : null);

  const choose = useCallback((next: PayChoice) => {
    setPicked(next);
    if (next.method !== 'new') setCardComplete(false);
  }, []);
  const clear = useCallback(() => choose(NO_CHOICE), [choose]);

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
