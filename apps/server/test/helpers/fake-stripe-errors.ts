import type { FormObject, FormValue } from './fake-stripe-form.ts';

/** Stripe's error body: `{ error: { type, code, decline_code, message, param, … } }` with its HTTP status. */
export interface StripeErrorBody {
  type: 'card_error' | 'invalid_request_error' | 'api_error' | 'authentication_error' | 'idempotency_error';
  message: string;
  code?: string;
  decline_code?: string;
  param?: string;
  doc_url?: string;
  charge?: string;
  payment_intent?: unknown;
  payment_method?: unknown;
}

export class FakeStripeError extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
    /** Stripe keeps no idempotent result for a request whose parameters failed validation. */
    readonly remembered = true,
  ) {
    super(body.message);
  }
}

const docUrl = (code: string) => `https://docs.stripe.com/error-codes/${code.replaceAll('_', '-')}`;

export function invalidRequest(message: string, extra: Partial<StripeErrorBody> = {}, status = 400) {
  return new FakeStripeError(status, {
    type: 'invalid_request_error',
    message,
    ...extra,
    ...(extra.code !== undefined ? { doc_url: docUrl(extra.code) } : {}),
  });
}

/** A parameter Stripe refuses before doing anything (nothing is remembered for the idempotency key). */
export function badParam(code: string, param: string, message: string) {
  return new FakeStripeError(
    400,
    { type: 'invalid_request_error', code, param, message, doc_url: docUrl(code) },
    false,
  );
}

export function noSuch(what: string, id: string, param?: string) {
  // A missing object named in the path is a 404; one named by a parameter is a 400.
  return invalidRequest(
    `No such ${what}: '${id}'`,
    { code: 'resource_missing', ...(param !== undefined ? { param } : {}) },
    param === undefined ? 404 : 400,
  );
}

export function cardError(
  fields: { code: string; decline_code?: string; message: string },
  extra: Partial<StripeErrorBody>,
) {
  return new FakeStripeError(402, { type: 'card_error', ...fields, doc_url: docUrl(fields.code), ...extra });
}

/** Refuses any parameter the endpoint does not take, as Stripe does. */
export function onlyParams(body: FormObject, allowed: readonly string[]) {
  for (const key of Object.keys(body)) {
    if (!allowed.includes(key))
      throw badParam('parameter_unknown', key, `Received unknown parameter: ${key}`);
  }
}

export function requiredString(body: FormObject, param: string): string {
  const value = body[param];
  if (value === undefined || value === '')
    throw badParam('parameter_missing', param, `Missing required param: ${param}.`);
  if (typeof value !== 'string')
    throw badParam('parameter_invalid_string', param, `Invalid string: ${param}`);
  return value;
}

export function optionalString(body: FormObject, param: string): string | null {
  const value = body[param];
  if (value === undefined || value === '') return null;
  if (typeof value !== 'string')
    throw badParam('parameter_invalid_string', param, `Invalid string: ${param}`);
  return value;
}

export function optionalInteger(body: FormObject, param: string): number | null {
  const value = body[param];
  if (value === undefined) return null;
  if (typeof value !== 'string' || !/^-?\d+$/.test(value))
    throw badParam('parameter_invalid_integer', param, `Invalid integer: ${String(value)}`);
  return Number(value);
}

export function optionalBoolean(body: FormObject, param: string): boolean {
  const value = body[param];
  if (value === undefined) return false;
  if (value !== 'true' && value !== 'false')
    throw badParam('parameter_invalid_boolean', param, `Invalid boolean: ${String(value)}`);
  return value === 'true';
}

export function stringRecord(body: FormObject, param: string): Record<string, string> {
  const value: FormValue | undefined = body[param];
  if (value === undefined || value === '') return {};
  if (
    typeof value !== 'object' ||
    Array.isArray(value) ||
    Object.values(value).some((v) => typeof v !== 'string')
  )
    throw badParam('parameter_invalid_object', param, `Invalid object: ${param}`);
  return value as Record<string, string>;
}

export function stringList(body: FormObject, param: string): string[] {
  const value = body[param];
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string'))
    throw badParam('parameter_invalid_array', param, `Invalid array: ${param}`);
  return value as string[];
}

/** Stripe's answer for a payment method used once without a customer, or detached from one. */
export function reusedPaymentMethod(param?: string) {
  return invalidRequest(
    'This PaymentMethod was previously used without being attached to a Customer or was detached from a Customer, and may not be used again.',
    param !== undefined ? { param } : {},
  );
}
