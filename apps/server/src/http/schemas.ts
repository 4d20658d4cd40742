// The answers' shapes and the request fields are the contract's (docs/decisions/0034, 0072).
export { messageSchema, refusalSchema, updateResultSchema } from '@tevila/contract';
export {
  failureSchema,
  guarded,
  guardedById,
  intQuery,
  isoDateQuery,
  throttledSchema,
} from '@tevila/contract/endpoints';

/** Builds the success answer of an update-style call. */
export function updated<T>(result: T): { success: true; errorMessage: null; result: T } {
  return { success: true, errorMessage: null, result };
}

/** The OpenAPI security of a signed-in route: a bearer access token. */
export const security = [{ bearer: [] }];

/** An Idempotency-Key header: 1–200 visible characters, else ignored (the request counts as new). */
export function idempotencyKey(value: string | string[] | undefined): string | undefined {
  const key = Array.isArray(value) ? value[0] : value;
  return key !== undefined && /^[\x21-\x7e]{1,200}$/.test(key) ? key : undefined;
}
