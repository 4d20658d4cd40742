import { isRecord } from '@tevila/domain';
import { english, msg, type LocalMessage } from './i18n/messages.ts';

/**
 * Errors that services throw. Each has a stable id (safe to match in tests and clients) and a kind;
 * http/errors.ts maps the kind to an HTTP status and body in one place. Add new ids here.
 */
export type ErrorKind =
  | 'refused' // an update-style call was refused: 400 { success: false, errorMessage, result: null }
  | 'capacity' // refused for lack of room: 409, same shape
  | 'invalid' // bad input outside an update-style call: 400 { Message }
  | 'unauthenticated' // 401
  | 'forbidden' // 403
  | 'not_found' // 404
  | 'throttled' // 429 on an update-style call: the refusal shape and a Message, with the same sentence
  | 'oauth' // POST /api/token: 400 { error, error_description }; the id after "token." is the error
  | 'declined' // POST payments/makepayment: 400, the refusal shape with the provider's stripeError… fields
  | 'processing' // POST payments/makepayment: recorded, its outcome not known yet: 503, the refusal shape
  | 'unavailable'; // 503

export const errorKinds = {
  'request.invalid': 'invalid',
  'route.not_found': 'not_found',
  // A host that is no facility's, on a deployment of several (http/facility-hosts.ts).
  'facility.unknown_host': 'not_found',
  // A new facility refused by its checks (packages/domain facilities/facility.ts).
  'facility.invalid': 'invalid',
  'facility.not_found': 'not_found',
  'auth.required': 'unauthenticated',
  'auth.forbidden': 'forbidden',
  // Any 429 (the rate limiter's included) answers in both shapes, so any route's schema and client read it.
  'rate.limited': 'throttled',
  'database.unavailable': 'unavailable',
  'settings.unknown_key': 'refused',
  'settings.invalid_value': 'refused',
  'schedule.date_out_of_range': 'invalid',
  'schedule.range_too_long': 'invalid',
  'schedule.override_invalid': 'refused',
  'schedule.override_not_found': 'not_found',
  'settings.not_found': 'not_found',
  'signin.phone_refused': 'refused',
  'signin.code_refused': 'refused',
  'signin.throttled': 'throttled',
  'token.invalid_grant': 'oauth',
  'token.invalid_request': 'oauth',
  'token.unsupported_grant_type': 'oauth',
  // A staff sign-in that waits for its second factor: 400 with the mfa_token (modules/second-factor).
  'token.second_factor_required': 'oauth',
  'token.second_factor_enrollment_required': 'oauth',
  'secondfactor.invalid': 'invalid',
  'user.not_found': 'not_found',
  'user.patch_refused': 'refused',
  'user.password_refused': 'refused',
  'user.role_refused': 'refused',
  'reservation.refused': 'refused',
  'reservation.capacity': 'capacity',
  'reservation.not_found': 'not_found',
  'reservation.query_invalid': 'invalid',
  'payment.refused': 'refused',
  // The same charge again without an Idempotency-Key within a minute: 409, the refusal shape.
  'payment.duplicate': 'capacity',
  'payment.invalid': 'invalid',
  'payment.not_found': 'not_found',
  'payment.unavailable': 'unavailable',
  // A card declined, or waiting for her bank's confirmation (3-D Secure): the provider's fields.
  'payment.declined': 'declined',
  'payment.processing': 'processing',
  'contact.refused': 'refused',
  'botcheck.refused': 'refused',
  'tour.refused': 'refused',
  'tour.not_found': 'not_found',
  'garage.refused': 'refused',
  'garage.throttled': 'throttled',
  'garage.unavailable': 'unavailable',
  'plate.refused': 'refused',
  'plate.throttled': 'throttled',
  'plate.not_found': 'not_found',
  'attendant.refused': 'refused',
  'attendant.invalid': 'invalid',
  'attendant.not_found': 'not_found',
  'account.refused': 'refused',
  'building.refused': 'refused',
  'building.conflict': 'capacity',
  'building.invalid': 'invalid',
  'building.not_found': 'not_found',
  'receipt.refused': 'refused',
  'report.invalid': 'invalid',
  'audit.invalid': 'invalid',
  'user.search_invalid': 'invalid',
  'night.refused': 'refused',
  'night.conflict': 'capacity',
  'night.invalid': 'invalid',
  'night.not_found': 'not_found',
  // Her own signed-in devices (modules/sessions/account-sessions-service.ts).
  'session.refused': 'refused',
  'session.not_found': 'not_found',
  'device.refused': 'refused',
  'device.not_found': 'not_found',
  'kiosk.refused': 'refused',
  'kiosk.throttled': 'throttled',
  // Too many live streams open on her device or her account (modules/night/stream-viewers.ts).
  'stream.throttled': 'throttled',
  'tablet.invalid': 'invalid',
  'tablet.not_found': 'not_found',
} as const satisfies Record<string, ErrorKind>;

export type ErrorId = keyof typeof errorKinds;

/** Default sentences for kinds whose callers rarely need their own. */
export const defaultMessages: Record<ErrorKind, LocalMessage> = {
  refused: msg('error.refused'),
  capacity: msg('error.capacity'),
  invalid: msg('error.invalid'),
  // docs/design.md §5: exactly this sentence, whatever the cause and in every language (decision 0023).
  unauthenticated: msg('error.unauthenticated'),
  forbidden: msg('error.forbidden'),
  not_found: msg('error.notFound'),
  throttled: msg('error.throttled'),
  oauth: msg('error.invalid'),
  declined: msg('payment.didNotGoThrough'),
  processing: msg('payment.processing'),
  unavailable: msg('error.unavailable'),
};

/** What a declined card's answer carries besides its sentence (kind 'declined'). */
export interface Decline {
  /** stripeErrorType: the provider's error type, or authentication_required. */
  type: string;
  /** With authentication_required: for Stripe.js to confirm the payment with her bank. */
  clientSecret?: string;
}

/**
 * A refusal with its stable id and its sentence as a message of the catalogue (i18n/), never as
 * finished text: the error handler writes it in the reader's language. Error.message is the English
 * text, for logs.
 */
export class AppError extends Error {
  override readonly name = 'AppError';
  readonly kind: ErrorKind;
  /** What the reader is told, in her language when the answer is written. */
  readonly localized: LocalMessage;
  /** Sent as Retry-After with a 429. */
  readonly retryAfterSeconds: number | undefined;
  /** A declined card's provider fields. */
  readonly decline: Decline | undefined;
  /** A staff sign-in waiting for its second factor: the token that continues it. */
  readonly mfaToken: string | undefined;
  constructor(
    readonly id: ErrorId,
    message?: LocalMessage,
    options: { retryAfterSeconds?: number; decline?: Decline; mfaToken?: string } = {},
  ) {
    const kind: ErrorKind = errorKinds[id];
    const localized = message ?? defaultMessages[kind];
    super(english(localized));
    this.kind = kind;
    this.localized = localized;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.decline = options.decline;
    this.mfaToken = options.mfaToken;
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}

/**
 * An error and what it wraps, outermost first (`cause`, as the query builder wraps the driver's
 * error), a few levels deep: each object once.
 */
export function* causeChain(err: unknown, depth = 4): Generator<Record<string, unknown>> {
  for (let e = err, level = 0; isRecord(e) && level < depth; level++) {
    yield e;
    e = e.cause;
  }
}

/** What an error says, whatever was thrown. */
export function messageOf(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/** The code a system error carries (ENOENT, EEXIST …; a driver's SQLSTATE), if any. */
export function codeOf(err: unknown): unknown {
  return isRecord(err) ? err.code : undefined;
}
