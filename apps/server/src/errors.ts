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
  | 'rate_limited' // 429
  | 'unavailable'; // 503

export const errorKinds = {
  'request.invalid': 'invalid',
  'route.not_found': 'not_found',
  'auth.required': 'unauthenticated',
  'auth.forbidden': 'forbidden',
  'rate.limited': 'rate_limited',
  'database.unavailable': 'unavailable',
  'settings.unknown_key': 'refused',
  'settings.invalid_value': 'refused',
  'schedule.date_out_of_range': 'invalid',
  'schedule.range_too_long': 'invalid',
} as const satisfies Record<string, ErrorKind>;

export type ErrorId = keyof typeof errorKinds;

/** Default sentences for kinds whose callers rarely need their own. */
export const defaultMessages: Record<ErrorKind, string> = {
  refused: 'The request was refused.',
  capacity: 'There is no room left for this reservation.',
  invalid: 'The request is invalid.',
  // DESIGN §5: exactly this sentence, whatever the cause.
  unauthenticated: 'Authorization has been denied for this request.',
  forbidden: 'You do not have permission to do this.',
  not_found: 'No HTTP resource was found that matches the request URI.',
  rate_limited: 'Too many requests. Please wait a little and try again.',
  unavailable: 'The service is temporarily unavailable. Please try again shortly.',
};

export class AppError extends Error {
  override readonly name = 'AppError';
  readonly kind: ErrorKind;
  constructor(
    readonly id: ErrorId,
    message?: string,
  ) {
    const kind: ErrorKind = errorKinds[id];
    super(message ?? defaultMessages[kind]);
    this.kind = kind;
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}
