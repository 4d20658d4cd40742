import { ApiError } from '../../../api/http';
import { newIdempotencyKey } from '../../../api/idempotency-key';
import { isCardError, makePayment, type MakePaymentInput } from '../../../api/make-payment';
import { createReservation, type NewReservationInput } from '../api/new-reservation';
import { fetchReservation, type Reservation } from '../../../api/reservation';
import type { CardToken } from '../../../api/sandbox-token';
import { CardIncompleteError } from '../../../payments/card-entry-handle';
import type { PayChoice } from './chooser-rules';

/** What a submit did (docs/product/booking.md §4 Submit). */
export type SubmitOutcome =
  /** Created, replaced or paid: `reservation` as it now stands. */
  | { kind: 'done'; reservation: Reservation }
  /** Nothing was sent: the card form shows what is missing. */
  | { kind: 'incomplete' }
  /** The card could not be tokenised: nothing was created. */
  | { kind: 'tokenFailed'; error: unknown }
  /** The reservation could not be created or replaced. */
  | { kind: 'createFailed'; error: unknown }
  /** The charge failed; `reservation` is the one created (or paid toward), unpaid. */
  | { kind: 'chargeFailed'; error: unknown; reservation: Reservation; cardError: boolean };

export interface SubmitInput {
  choice: PayChoice;
  userId: string | null;
  saveCard: boolean;
  /** Tokenises the new card (method new). */
  tokenize: () => Promise<CardToken>;
  /** A booking in progress: the body of newreservation. */
  booking?: NewReservationInput;
  /** Pay mode: the existing reservation. */
  reservation?: Reservation;
}

/**
 * 1. a new card is tokenised first; 2. the reservation is created or replaced; 3. the card is charged
 * its balance (new or saved card) or nothing happens (pay at the door, pay later). Each charge
 * attempt carries its own Idempotency-Key.
 */
export async function submitPayment(input: SubmitInput): Promise<SubmitOutcome> {
  const { choice } = input;
  let token: CardToken | null = null;
  if (choice.method === 'new') {
    try {
      token = await input.tokenize();
    } catch (error) {
      if (error instanceof CardIncompleteError) return { kind: 'incomplete' };
      return { kind: 'tokenFailed', error };
    }
  }

  const savedCard = choice.method === 'saved' && choice.cardId ? choice.cardId : null;
  let reservation: Reservation;
  if (input.booking) {
    try {
      // A charge follows in this submit: the server sends her confirmation once, after it, saying
      // whether the visit is paid or what is due.
      const follows = token !== null || savedCard !== null;
      reservation = await createReservation(
        follows ? { ...input.booking, paymentFollows: true } : input.booking,
      );
    } catch (error) {
      return { kind: 'createFailed', error };
    }
  } else if (input.reservation) reservation = input.reservation;
  else throw new Error('submitPayment needs a booking or a reservation');

  const amount = reservation.balance ?? 0;
  // A new card's token is in hand here (tokenised first, or the submit ended above).
  const charge = chargeBody(input, token);
  if (!charge || amount <= 0) return { kind: 'done', reservation };

  try {
    const paid = await makePayment(
      { method: 'creditcard', amt: amount, reservationId: reservation.id, ...charge },
      newIdempotencyKey(),
    );
    return { kind: 'done', reservation: paid ?? (await fetchReservation(reservation.id)) };
  } catch (error) {
    return {
      kind: 'chargeFailed',
      error,
      reservation,
      cardError: isCardError(error) || (error instanceof ApiError && error.status === 402),
    };
  }
}

/**
 * What the chooser puts in makepayment's body (the contract's makePaymentBody): who pays, the saved card
 * chosen, or a new card (its token once the card entry has made it) and whether to save it. null when
 * no card is charged. The amount and the reservation are the server's: the balance of the one it answered.
 */
export function chargeBody(
  input: Pick<SubmitInput, 'choice' | 'userId' | 'saveCard'>,
  token: CardToken | null,
): Omit<MakePaymentInput, 'method' | 'amt'> | null {
  const { choice } = input;
  const savedCard = choice.method === 'saved' && choice.cardId ? choice.cardId : null;
  if (choice.method !== 'new' && !savedCard) return null;
  return {
    ...(input.userId ? { userId: input.userId } : {}),
    ...(savedCard ? { sourceCard: savedCard } : token ? { sourceToken: token.id } : {}),
    ...(choice.method === 'new' ? { saveCard: input.saveCard && !!input.userId } : {}),
  };
}

export interface DonationInput {
  reservation: Reservation;
  /** Dollars, above 0 (docs/product/booking.md §5 Payment: no negative values). */
  amount: number;
  userId: string | null;
  idempotencyKey: string;
}

/**
 * docs/product/booking.md §4 Submit 3 and §7: a donation (or Shabbos payment) on a reservation is a makepayment with
 * a negative amt. No card is charged: it raises the balance and the donation total, and she then pays
 * the balance like any other. Returns the reservation as it now stands.
 */
export async function addDonation(input: DonationInput): Promise<Reservation> {
  if (!(input.amount > 0)) throw new RangeError('A donation is an amount above 0.');
  const updated = await makePayment(donationBody(input), input.idempotencyKey);
  return updated ?? (await fetchReservation(input.reservation.id));
}

/** The body of a donation on a reservation: makepayment with a negative amt, no card. */
export const donationBody = (input: Omit<DonationInput, 'idempotencyKey'>): MakePaymentInput => ({
  method: 'creditcard',
  amt: -input.amount,
  reservationId: input.reservation.id,
  ...(input.userId ? { userId: input.userId } : {}),
});
