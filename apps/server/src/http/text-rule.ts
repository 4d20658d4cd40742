import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';
import { msg } from '../i18n/messages.ts';

/** What no text the server takes in may hold: a NUL, or half of a surrogate pair (no character at all). */
// eslint-disable-next-line no-control-regex -- finding the NUL is the point
const FORBIDDEN = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const FORBIDDEN_TEXT_MESSAGE = msg('http.forbiddenText');

/** Bytes and streams (a multipart file) are not text; any other object is looked into. */
function holdsText(value: object): boolean {
  return !ArrayBuffer.isView(value) && typeof (value as { pipe?: unknown }).pipe !== 'function';
}

/** Whether a string anywhere in `value` (keys included) holds what FORBIDDEN names. */
export function holdsForbiddenText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return FORBIDDEN.test(value);
  if (value === null || typeof value !== 'object' || depth > 32 || !holdsText(value)) return false;
  for (const [key, inner] of Object.entries(value)) {
    if (FORBIDDEN.test(key) || holdsForbiddenText(inner, depth + 1)) return true;
  }
  return false;
}

/**
 * One rule at the edge for every route: text with a NUL or an unpaired surrogate, in the path, the
 * query, a JSON or form body or a multipart field, is refused (400) before anything reads it, so no
 * handler, database or provider ever sees it.
 */
export function registerTextRule(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    if (
      holdsForbiddenText(request.params) ||
      holdsForbiddenText(request.query) ||
      holdsForbiddenText(request.body)
    )
      done(new AppError('request.invalid', FORBIDDEN_TEXT_MESSAGE));
    else done();
  });
}
