/**
 * docs/design.md §7: the payments port. Two adapters: `sandbox` (built in, Stripe's published test cards) and
 * `stripe` (the official SDK). Amounts are integer cents in USD. Every call that moves money carries an
 * idempotency key: the same key never moves money twice, on either adapter.
 */
import type { CardBrand } from '@tevila/domain';
import { english, type LocalMessage } from '../../i18n/messages.ts';

/** A card as the site may show it: never more than brand and last four digits. */
export interface CardSummary {
  /** The provider's id: a token (tok_…) before it is saved, a payment method (pm_…) once saved. */
  id: string;
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** Who pays, as the provider's customer (created once per user and remembered on the user). */
export interface CustomerDetails {
  userId: string;
  phone: string | null;
  email: string | null;
}

export type ChargeSource =
  /**
   * A new card from the card form: a token (tok_…, the sandbox tokens endpoint) or a payment method
   * (pm_…, Stripe Elements).
   */
  | { kind: 'token'; token: string }
  /** A saved card of the customer. */
  | { kind: 'saved'; cardId: string };

export interface ChargeRequest {
  amountCents: number;
  /** Required for a saved card, and to save a new one. */
  customerId: string | null;
  source: ChargeSource;
  /** Keep the new card on the customer after the charge (signed-in users only). */
  saveCard: boolean;
  /** What the statement and the provider's dashboard show; discreet (docs/design.md §8). */
  description: string;
  /** One per payment request: a retry with the same key answers the first outcome and charges once. */
  idempotencyKey: string;
  /** Our references, e.g. { ledgerEntryId, reservationId }; used to find the charge when reconciling. */
  metadata: Record<string, string>;
}

/** A refused charge: card_error carries the provider's message for the patron (docs/product/booking.md §8). */
export interface ChargeFailure {
  ok: false;
  type: 'card_error' | 'authentication_required' | 'invalid_request_error' | 'api_error';
  message: string;
  transactionId: string | null;
}

export interface ChargeSuccess {
  ok: true;
  transactionId: string;
  card: CardSummary;
}

/**
 * The bank asks the card holder to confirm (3-D Secure): the charge waits, and the browser completes it
 * with the client secret (Stripe.js handleNextAction); the intent is then asked again.
 */
export interface ChargeNeedsAction {
  ok: false;
  type: 'requires_action';
  transactionId: string;
  clientSecret: string;
}

export type ChargeResult = ChargeSuccess | ChargeFailure | ChargeNeedsAction;

export interface RefundRequest {
  transactionId: string;
  amountCents: number;
  idempotencyKey: string;
}

export type RefundResult = { ok: true; refundId: string } | { ok: false; message: string };

/** What a charge looked like at the provider, found by our metadata (reconciliation after a crash). */
export type FoundCharge =
  | { state: 'succeeded'; transactionId: string; card: CardSummary; amountCents: number }
  | { state: 'failed'; transactionId: string; message: string }
  | { state: 'processing'; transactionId: string }
  /** Waiting for the card holder to confirm with her bank. */
  | { state: 'requires_action'; transactionId: string; clientSecret: string }
  | { state: 'absent' };

/** A provider event whose signature was checked. */
export interface PaymentEvent {
  id: string;
  type: string;
  /** The PaymentIntent / charge id the event is about, when it is about one. */
  transactionId: string | null;
  /** Our metadata on that object. */
  metadata: Record<string, string>;
  amountCents: number | null;
  /** The connected account the event is of (Stripe Connect); absent or null for the platform's own. */
  account?: string | null;
}

export interface PaymentsPort {
  readonly provider: 'sandbox' | 'stripe';
  /** Test mode: no real money moves, and a simulated card reader may be presented a test card. */
  readonly testMode: boolean;
  /** What the card form needs in the browser: the publishable key for Stripe Elements, else null. */
  readonly publishableKey: string | null;
  createCustomer(details: CustomerDetails): Promise<string>;
  /**
   * Saves a new card (a token, or a payment method from Stripe Elements) on the customer. Throws
   * PaymentInputError for a bad or used one, and for a card the bank refuses when it is attached.
   */
  saveCard(customerId: string, token: string): Promise<CardSummary>;
  listCards(customerId: string): Promise<CardSummary[]>;
  /** Removes a saved card; false when the customer has no such card. */
  deleteCard(customerId: string, cardId: string): Promise<boolean>;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  findCharge(metadataKey: string, metadataValue: string): Promise<FoundCharge>;
  /** A charge by its transaction id (absent when the provider does not know it). */
  retrieveCharge(transactionId: string): Promise<FoundCharge>;
  /**
   * Cancels a charge still waiting for the card holder; answers what became of it (it may have gone
   * through just before).
   */
  cancelCharge(transactionId: string, idempotencyKey: string): Promise<FoundCharge>;
  refund(request: RefundRequest): Promise<RefundResult>;
  /** For the reception's card terminal (Stripe Terminal); the sandbox answers a simulated secret. */
  createPaymentIntent(
    amountCents: number,
    idempotencyKey: string,
    metadata: Record<string, string>,
  ): Promise<{
    id: string;
    clientSecret: string;
  }>;
  terminalConnectionToken(): Promise<string>;
  /**
   * Hands a terminal intent to a card reader (Stripe Terminal's server-driven integration): the reader
   * asks for the card. Throws TerminalReaderError when the reader is unknown, offline or busy.
   */
  processOnReader(readerId: string, intentId: string): Promise<void>;
  /** Whether the reader is there and online (the devices page's test); throws TerminalReaderError. */
  checkReader(readerId: string): Promise<void>;
  /** Stops what the reader is doing (the desk's Cancel); a reader doing nothing is left as it is. */
  cancelOnReader(readerId: string): Promise<void>;
  /**
   * Test mode only: a test card presented on the reader (Stripe's simulated readers), approved or
   * declined as that card is. Throws PaymentInputError for a number that is not a test card.
   */
  presentOnReader(readerId: string, cardNumber: string): Promise<ReaderOutcome>;
  /** Checks a webhook's signature; throws PaymentInputError when it does not verify. */
  verifyEvent(rawBody: Buffer, signatureHeader: string | undefined): PaymentEvent;
}

/** What became of a card presented on a reader. */
export type ReaderOutcome = { state: 'approved' } | { state: 'declined'; message: string };

/** The card a sandbox token stands for (docs/design.md §7 sandbox tokens endpoint). */
export interface SandboxCardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  postalCode?: string | undefined;
}

/** Only the sandbox tokenises cards itself; with Stripe, Elements does it in the browser. */
export interface SandboxTokens {
  /** Throws PaymentInputError with a patron-readable message for a malformed or expired card. */
  tokenize(card: SandboxCardInput): Promise<{ id: string; card: { brand: CardBrand; last4: string } }>;
}

/** Bad input to the provider (unknown or reused token, bad signature): a 400, never a 500. */
export class PaymentInputError extends Error {
  /** What the patron is told, written in her language by the error handler. */
  readonly localized: LocalMessage;
  constructor(message: LocalMessage) {
    super(english(message));
    this.localized = message;
  }
}

/** The card reader did not take the call: unknown, offline or busy. The desk reads why (a 400). */
export class TerminalReaderError extends PaymentInputError {}
